// The catalogue store behaves the same on SQLite and PostgreSQL (issue 20): a small catalogue
// written through the seed writer (UTF-8 titles, NULL pictures and barcodes, a disabled branch,
// drafts, equal publish times) and every read and write of CatalogueStore against it; on
// PostgreSQL two threads racing for one back-in-stock request leave one request.
#include <gtest/gtest.h>

#include <map>
#include <thread>

#include "catalogue_dump.hpp"
#include "store/postgres/database.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store_backends.hpp"

namespace {

using karyana::test::dump;
using karyana::test::dump_all;
namespace store = karyana::store;

store::Category category(const std::string& id, const std::string& title, const std::string& parent, int sort_order,
                         const std::string& status = "enabled") {
  store::Category c;
  c.id = id;
  c.title = title;
  c.slug = id + "-slug";
  c.status = status;
  c.parent_cat_id = parent;
  c.sort_order = sort_order;
  c.seo_title = title + " | shop";
  return c;
}

store::AttributeValue attribute(const std::string& id, const std::string& title, int show_in_store) {
  store::AttributeValue a;
  a.id = id;
  a.title = title;
  a.slug = title;
  a.code = title;
  a.show_in_store = show_in_store;
  return a;
}

// Product ids are 24 hex digits (listing cursors carry them); tests name products p1, p2 …
std::string pid(const std::string& name) {
  static const std::map<std::string, std::string> ids = {
      {"p1", "000000000000000000000001"},    {"p2", "000000000000000000000002"},
      {"p3", "000000000000000000000003"},    {"p4", "000000000000000000000004"},
      {"draft", "00000000000000000000000d"}, {"hidden-p", "00000000000000000000000e"}};
  return ids.at(name);
}

store::Product product(const std::string& name, const std::string& cat_id, const std::string& published_at,
                       const std::string& status = "published") {
  store::Product p;
  p.id = pid(name);
  p.title = "Title " + name + " — دودھ 🥛";
  p.slug = name + "-slug";
  p.short_description = "short " + name;
  p.details = "<p>details</p>";
  p.brand = "Brand";
  p.available_qty = 5;
  p.limit_max_qty_in_cart = 3;
  p.type_id = "type-1";
  p.cat_id = cat_id;
  p.taxable = 1;
  p.tags = "milk,doodh";
  p.cost = 100;
  p.price = 12345;
  p.price_was = 15000;
  p.picture = "/media/" + name + ".jpg";
  p.picture_thumb = "/media/" + name + "-thumb.jpg";
  p.rating = 4.25;
  p.free_shipping = true;
  p.status = status;
  p.published_at = published_at;
  p.created_at = "2026-01-01T00:00:00.000Z";
  p.updated_at = "2026-01-02T00:00:00.000Z";
  p.seo_title = "seo " + name;
  return p;
}

class CatalogueStoreTest : public karyana::test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    stores().seeding().write([](store::SeedWriter& w) {
      w.product_type(
          {.id = "type-1", .title = "Dairy", .slug = "dairy", .tax_value = 17, .tax_unit = "%", .attributes = {}});
      w.attribute(attribute("attr-size", "Size", 1));
      w.attribute(attribute("attr-fat", "Fat", 0));
      w.type_attribute("type-1", "attr-size", 1);
      w.type_attribute("type-1", "attr-fat", 0);
      w.category(category("top", "Grocery", "", 1));
      w.category(category("milk", "Milk", "top", 2));
      w.category(category("eggs", "Eggs", "top", 2));  // same sort order as milk: the title decides
      w.category(category("hidden", "Hidden", "", 0, "disabled"));
      w.category(category("under-hidden", "Under hidden", "hidden", 0));
      w.product(product("p1", "milk", "2026-03-01T00:00:00.000Z"));
      w.product(product("p2", "milk", "2026-03-02T00:00:00.000Z"));
      w.product(product("p3", "eggs", "2026-03-02T00:00:00.000Z"));  // same time as p2: the id decides
      w.product(product("p4", "top", ""));                           // never stamped: last
      w.product(product("draft", "milk", "2026-03-05T00:00:00.000Z", "draft"));
      w.product(product("hidden-p", "under-hidden", "2026-03-06T00:00:00.000Z"));
      w.product_attribute_value(pid("p1"), "attr-size", "1 litre", 1);
      w.product_attribute_value(pid("p1"), "attr-fat", "3.5% — full", 0);
      w.gallery_image({.id = "g2", .img = "/media/b.jpg", .thumb = "/media/b-t.jpg", .prod_id = pid("p1")}, 1);
      w.gallery_image({.id = "g1", .img = "/media/a.jpg", .thumb = "/media/a-t.jpg", .prod_id = pid("p1")}, 0);
    });
    add_customer("cust-1");
  }

  // A customer row (the account store's own tests cover accounts; alerts only need the key).
  void add_customer(const std::string& id) {
    const std::string sql =
        "INSERT INTO users(id, email, password_hash) VALUES('" + id + "', '" + id + "@example.com', 'x')";
    if (auto* db = store::sqlite::sqlite_database(stores()))
      db->write([&](store::sqlite::Connection& c) { c.exec(sql); });
    else
      store::postgres::postgres_database(stores())->write([&](store::postgres::Connection& c) { c.exec_script(sql); });
  }

  store::CatalogueStore& catalogue() { return stores().catalogue(); }
};

