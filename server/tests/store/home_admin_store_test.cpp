// The console's home page and offers on both databases (issue 20): the page lists its banner
// groups and product lists in slot order and the 'last-min' offer, each product with whether the
// store front shows it; a save replaces the items in the order sent, keeps a kept item's picture
// and an offer item's details, takes a new picture only from a staff member's picture upload,
// refuses an unknown key, a version that moved on, a foreign item, an unknown or unpublished
// product (naming the index) and leaves its audit row. Two consoles saving one version at once
// (on PostgreSQL: two connections): one saves, one is told it is stale.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class HomeAdminStoreTest : public test::StoreBackendTest {
 protected:
  void SetUp() override {
    test::StoreBackendTest::SetUp();
    NewStaffMember m;
    m.email = "owner@example.com";
    m.password_hash = "h";
    m.fname = "Owner";
    m.role = "owner";
    staff_id_ = stores().staff().add_member(m, "")->user_id;
    test::exec_sql(
        stores(),
        "INSERT INTO users(id, email, password_hash, fname, lname) VALUES ('cust', 'c@example.com', 'h', 'C', 'D');"
        "INSERT INTO uploads(id, owner_id, kind, path, thumb_path, mime_type) VALUES"
        " ('up-staff', '" +
            staff_id_ +
            "', 'picture', '/media/uploads/a.jpg', '/media/uploads/a-thumb.jpg', 'image/jpeg'),"
            " ('up-nothumb', '" +
            staff_id_ +
            "', 'picture', '/media/uploads/b.jpg', NULL, 'image/jpeg'),"
            " ('up-cust', 'cust', 'picture', '/media/uploads/c.jpg', NULL, 'image/jpeg');"
            "INSERT INTO product_categories(id, title, slug, status) VALUES ('cat', 'Rice', 'rice', 'enabled'),"
            " ('hidden', 'Hidden', 'hidden', 'disabled');"
            "INSERT INTO products(id, title, slug, price, status, cat_id) VALUES"
            " ('p1', 'Basmati', 'basmati', 100, 'published', 'cat'), ('p2', 'Sella', 'sella', 100, 'published', 'cat'),"
            " ('p3', 'Draft', 'draft', 100, 'draft', 'cat'), ('p4', 'Off', 'off', 100, 'published', 'hidden');"
            "INSERT INTO page_settings(id, title, key) VALUES ('ps-home', 'Home', 'home'), ('ps-other', 'Other', "
            "'other');"
            "INSERT INTO banner_groups(id, title, key) VALUES ('g-top', 'Top', 'top'), ('g-side', 'Side', 'side'),"
            " ('g-else', 'Else', 'else');"
            "INSERT INTO page_setting_banners(page_setting_id, key, banner_group_id, sort_order) VALUES"
            " ('ps-home', 'slot-b', 'g-side', 1), ('ps-home', 'slot-a', 'g-top', 0),"
            " ('ps-other', 'slot-a', 'g-else', 0);"
            "INSERT INTO banner_items(id, group_id, title, img, thumb, url, sort_order) VALUES"
            " ('i1', 'g-top', 'One', '/one.jpg', '/one-t.jpg', '/a', 0), ('i2', 'g-top', '', '/two.jpg', "
            "'/two-t.jpg', '/b', 1), ('i3', 'g-side', '', '/three.jpg', '/three-t.jpg', '', 0);"
            "INSERT INTO page_setting_product_lists(id, page_setting_id, key, title, sort_order) VALUES"
            " ('l-new', 'ps-home', 'new', 'New', 1), ('l-best', 'ps-home', 'best', 'Best', 0),"
            " ('l-other', 'ps-other', 'x', 'X', 0);"
            "INSERT INTO page_setting_list_products(list_id, product_id, sort_order) VALUES ('l-best', 'p2', 0),"
            " ('l-best', 'p1', 1), ('l-best', 'p4', 2);"
            "INSERT INTO offers(id, title, key) VALUES ('o-last', 'Last minute', 'last-min');"
            "INSERT INTO offer_items(id, offer_id, prod_id, offer_details, sort_order) VALUES"
            " ('oi1', 'o-last', 'p1', '10% off — رعایت', 0);");
  }
  HomeAdminStore& admin() { return stores().home_admin(); }
  std::string staff_id_;
};

