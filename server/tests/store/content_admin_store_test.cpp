// The console's categories, customers and pages on both databases (issue 20): a save takes a
// free slug (made ones numbered on), refuses an unknown parent, a loop and a version that moved
// on, a move renumbers both sibling lists; customers are the users without a staff row, found by
// name, phone or e-mail part (any case, no wildcards) newest first; every change leaves its audit
// row. Two consoles saving one version at once (on PostgreSQL: two connections): one saves, one
// is told it is stale.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class ContentAdminStoreTest : public test::StoreBackendTest {
 protected:
  ContentAdminStore& admin() { return stores().content_admin(); }
  AdminCategory add(const std::string& title, const std::string& parent = "") {
    CategoryWrite w;
    w.title = title;
    w.parent_id = parent;
    w.status = "enabled";
    auto r = admin().save_category("", w);
    EXPECT_EQ(r.outcome, ContentSaveOutcome::saved);
    return *r.category;
  }
  std::vector<std::string> order() {
    std::vector<std::string> out;
    for (const auto& c : admin().categories()) out.push_back(c.category.title);
    return out;
  }
};

TEST_P(ContentAdminStoreTest, SavesCategoriesWithFreeSlugsAndRefusesStaleOnesAndLoops) {
  auto top = add("Grocery");
  EXPECT_EQ(top.category.slug, "grocery");
  EXPECT_EQ(top.version, 1);
  auto rice = add("Rice", top.category.id);
  auto again = add("Rice", top.category.id);
  EXPECT_EQ(again.category.slug, "rice-2");
  EXPECT_EQ(again.category.sort_order, 1);
  EXPECT_EQ(rice.category.parent_cat_title, "Grocery");
  add("Ätta — آٹا");
  EXPECT_EQ(order(), (std::vector<std::string>{"Grocery", "Rice", "Rice", "Ätta — آٹا"}));
  EXPECT_EQ(admin().categories()[0].category.sort_order, 0);

  CategoryWrite edit;
  edit.id = rice.category.id;
  edit.version = 1;
  edit.title = "Basmati";
  edit.parent_id = top.category.id;
  edit.status = "disabled";
  auto saved = admin().save_category("", edit);
  ASSERT_EQ(saved.outcome, ContentSaveOutcome::saved);
  EXPECT_EQ(saved.category->category.slug, "rice");  // kept on edit
  EXPECT_EQ(saved.category->version, 2);
  edit.title = "Stale";
  auto stale = admin().save_category("", edit);
  EXPECT_EQ(stale.outcome, ContentSaveOutcome::stale);
  EXPECT_EQ(stale.category->version, 2);
  EXPECT_EQ(admin().category(rice.category.id)->category.title, "Basmati");

  edit.version = 2;
  edit.slug = "grocery";
  EXPECT_EQ(admin().save_category("", edit).outcome, ContentSaveOutcome::slug_taken);
  edit.slug = "";
  edit.parent_id = "nope";
  EXPECT_EQ(admin().save_category("", edit).outcome, ContentSaveOutcome::parent_not_found);
  CategoryWrite loop;
  loop.id = top.category.id;
  loop.version = 1;
  loop.title = "Grocery";
  loop.parent_id = rice.category.id;
  loop.status = "enabled";
  EXPECT_EQ(admin().save_category("", loop).outcome, ContentSaveOutcome::cycle);
  CategoryWrite missing;
  missing.id = "nope";
  EXPECT_EQ(admin().save_category("", missing).outcome, ContentSaveOutcome::not_found);

  auto audit = stores().audit().page(10, std::nullopt, rice.category.id).entries;
  ASSERT_EQ(audit.size(), 2u);
  EXPECT_EQ(audit[0].action, "category.save");
  EXPECT_EQ(audit[0].after, R"({"title":"Basmati","slug":"rice","status":"disabled","parent_cat_id":")" +
                                top.category.id + R"(","sort_order":0})");
  EXPECT_EQ(audit[1].before, "{}");
}