TEST_P(CatalogueStoreTest, TheMenuHoldsVisibleCategoriesParentsFirstWithRolledUpCounts) {
  auto menu = catalogue().enabled_categories();
  ASSERT_EQ(menu.size(), 3u);
  EXPECT_EQ(menu[0].id, "top");
  EXPECT_EQ(menu[0].product_count, 4);  // p1 p2 p3 p4; not the draft, not the hidden branch
  EXPECT_EQ(menu[1].id, "eggs");        // sort order 2 both: Eggs before Milk
  EXPECT_EQ(menu[1].product_count, 1);
  EXPECT_EQ(menu[2].id, "milk");
  EXPECT_EQ(menu[2].product_count, 2);
  EXPECT_EQ(menu[2].parent_cat_title, "Grocery");
}

TEST_P(CatalogueStoreTest, CategoriesBySlugIdAndPath) {
  auto hidden = catalogue().category_by_slug("under-hidden-slug");
  ASSERT_TRUE(hidden);
  EXPECT_EQ(hidden->parent_cat_title, "Hidden");
  EXPECT_EQ(hidden->menu_bg_img, "");  // NULL reads as ""
  EXPECT_EQ(dump(*catalogue().category_by_id("under-hidden")), dump(*hidden));
  EXPECT_FALSE(catalogue().category_by_slug("nope"));
  EXPECT_FALSE(catalogue().category_by_id("nope"));
  auto path = catalogue().category_path("milk");
  ASSERT_EQ(path.size(), 2u);
  EXPECT_EQ(path[0].id, "top");
  EXPECT_EQ(path[1].id, "milk");
  EXPECT_TRUE(catalogue().category_path("nope").empty());
}

TEST_P(CatalogueStoreTest, AProductComesWithAttributesTypeGalleryAndCategory) {
  auto p = catalogue().product_by_slug("p1-slug");
  ASSERT_TRUE(p);
  EXPECT_EQ(p->title, "Title p1 — دودھ 🥛");
  EXPECT_EQ(p->barcode, "");
  EXPECT_DOUBLE_EQ(p->rating, 4.25);
  EXPECT_TRUE(p->free_shipping);
  ASSERT_EQ(p->attributes.size(), 2u);
  EXPECT_EQ(p->attributes[0].id, "attr-fat");
  EXPECT_EQ(p->attributes[0].value, "3.5% — full");
  ASSERT_TRUE(p->type);
  EXPECT_DOUBLE_EQ(p->type->tax_value, 17);
  ASSERT_EQ(p->type->attributes.size(), 2u);
  EXPECT_EQ(p->type->attributes[0].id, "attr-fat");
  ASSERT_EQ(p->gallery.size(), 2u);
  EXPECT_EQ(p->gallery[0].id, "g1");
  ASSERT_TRUE(p->category);
  EXPECT_EQ(p->category->parent_cat_title, "Grocery");
  EXPECT_EQ(dump(*catalogue().product_by_id(pid("p1"))), dump(*p));
  EXPECT_FALSE(catalogue().product_by_slug("nope"));
  EXPECT_FALSE(catalogue().product_by_id("nope"));
}

TEST_P(CatalogueStoreTest, ProductsByIdsKeepTheCallersOrderAndSkipUnknownAndUnlisted) {
  auto any = catalogue().products_by_ids({pid("draft"), "nope", pid("p2"), pid("p1"), pid("p2"), pid("hidden-p")});
  std::vector<std::string> ids;
  for (const auto& p : any) ids.push_back(p.id);
  EXPECT_EQ(ids, (std::vector<std::string>{pid("draft"), pid("p2"), pid("p1"), pid("hidden-p")}));
  auto listed = catalogue().listed_products_by_ids({pid("draft"), pid("p3"), pid("hidden-p"), pid("p1")});
  ids.clear();
  for (const auto& p : listed) ids.push_back(p.id);
  EXPECT_EQ(ids, (std::vector<std::string>{pid("p3"), pid("p1")}));
  EXPECT_TRUE(catalogue().products_by_ids({}).empty());
  EXPECT_EQ(catalogue().listed_ids({pid("p4"), pid("draft"), pid("p1"), "nope", pid("p3")}, ""),
            (std::vector<std::string>{pid("p4"), pid("p1"), pid("p3")}));
  EXPECT_EQ(catalogue().listed_ids({pid("p4"), pid("p1"), pid("p3")}, "milk-slug"),
            (std::vector<std::string>{pid("p1")}));
  EXPECT_TRUE(catalogue().listed_ids({pid("hidden-p")}, "under-hidden-slug").empty());
}

