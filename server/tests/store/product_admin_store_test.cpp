// The console's product store on both databases (issue 20): a save checks category, type,
// attributes, barcode and slug (a made slug numbered on), a save or stock change naming an old
// version is refused and changes nothing, the list filters (any case, wildcards literal) and
// pages newest edit first, options list parents before children, the import writes only what
// changed; every change leaves its audit row. Two consoles saving the same version at once (on
// PostgreSQL: two connections, both in a transaction): one saves, the other is told it is stale.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class ProductAdminStoreTest : public test::StoreBackendTest {
 protected:
  void SetUp() override {
    test::StoreBackendTest::SetUp();
    test::exec_sql(stores(),
                   "INSERT INTO product_categories(id, title, slug, status, sort_order) VALUES"
                   " ('cat-rice', 'Rice', 'rice', 'enabled', 1), ('cat-top', 'Grocery', 'grocery', 'enabled', 0);"
                   "UPDATE product_categories SET parent_cat_id = 'cat-top' WHERE id = 'cat-rice';"
                   "INSERT INTO product_types(id, title, slug) VALUES ('type-food', 'Food', 'food');"
                   "INSERT INTO attributes(id, title, slug, code) VALUES ('attr-weight', 'Weight', 'weight', 'w');");
  }
  ProductAdminStore& admin() { return stores().product_admin(); }
  static ProductFields fields(const std::string& title) {
    ProductFields f;
    f.title = title;
    f.price = 25050;
    f.cat_id = "cat-rice";
    f.status = "published";
    return f;
  }
  std::vector<AuditEntryRecord> audit(const std::string& subject) {
    return stores().audit().page(50, std::nullopt, subject).entries;
  }
};

TEST_P(ProductAdminStoreTest, CreatesWithAMadeSlugAndRefusesWhatTheDatabaseLacks) {
  auto f = fields("Basmati Rice — چاول");
  f.barcode = "8964000123";
  f.type_id = "type-food";
  f.attributes = std::vector<std::pair<std::string, std::string>>{{"attr-weight", "5 kg"}};
  auto first = admin().create("", f);
  ASSERT_EQ(first.outcome, ProductSaveOutcome::saved);
  const auto& p = first.product->product;
  EXPECT_EQ(first.product->version, 1);
  EXPECT_EQ(p.title, "Basmati Rice — چاول");
  EXPECT_EQ(p.barcode, "8964000123");
  EXPECT_EQ(p.available_qty, 0);
  EXPECT_EQ(p.published_at, p.created_at);
  ASSERT_EQ(p.attributes.size(), 1u);
  EXPECT_EQ(p.attributes[0].value, "5 kg");
  ASSERT_TRUE(p.type);
  EXPECT_EQ(p.type->id, "type-food");

  EXPECT_EQ(admin().create("", f).outcome, ProductSaveOutcome::barcode_taken);
  f.barcode = "";
  f.attributes.reset();
  auto second = admin().create("", f);
  ASSERT_EQ(second.outcome, ProductSaveOutcome::saved);
  EXPECT_EQ(second.product->product.slug, p.slug + "-2");  // numbered on
  EXPECT_EQ(second.product->product.barcode, "");
  EXPECT_EQ(second.product->product.published_at, second.product->product.created_at);

  auto draft = fields("Sella Rice");
  draft.status = "draft";
  auto third = admin().create("", draft);
  ASSERT_EQ(third.outcome, ProductSaveOutcome::saved);
  EXPECT_EQ(third.product->product.published_at, "");

  auto taken = fields("Other");
  taken.slug = p.slug;
  EXPECT_EQ(admin().create("", taken).outcome, ProductSaveOutcome::slug_taken);  // a slug sent is not numbered
  auto no_cat = fields("X");
  no_cat.cat_id = "cat-none";
  EXPECT_EQ(admin().create("", no_cat).outcome, ProductSaveOutcome::category_not_found);
  auto no_type = fields("X");
  no_type.type_id = "type-none";
  EXPECT_EQ(admin().create("", no_type).outcome, ProductSaveOutcome::type_not_found);
  auto no_attr = fields("X");
  no_attr.attributes = std::vector<std::pair<std::string, std::string>>{{"attr-none", "1"}};
  EXPECT_EQ(admin().create("", no_attr).outcome, ProductSaveOutcome::attribute_not_found);
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM products"), 3);

  auto rows = audit(p.id);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].action, "product.create");
  EXPECT_EQ(rows[0].before, "{}");
  EXPECT_NE(rows[0].after.find(R"("price":2.505E2)"), std::string::npos) << rows[0].after;
  EXPECT_NE(rows[0].after.find(R"("attributes":[{"attribute_id":"attr-weight","value":"5 kg"}])"), std::string::npos);
}

