// Uploaded files have rows and leave the disk with them: every upload is recorded, deleteUpload
// removes only the caller's own (rows, files and the avatar that showed it), a replaced avatar's
// files go, and the sweep deletes old unused uploads but never an avatar.
#include <filesystem>

#include "../media/test_images.hpp"
#include "account_fixture.hpp"
#include "api/accounts/upload_cleanup.hpp"
#include "api/rest/upload_route.hpp"
#include "app/upload_form.hpp"
#include "media/upload_files.hpp"

namespace karyana::test {
namespace {

namespace json = boost::json;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

constexpr const char* kBoundary = "----KaryanaLifecycleBoundary";

class UploadLifecycle : public AccountFixture {
 protected:
  UploadLifecycle() : media_("upload-lifecycle") {
    config_.media_dir = media_.path().string();
    services_.media_dir = media_.path().string();
  }

  struct Uploaded {
    std::string id, src, thumb;
  };

  Uploaded upload(const SignedIn& s, const std::string& filename = "me.png") {
    const std::string body =
        std::string("--") + kBoundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + filename +
        "\"\r\nContent-Type: image/png\r\n\r\n" + png_bytes(40, 30) + "\r\n--" + kBoundary + "--\r\n";
    auto r =
        api::handle_upload(services_, config_,
                           {.form = app::upload_form(std::string("multipart/form-data; boundary=") + kBoundary, body),
                            .client_ip = "10.0.0.1",
                            .user_agent = "test",
                            .token = s.token,
                            .refresh_token = ""});
    EXPECT_EQ(r.status, 200) << r.body;
    auto answer = json::parse(r.body).as_object();
    return {text(answer.at("id")), text(answer.at("srcUrl")), text(answer.at("thumbUrl"))};
  }
  GqlReply remove(const SignedIn& s, const std::string& id) {
    return run("mutation($id: ID!) { deleteUpload(id: $id) { _id error { message code } success { message } } }",
               {{"id", id}}, s.token);
  }
  GqlReply set_avatar(const SignedIn& s, const Uploaded& u) {
    return run("mutation($input: EditUserInput!) { editUser(input: $input) { avatar avatar_thumb error { message } } }",
               {{"input", {{"_id", s.user_id}, {"avatar", u.src}, {"avatar_thumb", u.thumb}}}}, s.token);
  }
  bool on_disk(const std::string& url) { return fs::exists(*media::upload_file(media_.path().string(), url)); }
  bool on_disk(const Uploaded& u) { return on_disk(u.src) && on_disk(u.thumb); }
  bool gone(const Uploaded& u) { return !on_disk(u.src) && !on_disk(u.thumb); }

