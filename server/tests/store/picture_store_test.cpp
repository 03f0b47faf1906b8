// The console's picture store on both databases (issue 20): a product's picture and gallery and a
// category's two pictures are set from staff picture uploads or kept by the paths shown now; a
// customer's upload, an unknown reference, a missing row or an old version are refused and change
// nothing; a picture named twice is kept once; every save bumps the version and leaves its audit
// row with the paths before and after. Two consoles saving one version at once (on PostgreSQL: two
// connections, both in a transaction): one saves, the other is told it is stale.
#include <gtest/gtest.h>

#include <thread>

#include "backend_sql.hpp"
#include "store/ids.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class PictureStoreTest : public test::StoreBackendTest {
 protected:
  void SetUp() override {
    test::StoreBackendTest::SetUp();
    test::exec_sql(stores(),
                   "INSERT INTO product_categories(id, title, slug, status, sort_order, title_img, title_img_thumb)"
                   " VALUES ('cat-rice', 'Rice', 'rice', 'enabled', 1, '/seed/rice.png', '/seed/rice-t.png');");
    ProductFields f;
    f.title = "Basmati Rice — چاول";
    f.price = 25050;
    f.cat_id = "cat-rice";
    f.status = "published";
    auto saved = stores().product_admin().create("", f);
    ASSERT_EQ(saved.outcome, ProductSaveOutcome::saved);
    product_id_ = saved.product->product.id;
    test::exec_sql(stores(), "UPDATE products SET picture = '/seed/basmati.png', picture_thumb = NULL WHERE id = '" +
                                 product_id_ + "'");
    staff_id_ =
        stores().staff().add_member({"owner@example.com", "hash", "Bibi", "Khan", std::nullopt, "owner"}, "")->user_id;
    NewUser shopper;
    shopper.email = "c@example.com";
    shopper.password_hash = "hash";
    shopper.fname = "Ali";
    auto customer = stores().accounts().create_user(shopper);
    ASSERT_TRUE(customer);
    staff_upload_ = upload(staff_id_, "picture", "/media/uploads/s/one.png", "/media/uploads/s/one-t.png");
    staff_upload_2_ = upload(staff_id_, "picture", "/media/uploads/s/two.png", "");
    avatar_ = upload(customer->id, "picture", "/media/uploads/c/me.png", "/media/uploads/c/me-t.png");
  }

  std::string upload(const std::string& owner, const std::string& kind, const std::string& path,
                     const std::string& thumb) {
    std::string id = new_id();
    NewUpload u;
    u.owner_id = owner;
    u.kind = kind;
    u.original_name = "x.png";
    u.path = path;
    u.thumb_path = thumb;
    u.mime_type = "image/png";
    stores().uploads().record(id, u);
    if (thumb.empty()) test::exec_sql(stores(), "UPDATE uploads SET thumb_path = NULL WHERE id = '" + id + "'");
    return id;
  }
  PictureStore& pictures() { return stores().pictures(); }
  Product product() { return *stores().catalogue().product_by_id(product_id_); }
  std::int64_t product_version() {
    return test::query_int(stores(), "SELECT version FROM products WHERE id = '" + product_id_ + "'");
  }
  std::vector<AuditEntryRecord> audit(const std::string& subject) {
    return stores().audit().page(50, std::nullopt, subject).entries;
  }

  std::string product_id_, staff_id_, staff_upload_, staff_upload_2_, avatar_;
};

TEST_P(PictureStoreTest, SetsAProductsPictureAndGalleryFromUploadsAndPathsShown) {
  const auto v = product_version();
  ProductPictures p;
  p.picture = staff_upload_;
  p.gallery = {"/seed/basmati.png", staff_upload_2_, staff_upload_2_, staff_upload_};
  auto saved = pictures().set_product_pictures(staff_id_, product_id_, v, p);
  ASSERT_EQ(saved.outcome, PictureSaveOutcome::saved);
  EXPECT_EQ(product_version(), v + 1);
  auto now = product();
  EXPECT_EQ(now.picture, "/media/uploads/s/one.png");
  EXPECT_EQ(now.picture_thumb, "/media/uploads/s/one-t.png");
  ASSERT_EQ(now.gallery.size(), 3u);  // two.png named twice is kept once
  EXPECT_EQ(now.gallery[0].img, "/seed/basmati.png");
  EXPECT_EQ(now.gallery[0].thumb, "/seed/basmati.png");  // no thumbnail: the picture itself
  EXPECT_EQ(now.gallery[1].img, "/media/uploads/s/two.png");
  EXPECT_EQ(now.gallery[1].thumb, "/media/uploads/s/two.png");
  EXPECT_EQ(now.gallery[2].img, "/media/uploads/s/one.png");
  auto rows = audit(product_id_);
  ASSERT_EQ(rows.size(), 2u);  // the create, then the pictures
  EXPECT_EQ(rows[0].action, "product.pictures");
  EXPECT_EQ(rows[0].actor_id, staff_id_);
  EXPECT_EQ(rows[0].before, R"({"picture":"/seed/basmati.png","gallery":[]})");
  EXPECT_EQ(rows[0].after,
            R"({"picture":"/media/uploads/s/one.png","gallery":["/seed/basmati.png","/media/uploads/s/two.png",)"
            R"("/media/uploads/s/one.png"]})");

  // Reordered, one dropped, the picture taken off: the gallery rows are replaced in the new order.
  ProductPictures q;
  q.gallery = {"/media/uploads/s/one.png", "/seed/basmati.png"};
  ASSERT_EQ(pictures().set_product_pictures(staff_id_, product_id_, v + 1, q).outcome, PictureSaveOutcome::saved);
  now = product();
  EXPECT_EQ(now.picture, "");
  ASSERT_EQ(now.gallery.size(), 2u);
  EXPECT_EQ(now.gallery[0].img, "/media/uploads/s/one.png");
  EXPECT_EQ(now.gallery[0].thumb, "/media/uploads/s/one-t.png");
  EXPECT_EQ(now.gallery[1].img, "/seed/basmati.png");
  EXPECT_EQ(audit(product_id_)[0].after,
            R"({"picture":null,"gallery":["/media/uploads/s/one.png","/seed/basmati.png"]})");
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM product_gallery"), 2);
}