TEST_P(HomeAdminStoreTest, ReadsTheHomePageInSlotOrder) {
  auto page = admin().home_page();
  ASSERT_EQ(page.banners.size(), 2u);
  EXPECT_EQ(page.banners[0].group.key, "top");
  EXPECT_EQ(page.banners[0].version, 1);
  ASSERT_EQ(page.banners[0].group.items.size(), 2u);
  EXPECT_EQ(page.banners[0].group.items[0].title, "One");
  EXPECT_EQ(page.banners[1].group.key, "side");
  ASSERT_EQ(page.lists.size(), 2u);
  EXPECT_EQ(page.lists[0].key, "best");
  ASSERT_EQ(page.lists[0].products.size(), 3u);
  EXPECT_EQ(page.lists[0].products[0].product.id, "p2");
  EXPECT_TRUE(page.lists[0].products[0].listed);
  EXPECT_FALSE(page.lists[0].products[2].listed);  // its category is disabled
  EXPECT_TRUE(page.lists[1].products.empty());
  ASSERT_TRUE(page.offer);
  EXPECT_EQ(page.offer->status, "published");
  EXPECT_EQ(page.offer->products.size(), 1u);
  EXPECT_FALSE(admin().offer("nope"));
}

TEST_P(HomeAdminStoreTest, SavesABannerGroupKeepingAndAddingPictures) {
  BannerGroupWrite w;
  w.key = "top";
  w.version = 1;
  w.status = "draft";
  w.items = {{"", "up-staff", "/new"}, {"i2", "", "/b2"}, {"", "up-nothumb", ""}};
  ASSERT_EQ(admin().save_banner_group(staff_id_, w).outcome, HomeSaveOutcome::saved);
  auto group = admin().home_page().banners[0];
  EXPECT_EQ(group.version, 2);
  EXPECT_EQ(group.group.status, "draft");
  ASSERT_EQ(group.group.items.size(), 3u);
  EXPECT_EQ(group.group.items[0].img, "/media/uploads/a.jpg");
  EXPECT_EQ(group.group.items[0].thumb, "/media/uploads/a-thumb.jpg");
  EXPECT_EQ(group.group.items[1].id, "i2");
  EXPECT_EQ(group.group.items[1].url, "/b2");
  EXPECT_EQ(group.group.items[2].thumb, "/media/uploads/b.jpg");

  EXPECT_EQ(admin().save_banner_group(staff_id_, w).outcome, HomeSaveOutcome::stale);
  w.version = 2;
  w.items = {{"i1", "", ""}};  // replaced by the save above
  auto gone = admin().save_banner_group(staff_id_, w);
  EXPECT_EQ(gone.outcome, HomeSaveOutcome::item_not_found);
  w.items = {{"i2", "", ""}, {"", "up-cust", ""}};  // a customer's upload
  auto refused = admin().save_banner_group(staff_id_, w);
  EXPECT_EQ(refused.outcome, HomeSaveOutcome::upload_not_found);
  EXPECT_EQ(refused.index, 1u);
  w.key = "else";  // not on the home page
  EXPECT_EQ(admin().save_banner_group(staff_id_, w).outcome, HomeSaveOutcome::key_not_found);
  EXPECT_EQ(admin().home_page().banners[0].group.items.size(), 3u);

  auto audit = stores().audit().page(10, std::nullopt, "top").entries;
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_EQ(audit[0].action, "home.banners");
  EXPECT_EQ(audit[0].actor_id, staff_id_);
  EXPECT_EQ(audit[0].before,
            R"({"status":"published","items":[{"img":"/one.jpg","url":"/a"},{"img":"/two.jpg","url":"/b"}]})");
}