TEST_P(CatalogueStoreTest, ListingsPageNewestFirstWithIdTieBreaks) {
  store::ProductQuery query{.cat_slug = "", .first = 2, .after = ""};
  auto first = catalogue().list_products(query);
  EXPECT_EQ(first.total_count, 4);
  ASSERT_EQ(first.items.size(), 2u);
  EXPECT_EQ(first.items[0].id, pid("p3"));  // 03-02 twice: p3 > p2 descending
  EXPECT_EQ(first.items[1].id, pid("p2"));
  EXPECT_TRUE(first.has_next_page);
  ASSERT_EQ(first.items[0].attributes.size(), 0u);
  query.after = first.end_cursor;
  auto second = catalogue().list_products(query);
  ASSERT_EQ(second.items.size(), 2u);
  EXPECT_EQ(second.items[0].id, pid("p1"));
  EXPECT_EQ(second.items[1].id, pid("p4"));
  EXPECT_FALSE(second.has_next_page);
  auto milk = catalogue().list_products({.cat_slug = "top-slug", .first = 100, .after = ""});
  EXPECT_EQ(milk.total_count, 4);
  EXPECT_EQ(catalogue().list_products({.cat_slug = "milk-slug", .first = 0, .after = ""}).total_count, 2);
  EXPECT_THROW(catalogue().list_products({.cat_slug = "", .first = 2, .after = "garbage"}), store::InvalidCursor);
}

TEST_P(CatalogueStoreTest, StockAndBackInStockRequests) {
  using Outcome = store::ProductAlertRequest::Outcome;
  EXPECT_FALSE(catalogue().set_available_qty("nope", 3));
  EXPECT_EQ(catalogue().request_product_alert("cust-1", "nope").outcome, Outcome::no_product);
  EXPECT_EQ(catalogue().request_product_alert("cust-1", pid("p1")).outcome, Outcome::in_stock);
  ASSERT_TRUE(catalogue().set_available_qty(pid("p1"), 0));
  EXPECT_EQ(catalogue().product_by_id(pid("p1"))->available_qty, 0);
  auto created = catalogue().request_product_alert("cust-1", pid("p1"));
  EXPECT_EQ(created.outcome, Outcome::created);
  EXPECT_EQ(created.alert.title, "Title p1 — دودھ 🥛");
  EXPECT_EQ(created.alert.customer_id, "cust-1");
  auto again = catalogue().request_product_alert("cust-1", pid("p1"));
  EXPECT_EQ(again.outcome, Outcome::already_pending);
  EXPECT_EQ(again.alert.id, created.alert.id);
  EXPECT_EQ(catalogue().pending_alerts("cust-1", {pid("p1"), pid("p2")}), std::vector<std::string>{pid("p1")});
  EXPECT_TRUE(catalogue().pending_alerts("", {pid("p1")}).empty());
  // Restocked: the trigger sends the alert; sold out again, a new request re-arms the same row.
  ASSERT_TRUE(catalogue().set_available_qty(pid("p1"), 4));
  EXPECT_TRUE(catalogue().pending_alerts("cust-1", {pid("p1")}).empty());
  ASSERT_TRUE(catalogue().set_available_qty(pid("p1"), 0));
  auto rearmed = catalogue().request_product_alert("cust-1", pid("p1"));
  EXPECT_EQ(rearmed.outcome, Outcome::created);
  EXPECT_EQ(rearmed.alert.id, created.alert.id);
  EXPECT_EQ(catalogue().pending_alerts("cust-1", {pid("p1")}), std::vector<std::string>{pid("p1")});
  // A draft has no stock to wait for as a customer sees it: the request waits.
  EXPECT_EQ(catalogue().request_product_alert("cust-1", pid("draft")).outcome, Outcome::created);
}

TEST_P(CatalogueStoreTest, TwoRacingRequestsLeaveOneAlert) {
  using Outcome = store::ProductAlertRequest::Outcome;
  ASSERT_TRUE(catalogue().set_available_qty(pid("p2"), 0));
  for (int round = 0; round < 5; ++round) {
    const std::string customer = "racer-" + std::to_string(round);
    add_customer(customer);
    store::ProductAlertRequest a, b;
    std::thread one([&] { a = catalogue().request_product_alert(customer, pid("p2")); });
    std::thread two([&] { b = catalogue().request_product_alert(customer, pid("p2")); });
    one.join();
    two.join();
    EXPECT_EQ(a.alert.id, b.alert.id);
    EXPECT_TRUE((a.outcome == Outcome::created) != (b.outcome == Outcome::created));
    EXPECT_EQ(catalogue().pending_alerts(customer, {pid("p2")}), std::vector<std::string>{pid("p2")});
  }
}

KARYANA_ON_BOTH_BACKENDS(CatalogueStoreTest);

}  // namespace