TEST_P(PictureStoreTest, RefusesUnknownPicturesMissingProductsAndOldVersionsChangingNothing) {
  const auto v = product_version();
  ProductPictures customers;
  customers.picture = avatar_;  // a customer's upload never qualifies
  auto refused = pictures().set_product_pictures(staff_id_, product_id_, v, customers);
  EXPECT_EQ(refused.outcome, PictureSaveOutcome::picture_not_found);
  EXPECT_EQ(refused.field, "picture");
  ProductPictures unknown;
  unknown.gallery = {staff_upload_, "/seed/elsewhere.png"};
  refused = pictures().set_product_pictures(staff_id_, product_id_, v, unknown);
  EXPECT_EQ(refused.outcome, PictureSaveOutcome::picture_not_found);
  EXPECT_EQ(refused.field, "gallery");
  ProductPictures empty_ref;
  empty_ref.gallery = {""};
  EXPECT_EQ(pictures().set_product_pictures(staff_id_, product_id_, v, empty_ref).field, "gallery");
  EXPECT_EQ(pictures().set_product_pictures(staff_id_, product_id_, v - 1, {}).outcome, PictureSaveOutcome::stale);
  EXPECT_EQ(pictures().set_product_pictures(staff_id_, "000000000000000000000000", 1, {}).outcome,
            PictureSaveOutcome::not_found);
  EXPECT_EQ(product_version(), v);
  EXPECT_EQ(product().picture, "/seed/basmati.png");
  EXPECT_EQ(audit(product_id_).size(), 1u);  // the create only
}

TEST_P(PictureStoreTest, SetsACategorysPicturesAndRefusesAsForProducts) {
  CategoryPictures c;
  c.title_img = "/seed/rice.png";  // kept, with its thumbnail
  c.menu_bg_img = staff_upload_2_;
  EXPECT_EQ(pictures().set_category_pictures(staff_id_, "cat-rice", 2, c).outcome, PictureSaveOutcome::stale);
  EXPECT_EQ(pictures().set_category_pictures(staff_id_, "cat-none", 1, c).outcome, PictureSaveOutcome::not_found);
  CategoryPictures bad = c;
  bad.menu_bg_img = avatar_;
  auto refused = pictures().set_category_pictures(staff_id_, "cat-rice", 1, bad);
  EXPECT_EQ(refused.outcome, PictureSaveOutcome::picture_not_found);
  EXPECT_EQ(refused.field, "menu_bg_img");
  bad = c;
  bad.title_img = "/seed/other.png";
  EXPECT_EQ(pictures().set_category_pictures(staff_id_, "cat-rice", 1, bad).field, "title_img");
  EXPECT_TRUE(audit("cat-rice").empty());

  ASSERT_EQ(pictures().set_category_pictures(staff_id_, "cat-rice", 1, c).outcome, PictureSaveOutcome::saved);
  auto cat = *stores().catalogue().category_by_id("cat-rice");
  EXPECT_EQ(cat.title_img, "/seed/rice.png");
  EXPECT_EQ(cat.title_img_thumb, "/seed/rice-t.png");
  EXPECT_EQ(cat.menu_bg_img, "/media/uploads/s/two.png");
  EXPECT_EQ(cat.menu_bg_img_thumb, "/media/uploads/s/two.png");
  EXPECT_EQ(test::query_int(stores(), "SELECT version FROM product_categories WHERE id = 'cat-rice'"), 2);
  auto rows = audit("cat-rice");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].action, "category.pictures");
  EXPECT_EQ(rows[0].before, R"({"title_img":"/seed/rice.png","menu_bg_img":null})");
  EXPECT_EQ(rows[0].after, R"({"title_img":"/seed/rice.png","menu_bg_img":"/media/uploads/s/two.png"})");

  ASSERT_EQ(pictures().set_category_pictures(staff_id_, "cat-rice", 2, {}).outcome, PictureSaveOutcome::saved);
  cat = *stores().catalogue().category_by_id("cat-rice");
  EXPECT_EQ(cat.title_img, "");
  EXPECT_EQ(cat.menu_bg_img, "");
}

TEST_P(PictureStoreTest, TwoSavesOfOneVersionRacingOneSavesOneIsStale) {
  const auto v = product_version();
  for (int round = 0; round < 3; ++round) {
    ProductPictures a, b;
    a.picture = staff_upload_;
    b.gallery = {staff_upload_2_};
    PictureSaveResult first, second;
    std::thread one([&] { first = pictures().set_product_pictures(staff_id_, product_id_, v + round, a); });
    std::thread two([&] { second = pictures().set_product_pictures(staff_id_, product_id_, v + round, b); });
    one.join();
    two.join();
    const int saved = (first.outcome == PictureSaveOutcome::saved) + (second.outcome == PictureSaveOutcome::saved);
    const int stale = (first.outcome == PictureSaveOutcome::stale) + (second.outcome == PictureSaveOutcome::stale);
    EXPECT_EQ(saved, 1);
    EXPECT_EQ(stale, 1);
    EXPECT_EQ(product_version(), v + round + 1);
  }
  EXPECT_EQ(audit(product_id_).size(), 4u);  // the create and one save a round
}

KARYANA_ON_BOTH_BACKENDS(PictureStoreTest);

}  // namespace
}  // namespace karyana::store