TEST_P(ProductAdminStoreTest, RefusesAStaleEditAndAuditsOnlyWhatChanged) {
  auto created = admin().create("", fields("Daal"));
  const std::string id = created.product->product.id;
  auto f = fields("Daal Masoor");
  f.price = 30000;
  auto saved = admin().update("", id, 1, f);
  ASSERT_EQ(saved.outcome, ProductSaveOutcome::saved);
  EXPECT_EQ(saved.product->version, 2);
  EXPECT_EQ(saved.product->product.slug, "daal");  // kept unless a new one is sent
  EXPECT_EQ(saved.product->product.title, "Daal Masoor");

  f.title = "Stale";
  auto stale = admin().update("", id, 1, f);
  EXPECT_EQ(stale.outcome, ProductSaveOutcome::stale);
  EXPECT_FALSE(stale.product);
  EXPECT_EQ(admin().find(id)->product.title, "Daal Masoor");
  EXPECT_EQ(admin().find(id)->version, 2);
  EXPECT_EQ(admin().update("", "000000000000000000000000", 1, f).outcome, ProductSaveOutcome::not_found);
  EXPECT_FALSE(admin().find("000000000000000000000000"));

  auto rows = audit(id);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].action, "product.edit");
  EXPECT_EQ(rows[0].before, R"({"title":"Daal","price":2.505E2})");
  EXPECT_EQ(rows[0].after, R"({"title":"Daal Masoor","price":3E2})");
}

TEST_P(ProductAdminStoreTest, AdjustsStockAgainstTheVersionAndTheDecision) {
  const std::string id = admin().create("", fields("Atta")).product->product.id;
  StockAdjustment received{"received", 12, std::nullopt, "truck 4"};
  std::int64_t seen = -1;
  auto changed = admin().adjust_stock("", id, 1, received, [&](std::int64_t available) -> StockDecision {
    seen = available;
    return available + 12;
  });
  ASSERT_EQ(changed.outcome, StockAdjustResult::Outcome::changed);
  EXPECT_EQ(seen, 0);
  EXPECT_EQ(changed.before, 0);
  EXPECT_EQ(changed.product->product.available_qty, 12);
  EXPECT_EQ(changed.product->version, 2);

  auto stale = admin().adjust_stock("", id, 1, received, [](std::int64_t a) -> StockDecision { return a + 1; });
  EXPECT_EQ(stale.outcome, StockAdjustResult::Outcome::stale);
  auto refused = admin().adjust_stock("", id, 2, received, [](std::int64_t) -> StockDecision {
    return domain::Violation{"change", "Not that many on sale"};
  });
  ASSERT_EQ(refused.outcome, StockAdjustResult::Outcome::refused);
  EXPECT_EQ(refused.refusal->message, "Not that many on sale");
  EXPECT_EQ(admin().adjust_stock("", "nope", 1, received, [](std::int64_t a) -> StockDecision { return a; }).outcome,
            StockAdjustResult::Outcome::not_found);
  EXPECT_EQ(admin().find(id)->product.available_qty, 12);

  auto rows = audit(id);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].action, "product.stock");
  EXPECT_EQ(rows[0].before, R"({"available_qty":0})");
  EXPECT_EQ(rows[0].after, R"({"available_qty":12,"reason":"received","change":12,"note":"truck 4"})");
}

TEST_P(ProductAdminStoreTest, ListsFiltersAndPagesNewestEditFirst) {
  std::vector<std::string> ids;
  for (int i = 0; i < 5; ++i)
    ids.push_back(admin().create("", fields("Rice " + std::to_string(i))).product->product.id);
  auto odd = fields("100% Pure Ghee");
  odd.barcode = "GHEE_1";
  odd.cat_id = "cat-top";
  odd.status = "draft";
  const std::string ghee = admin().create("", odd).product->product.id;
  // Times are kept to the millisecond: the last edit must come in a later one than the creations
  // (on a fast machine all of them share one, and the tie goes by id).
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  admin().adjust_stock("", ids[0], 1, {"count", std::nullopt, 3, ""}, [](std::int64_t) -> StockDecision { return 3; });

  AdminProductQuery all;
  all.limit = 4;
  auto first = admin().list(all);
  EXPECT_EQ(first.total, 6);
  ASSERT_EQ(first.rows.size(), 4u);
  EXPECT_EQ(first.rows[0].id, ids[0]);  // the last edit
  all.page = 2;
  auto second = admin().list(all);
  ASSERT_EQ(second.rows.size(), 2u);
  std::set<std::string> seen;
  for (const auto& r : first.rows) seen.insert(r.id);
  for (const auto& r : second.rows) seen.insert(r.id);
  EXPECT_EQ(seen.size(), 6u);
  for (std::size_t i = 1; i < first.rows.size(); ++i) {
    const auto& a = first.rows[i - 1];
    const auto& b = first.rows[i];
    EXPECT_TRUE(a.updated_at > b.updated_at || (a.updated_at == b.updated_at && a.id > b.id));
  }

  AdminProductQuery q;
  q.search = "RICE 3";
  EXPECT_EQ(admin().list(q).total, 1);
  q.search = "100%";
  auto found = admin().list(q);
  ASSERT_EQ(found.total, 1);
  EXPECT_EQ(found.rows[0].id, ghee);
  EXPECT_EQ(found.rows[0].cat_title, "Grocery");
  EXPECT_EQ(found.rows[0].barcode, "GHEE_1");
  q.search = "ghee_1";  // by barcode, any case
  EXPECT_EQ(admin().list(q).total, 1);
  q.search = "E_";  // the underscore is no wildcard: only GHEE_1 has it
  EXPECT_EQ(admin().list(q).total, 1);
  q.search = "";
  q.status = "draft";
  EXPECT_EQ(admin().list(q).total, 1);
  q.status = "";
  q.cat_id = "cat-rice";
  EXPECT_EQ(admin().list(q).total, 5);
  q.cat_id = "";
  q.stock = "low";
  auto low = admin().list(q);
  ASSERT_EQ(low.total, 1);
  EXPECT_EQ(low.rows[0].available_qty, 3);
  EXPECT_EQ(low.rows[0].version, 2);
  q.stock = "out";
  EXPECT_EQ(admin().list(q).total, 5);
}