TEST_P(HomeAdminStoreTest, SavesAListAndAnOfferRefusingUnpublishedProducts) {
  ProductListWrite list;
  list.key = "new";
  list.version = 1;
  list.title = "New in — نیا";
  list.product_ids = {"p1", "p3"};
  auto refused = admin().save_home_list("", list);
  EXPECT_EQ(refused.outcome, HomeSaveOutcome::product_unpublished);
  EXPECT_EQ(refused.index, 1u);
  list.product_ids = {"p1", "nope"};
  EXPECT_EQ(admin().save_home_list("", list).outcome, HomeSaveOutcome::product_not_found);
  list.product_ids = {"p2", "p1"};
  ASSERT_EQ(admin().save_home_list("", list).outcome, HomeSaveOutcome::saved);
  EXPECT_EQ(admin().save_home_list("", list).outcome, HomeSaveOutcome::stale);
  list.key = "x";
  EXPECT_EQ(admin().save_home_list("", list).outcome, HomeSaveOutcome::key_not_found);
  auto saved = admin().home_page().lists[1];
  EXPECT_EQ(saved.title, "New in — نیا");
  EXPECT_EQ(saved.version, 2);
  ASSERT_EQ(saved.products.size(), 2u);
  EXPECT_EQ(saved.products[0].product.id, "p2");
  auto audit = stores().audit().page(10, std::nullopt, "new").entries;
  ASSERT_EQ(audit.size(), 1u);
  EXPECT_EQ(audit[0].before, R"({"title":"New","product_ids":[]})");
  EXPECT_EQ(audit[0].after, R"({"title":"New in — نیا","product_ids":["p2","p1"]})");

  ProductListWrite offer;
  offer.key = "last-min";
  offer.version = 1;
  offer.title = "Last minute";
  offer.status = "draft";
  offer.product_ids = {"p2", "p1"};
  ASSERT_EQ(admin().save_offer("", offer).outcome, HomeSaveOutcome::saved);
  EXPECT_EQ(test::query_int(stores(),
                            "SELECT count(*) FROM offer_items WHERE id = 'oi1' AND sort_order = 1"
                            " AND offer_details = '10% off — رعایت'"),
            1);  // the kept product keeps its item
  auto after = admin().offer("last-min");
  EXPECT_EQ(after->status, "draft");
  EXPECT_EQ(after->version, 2);
  EXPECT_EQ(after->products[0].product.id, "p2");
  EXPECT_EQ(admin().save_offer("", offer).outcome, HomeSaveOutcome::stale);
  offer.key = "nope";
  EXPECT_EQ(admin().save_offer("", offer).outcome, HomeSaveOutcome::key_not_found);
  EXPECT_EQ(stores().audit().page(10, std::nullopt, "last-min").entries[0].after,
            R"({"title":"Last minute","product_ids":["p2","p1"],"status":"draft"})");
}

TEST_P(HomeAdminStoreTest, TwoConsolesSavingOneVersionAtOnceSaveOnce) {
  for (int round = 0; round < 5; ++round) {
    const std::int64_t version = admin().offer("last-min")->version;
    std::atomic<int> saved{0}, stale{0};
    auto save = [&](const std::string& product) {
      ProductListWrite w;
      w.key = "last-min";
      w.version = version;
      w.title = "Offer";
      w.status = "published";
      w.product_ids = {product};
      auto r = admin().save_offer("", w);
      if (r.outcome == HomeSaveOutcome::saved) ++saved;
      if (r.outcome == HomeSaveOutcome::stale) ++stale;
    };
    std::thread a(save, "p1"), b(save, "p2");
    a.join();
    b.join();
    EXPECT_EQ(saved.load(), 1);
    EXPECT_EQ(stale.load(), 1);
    EXPECT_EQ(admin().offer("last-min")->products.size(), 1u);
  }
  EXPECT_EQ(admin().offer("last-min")->version, 6);
}

KARYANA_ON_BOTH_BACKENDS(HomeAdminStoreTest);

}  // namespace
}  // namespace karyana::store