TEST_P(ContentAdminStoreTest, MovesACategoryAndRenumbersBothSiblingLists) {
  auto a = add("A");
  auto b = add("B");
  auto a1 = add("A1", a.category.id);
  auto a2 = add("A2", a.category.id);
  auto moved = admin().move_category("", a1.category.id, 1, b.category.id, 0);
  ASSERT_EQ(moved.outcome, ContentSaveOutcome::saved);
  EXPECT_EQ(moved.category->category.parent_cat_id, b.category.id);
  EXPECT_EQ(moved.category->version, 2);
  EXPECT_EQ(admin().category(a2.category.id)->category.sort_order, 0);  // closed up
  EXPECT_EQ(order(), (std::vector<std::string>{"A", "A2", "B", "A1"}));
  EXPECT_EQ(admin().move_category("", a1.category.id, 1, "", 0).outcome, ContentSaveOutcome::stale);
  EXPECT_EQ(admin().move_category("", b.category.id, 1, a1.category.id, 0).outcome, ContentSaveOutcome::cycle);
  auto to_top = admin().move_category("", a1.category.id, 2, "", 0);
  ASSERT_EQ(to_top.outcome, ContentSaveOutcome::saved);
  EXPECT_EQ(order(), (std::vector<std::string>{"A1", "A", "A2", "B"}));
  EXPECT_EQ(admin().category(b.category.id)->category.sort_order, 2);
  EXPECT_EQ(stores().audit().page(10, std::nullopt, a1.category.id).entries[0].action, "category.move");
}

TEST_P(ContentAdminStoreTest, FindsCustomersButNotStaffAndDisablesThem) {
  test::exec_sql(stores(),
                 "INSERT INTO users(id, email, password_hash, fname, lname, phone, created_at, updated_at) VALUES"
                 " ('u1', 'amna@example.com', 'h', 'Amna', 'Khan', '03001112222', '2026-01-01T00:00:00.000Z', 'x'),"
                 " ('u2', 'bilal_100%@example.com', 'h', 'Bilal', 'Çelik', NULL, '2026-01-02T00:00:00.000Z', 'x'),"
                 " ('u3', 'c@example.com', 'h', 'Chaudhry', 'Ali', NULL, '2026-01-02T00:00:00.000Z', 'x');"
                 "INSERT INTO orders(id, serial, customer_id, status, shipping_address, customer, grand_total,"
                 " created_at) VALUES ('o1', '100001', 'u1', 'pending', '{}', '{}', 50000, '2026-02-01T00:00:00.000Z'),"
                 " ('o2', '100002', 'u1', 'delivered', '{}', '{}', 70000, '2026-03-01T00:00:00.000Z');");
  NewStaffMember picker;
  picker.email = "picker@example.com";
  picker.password_hash = "h";
  picker.fname = "Amna";
  picker.role = "picker";
  ASSERT_TRUE(stores().staff().add_member(picker, ""));

  auto all = admin().customers("", 1, 2);
  EXPECT_EQ(all.total, 3);
  ASSERT_EQ(all.customers.size(), 2u);
  EXPECT_EQ(all.customers[0].id, "u3");  // newest first, then id
  EXPECT_EQ(all.customers[1].id, "u2");
  EXPECT_EQ(admin().customers("", 2, 2).customers[0].id, "u1");
  EXPECT_EQ(admin().customers("AMNA", 1, 10).total, 1);  // the picker is staff
  EXPECT_EQ(admin().customers("khan", 1, 10).customers[0].orders_count, 2);
  EXPECT_EQ(admin().customers("amna khan", 1, 10).total, 1);
  EXPECT_EQ(admin().customers("1112", 1, 10).total, 1);
  EXPECT_EQ(admin().customers("_100%", 1, 10).total, 1);
  EXPECT_EQ(admin().customers("%", 1, 10).total, 1);  // literal, no wildcard
  EXPECT_EQ(admin().customers("Çelik", 1, 10).total, 1);
  auto u1 = admin().customer("u1");
  ASSERT_TRUE(u1);
  EXPECT_EQ(u1->last_order_at, "2026-03-01T00:00:00.000Z");
  EXPECT_EQ(admin().customer("u2")->phone, "");
  EXPECT_FALSE(admin().customer(stores().staff().list("picker")[0].user_id));

  auto orders = admin().customer_orders("u1");
  ASSERT_EQ(orders.size(), 2u);
  EXPECT_EQ(orders[0].serial, "100002");
  EXPECT_EQ(orders[0].grand_total, 70000);

  auto off = admin().set_customer_disabled("", "u2", true, "fraud — دھوکہ");
  EXPECT_TRUE(off.found && off.changed);
  EXPECT_EQ(off.customer->status, "disabled");
  EXPECT_EQ(off.customer->status_note, "fraud — دھوکہ");
  auto again = admin().set_customer_disabled("", "u2", true, "fraud — دھوکہ");
  EXPECT_TRUE(again.found);
  EXPECT_FALSE(again.changed);
  auto on = admin().set_customer_disabled("", "u2", false, "ignored");
  EXPECT_TRUE(on.changed);
  EXPECT_EQ(on.customer->status_note, "");
  EXPECT_FALSE(admin().set_customer_disabled("", "nope", true, "").found);
  auto audit = stores().audit().page(10, std::nullopt, "u2").entries;
  ASSERT_EQ(audit.size(), 2u);
  EXPECT_EQ(audit[1].after, R"({"status":"disabled","status_note":"fraud — دھوکہ"})");
  EXPECT_EQ(audit[0].before, R"({"status":"disabled","status_note":"fraud — دھوکہ"})");
}