  TempDir media_;
  api::UploadConfig config_;
};

TEST_F(UploadLifecycle, EveryUploadIsRecordedWithItsOwner) {
  auto s = registered("record@example.com", "03001234567");
  auto u = upload(s, "holiday.png");
  auto row = stores_->uploads().owned(s.user_id, u.id);
  ASSERT_TRUE(row);
  EXPECT_EQ(row->path, u.src);
  EXPECT_EQ(row->thumb_path, u.thumb);
  EXPECT_EQ(row->original_name, "holiday.png");
  EXPECT_EQ(row->mime_type, "image/png");
  EXPECT_EQ(row->width, 40);
  EXPECT_EQ(row->height, 30);
  EXPECT_EQ(static_cast<std::uintmax_t>(row->size_bytes), fs::file_size(*media::upload_file(config_.media_dir, u.src)));
  auto other = registered("someone@example.com", "03007654321");
  EXPECT_FALSE(stores_->uploads().owned(other.user_id, u.id));
}

TEST_F(UploadLifecycle, OnlyTheOwnerDeletesAnUploadAndOnlyOnce) {
  auto owner = registered("owner@example.com", "03001234567");
  auto intruder = registered("intruder@example.com", "03007654321");
  auto u = upload(owner);

  for (const std::string& id : {u.id, std::string("0123456789abcdef01234567"), std::string("not-an-id")}) {
    auto refused = remove(intruder, id);
    ASSERT_TRUE(refused.data("deleteUpload").is_object()) << json::serialize(refused.body);
    const auto& result = refused.data("deleteUpload");
    EXPECT_EQ(text(result.at("error").at("code")), "NOT_FOUND") << id;
    EXPECT_EQ(text(result.at("error").at("message")), "File not found") << id;
    EXPECT_TRUE(result.at("_id").is_null());
  }
  EXPECT_TRUE(on_disk(u));

  auto done = remove(owner, u.id);
  const auto& result = done.data("deleteUpload");
  ASSERT_TRUE(result.at("error").is_null()) << json::serialize(done.body);
  EXPECT_EQ(text(result.at("_id")), u.id);
  EXPECT_EQ(text(result.at("success").at("message")), "File removed");
  EXPECT_TRUE(gone(u));
  EXPECT_FALSE(stores_->uploads().owned(owner.user_id, u.id));
  EXPECT_EQ(text(remove(owner, u.id).data("deleteUpload").at("error").at("code")), "NOT_FOUND");
  EXPECT_EQ(remove({}, u.id).error_code(), "UNAUTHENTICATED");
}

TEST_F(UploadLifecycle, DeletingTheAvatarsPictureClearsTheAvatar) {
  auto s = registered("clear@example.com", "03001234567");
  auto u = upload(s);
  ASSERT_TRUE(set_avatar(s, u).data("editUser").at("error").is_null());
  ASSERT_TRUE(remove(s, u.id).data("deleteUpload").at("error").is_null());
  EXPECT_FALSE(user(s.user_id)->avatar);
  EXPECT_FALSE(user(s.user_id)->avatar_thumb);
  EXPECT_TRUE(gone(u));
}

TEST_F(UploadLifecycle, ReplacingTheAvatarDeletesTheOldPicture) {
  auto s = registered("replace@example.com", "03001234567");
  auto first = upload(s);
  auto second = upload(s);
  ASSERT_TRUE(set_avatar(s, first).data("editUser").at("error").is_null());
  ASSERT_TRUE(set_avatar(s, first).data("editUser").at("error").is_null());  // unchanged: nothing goes
  EXPECT_TRUE(on_disk(first));
  auto edited = set_avatar(s, second);
  ASSERT_TRUE(edited.data("editUser").at("error").is_null()) << json::serialize(edited.body);
  EXPECT_EQ(user(s.user_id)->avatar, second.src);
  EXPECT_TRUE(gone(first));
  EXPECT_FALSE(stores_->uploads().owned(s.user_id, first.id));
  EXPECT_TRUE(on_disk(second));
}

TEST_F(UploadLifecycle, AnotherCustomersUploadCannotBecomeMyAvatar) {
  auto owner = registered("mine@example.com", "03001234567");
  auto thief = registered("thief@example.com", "03007654321");
  auto u = upload(owner);
  auto r = set_avatar(thief, u);
  EXPECT_EQ(text(r.data("editUser").at("error").at("message")), "Invalid submission! Please verify your input.");
  EXPECT_FALSE(user(thief.user_id)->avatar);
}

TEST_F(UploadLifecycle, TheSweepDeletesOldUnusedUploadsButNeverTheAvatar) {
  auto s = registered("sweep@example.com", "03001234567");
  auto avatar = upload(s);
  auto unused = upload(s);
  ASSERT_TRUE(set_avatar(s, avatar).data("editUser").at("error").is_null());

  // Within the grace period nothing goes.
  EXPECT_EQ(api::sweep_unused_uploads(stores_->uploads(), config_.media_dir, api::kUnusedUploadGrace), 0);
  EXPECT_TRUE(on_disk(unused));

  const auto later = std::chrono::system_clock::now() + api::kUnusedUploadGrace + 1min;
  EXPECT_EQ(api::sweep_unused_uploads(stores_->uploads(), config_.media_dir, api::kUnusedUploadGrace, later), 1);
  EXPECT_TRUE(gone(unused));
  EXPECT_FALSE(stores_->uploads().owned(s.user_id, unused.id));
  EXPECT_TRUE(on_disk(avatar));
  EXPECT_TRUE(stores_->uploads().owned(s.user_id, avatar.id));
}

TEST(UploadFiles, OnlyUploadShapedPathsMapToFiles) {
  EXPECT_EQ(media::upload_url("u1", "abc", ".png"), "/media/uploads/u1/abc.png");
  EXPECT_EQ(media::upload_url("u1", "abc", ".jpg", true), "/media/uploads/u1/abc-thumb.jpg");
  EXPECT_EQ(media::upload_file("/m", "/media/uploads/u1/abc.png"), fs::path("/m/uploads/u1/abc.png"));
  for (const char* bad : {"/media/uploads/u1/../x.png", "/media/uploads/../u1/x.png", "/media/uploads/u1/a/b.png",
                          "/media/uploads/u1/.x.png.tmp", "/media/other/u1/x.png", "/media/uploads/x.png",
                          "/media/uploads/u1/", "media/uploads/u1/x.png", "/media/uploads/u1/x\\..png"})
    EXPECT_FALSE(media::upload_file("/m", bad)) << bad;
  EXPECT_FALSE(media::upload_file("", "/media/uploads/u1/abc.png"));
  EXPECT_FALSE(media::remove_upload_file("/m", "/media/uploads/u1/nothing-here.png"));  // missing is fine
  EXPECT_TRUE(media::remove_upload_file("/m", "/etc/passwd"));
}

}  // namespace
}  // namespace karyana::test
