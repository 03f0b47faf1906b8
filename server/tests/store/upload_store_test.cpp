// The upload store on both databases (issue 20): recorded, found only by its owner, removed
// with the avatar that pointed at it, and kept while an avatar or the catalogue shows it.
#include <gtest/gtest.h>

#include <algorithm>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

class UploadStoreTest : public test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    test::exec_sql(stores(),
                   "INSERT INTO users(id, email, password_hash) VALUES('u1', 'one@example.com', 'x'),"
                   " ('u2', 'two@example.com', 'x')");
  }
  UploadStore& uploads() { return stores().uploads(); }
  UploadRecord record(const std::string& id, const std::string& owner, const std::string& kind = "asset",
                      const std::string& created_at = "") {
    NewUpload u;
    u.owner_id = owner;
    u.kind = kind;
    u.original_name = "تصویر " + id + ".png";
    u.path = "/media/uploads/" + owner + "/" + id + ".png";
    u.thumb_path = "/media/uploads/" + owner + "/" + id + "-thumb.png";
    u.mime_type = "image/png";
    u.width = 640, u.height = 480, u.size_bytes = 123'456;
    auto r = uploads().record(id, u);
    if (!created_at.empty())
      test::exec_sql(stores(), "UPDATE uploads SET created_at = '" + created_at + "' WHERE id = '" + id + "'");
    return r;
  }
  static std::vector<std::string> ids(const std::vector<UploadRecord>& rows) {
    std::vector<std::string> out;
    for (const auto& r : rows) out.push_back(r.id);
    std::sort(out.begin(), out.end());
    return out;
  }
};

TEST_P(UploadStoreTest, RecordsAndFindsOnlyTheOwnersUploads) {
  auto r = record("up1", "u1");
  EXPECT_EQ(r.id, "up1");
  EXPECT_EQ(r.owner_id, "u1");
  EXPECT_EQ(r.kind, "asset");
  EXPECT_EQ(r.original_name, "تصویر up1.png");
  EXPECT_EQ(r.thumb_path, "/media/uploads/u1/up1-thumb.png");
  EXPECT_EQ(r.width, 640);
  EXPECT_EQ(r.height, 480);
  EXPECT_EQ(r.size_bytes, 123'456);
  EXPECT_EQ(r.created_at.size(), 24u);
  EXPECT_EQ(uploads().owned("u1", "up1")->path, "/media/uploads/u1/up1.png");
  EXPECT_FALSE(uploads().owned("u2", "up1"));
  EXPECT_EQ(uploads().owned_by_path("u1", "/media/uploads/u1/up1.png", UploadPart::picture)->id, "up1");
  EXPECT_EQ(uploads().owned_by_path("u1", "/media/uploads/u1/up1-thumb.png", UploadPart::thumb)->id, "up1");
  EXPECT_FALSE(uploads().owned_by_path("u1", "/media/uploads/u1/up1.png", UploadPart::thumb));
  EXPECT_FALSE(uploads().owned_by_path("u2", "/media/uploads/u1/up1.png", UploadPart::picture));
}

TEST_P(UploadStoreTest, RemovingAnAvatarsUploadClearsTheAvatar) {
  auto r = record("up1", "u1");
  test::exec_sql(stores(), "UPDATE users SET avatar = '" + r.path + "', avatar_thumb = '" + *r.thumb_path +
                               "', updated_at = '2000-01-01T00:00:00.000Z' WHERE id = 'u1'");
  EXPECT_FALSE(uploads().remove_owned("u2", "up1"));
  auto removed = uploads().remove_owned("u1", "up1");
  ASSERT_TRUE(removed);
  EXPECT_EQ(removed->path, r.path);
  EXPECT_FALSE(uploads().owned("u1", "up1"));
  EXPECT_EQ(test::query_int(stores(),
                            "SELECT count(*) FROM users WHERE id = 'u1' AND avatar IS NULL AND avatar_thumb"
                            " IS NULL AND updated_at > '2000-01-01T00:00:00.000Z'"),
            1);
  EXPECT_FALSE(uploads().remove_owned("u1", "up1"));
}

TEST_P(UploadStoreTest, APictureTheCatalogueShowsIsKept) {
  auto shown = record("pic1", "u1", "picture");
  auto gallery = record("pic2", "u1", "picture");
  auto loose = record("pic3", "u1", "picture");
  test::exec_sql(stores(), "INSERT INTO products(id, title, slug, price, picture) VALUES('p1', 'Rice', 'rice', 100, '" +
                               shown.path + "');" +
                               "INSERT INTO product_gallery(id, prod_id, img, thumb) VALUES('g1', 'p1', '" +
                               gallery.path + "', '" + *gallery.thumb_path + "');");
  EXPECT_FALSE(uploads().remove_owned("u1", "pic1"));
  EXPECT_FALSE(uploads().remove_owned("u1", "pic2"));
  EXPECT_TRUE(uploads().remove_owned("u1", "pic3"));
  (void)loose;
}

TEST_P(UploadStoreTest, RemovesOnlyUnusedUploadsBehindPathsAndBeforeATime) {
  auto avatar = record("a1", "u1", "asset", "2026-01-01T00:00:00.000Z");
  auto replaced = record("a2", "u1", "asset", "2026-01-01T00:00:00.000Z");
  auto others = record("b1", "u2", "asset", "2026-01-01T00:00:00.000Z");
  auto recent = record("a3", "u1", "asset", "2026-03-01T00:00:00.000Z");
  test::exec_sql(stores(), "UPDATE users SET avatar = '" + avatar.path + "' WHERE id = 'u1'");
  EXPECT_TRUE(uploads().remove_if_unused("u1", {}).empty());
  auto gone = uploads().remove_if_unused("u1", {avatar.path, *replaced.thumb_path, others.path, replaced.path});
  EXPECT_EQ(ids(gone), std::vector<std::string>{"a2"});  // the avatar stays; another owner's is not touched
  auto swept = uploads().remove_unused_before("2026-02-01T00:00:00.000Z");
  EXPECT_EQ(ids(swept), std::vector<std::string>{"b1"});
  EXPECT_TRUE(uploads().owned("u1", "a1"));
  EXPECT_TRUE(uploads().owned("u1", "a3"));
  (void)recent;
}

KARYANA_ON_BOTH_BACKENDS(UploadStoreTest);

}  // namespace
}  // namespace karyana::store