TEST_P(ContentAdminStoreTest, SavesPagesWithVersionsAndSlugs) {
  PageWrite w;
  w.title = "About us";
  w.body = "<p>Hello</p>";
  w.status = "published";
  auto first = admin().save_page("", w);
  ASSERT_EQ(first.outcome, ContentSaveOutcome::saved);
  EXPECT_EQ(first.page->page.slug, "about-us");
  EXPECT_EQ(admin().save_page("", w).page->page.slug, "about-us-2");
  w.slug = "about-us";
  EXPECT_EQ(admin().save_page("", w).outcome, ContentSaveOutcome::slug_taken);
  PageWrite edit = w;
  edit.id = first.page->page.id;
  edit.version = 1;
  edit.slug = "";
  edit.title = "About";
  auto saved = admin().save_page("", edit);
  ASSERT_EQ(saved.outcome, ContentSaveOutcome::saved);
  EXPECT_EQ(saved.page->version, 2);
  EXPECT_EQ(saved.page->page.slug, "about-us");
  EXPECT_EQ(admin().save_page("", edit).outcome, ContentSaveOutcome::stale);
  auto pages = admin().pages();
  ASSERT_EQ(pages.size(), 2u);
  EXPECT_EQ(pages[0].page.title, "About");
  auto audit = stores().audit().page(10, std::nullopt, first.page->page.id).entries;
  ASSERT_EQ(audit.size(), 2u);
  EXPECT_EQ(audit[0].after, R"({"title":"About","slug":"about-us","status":"published","body_length":12})");
}

TEST_P(ContentAdminStoreTest, TwoConsolesSavingOneVersionAtOnceSaveOnce) {
  auto cat = add("Tea");
  for (int round = 0; round < 5; ++round) {
    const std::int64_t version = admin().category(cat.category.id)->version;
    std::atomic<int> saved{0}, stale{0};
    auto save = [&](const std::string& title) {
      CategoryWrite w;
      w.id = cat.category.id;
      w.version = version;
      w.title = title;
      w.status = "enabled";
      auto r = admin().save_category("", w);
      if (r.outcome == ContentSaveOutcome::saved) ++saved;
      if (r.outcome == ContentSaveOutcome::stale) ++stale;
    };
    std::thread a(save, "Tea A"), b(save, "Tea B");
    a.join();
    b.join();
    EXPECT_EQ(saved.load(), 1);
    EXPECT_EQ(stale.load(), 1);
  }
  EXPECT_EQ(admin().category(cat.category.id)->version, 6);
}

KARYANA_ON_BOTH_BACKENDS(ContentAdminStoreTest);

}  // namespace
}  // namespace karyana::store