TEST_P(ProductAdminStoreTest, OptionsListParentsBeforeChildren) {
  test::exec_sql(
      stores(),
      "INSERT INTO product_categories(id, title, slug, status, parent_cat_id, sort_order) VALUES"
      " ('cat-daal', 'Daal', 'daal', 'disabled', 'cat-top', 1), ('cat-aa', 'Aata', 'aata', 'enabled', NULL, 2);"
      "INSERT INTO product_types(id, title, slug) VALUES ('type-drink', 'Drink', 'drink');");
  auto options = admin().options();
  std::vector<std::string> order;
  for (const auto& c : options.categories) order.push_back(c.id);
  EXPECT_EQ(order, (std::vector<std::string>{"cat-top", "cat-daal", "cat-rice", "cat-aa"}));
  EXPECT_EQ(options.categories[1].parent_cat_title, "Grocery");
  ASSERT_EQ(options.types.size(), 2u);
  EXPECT_EQ(options.types[0].id, "type-drink");
  ASSERT_EQ(options.attributes.size(), 1u);
  EXPECT_EQ(options.attributes[0].code, "w");
}

TEST_P(ProductAdminStoreTest, ImportsOnlyAPlanWithoutErrors) {
  const std::string id = admin().create("", fields("Sugar")).product->product.id;
  auto plan = [&](bool with_error) {
    return [&, with_error](const std::vector<domain::ImportProduct>& catalogue) {
      domain::ImportPlan p;
      EXPECT_EQ(catalogue.size(), 1u);
      domain::ImportRow row;
      row.product = catalogue[0];
      row.after = catalogue[0];
      row.after.price = 19900;
      row.after.stock = 40;
      row.changes.push_back({"price", "250.50", "199"});
      p.rows.push_back(row);
      if (with_error) p.errors = 1;
      return p;
    };
  };
  EXPECT_FALSE(admin().apply_import("", plan(true)).ok());
  EXPECT_EQ(admin().find(id)->version, 1);
  EXPECT_TRUE(admin().apply_import("", plan(false)).ok());
  auto after = admin().find(id);
  EXPECT_EQ(after->version, 2);
  EXPECT_EQ(after->product.price, 19900);
  EXPECT_EQ(after->product.available_qty, 40);
  auto rows = audit(id);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].action, "product.import");
  EXPECT_EQ(rows[0].before, R"({"price":2.505E2,"available_qty":0})");
  EXPECT_EQ(rows[0].after, R"({"price":1.99E2,"available_qty":40,"reason":"import"})");
}

TEST_P(ProductAdminStoreTest, TwoConsolesSavingOneVersionAtOnceSaveOnce) {
  const std::string id = admin().create("", fields("Tea")).product->product.id;
  for (int round = 0; round < 5; ++round) {
    const std::int64_t version = admin().find(id)->version;
    std::atomic<int> saved{0}, stale{0};
    auto save = [&](const std::string& title) {
      auto r = admin().update("", id, version, fields(title));
      if (r.outcome == ProductSaveOutcome::saved) ++saved;
      if (r.outcome == ProductSaveOutcome::stale) ++stale;
    };
    std::thread a(save, "Tea A"), b(save, "Tea B");
    a.join();
    b.join();
    EXPECT_EQ(saved.load(), 1);
    EXPECT_EQ(stale.load(), 1);
    EXPECT_EQ(admin().find(id)->version, version + 1);
  }
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM audit_log WHERE action = 'product.edit'"), 5);
}

KARYANA_ON_BOTH_BACKENDS(ProductAdminStoreTest);

}  // namespace
}  // namespace karyana::store
