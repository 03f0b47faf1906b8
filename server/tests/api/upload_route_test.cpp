// POST /api/upload/assets through its handler: signed-in users only, multipart parsing,
// PNG/JPEG by content, the size and pixel limits, files written under the media folder,
// and the answer's shape.
#include <filesystem>
#include <fstream>

#include "../media/test_images.hpp"
#include "account_fixture.hpp"
#include "api/rest/upload_route.hpp"
#include "app/upload_form.hpp"

namespace karyana::test {
namespace {

namespace json = boost::json;
namespace fs = std::filesystem;
using namespace std::chrono_literals;

constexpr const char* kBoundary = "----KaryanaTestBoundary7MA4YWxkTrZu0gW";

struct Field {
  std::string name, value, filename, content_type;
};

std::string form_body(const std::vector<Field>& fields) {
  std::string body;
  for (const auto& f : fields) {
    body += std::string("--") + kBoundary + "\r\nContent-Disposition: form-data; name=\"" + f.name + "\"";
    if (!f.filename.empty()) body += "; filename=\"" + f.filename + "\"";
    body += "\r\n";
    if (!f.content_type.empty()) body += "Content-Type: " + f.content_type + "\r\n";
    body += "\r\n" + f.value + "\r\n";
  }
  return body + "--" + kBoundary + "--\r\n";
}

class UploadRoute : public AccountFixture {
 protected:
  UploadRoute() : media_("upload-media") { config_.media_dir = media_.path().string(); }

  struct Answer {
    int status;
    json::object body;
    std::vector<std::pair<std::string, std::string>> headers;
  };

  Answer post(const std::string& token, const std::string& body, const std::string& refresh = "",
              std::string content_type = "") {
    if (content_type.empty()) content_type = std::string("multipart/form-data; boundary=") + kBoundary;
    auto r = api::handle_upload(services_, config_,
                                {.form = app::upload_form(content_type, body),
                                 .client_ip = "10.0.0.1",
                                 .user_agent = "test",
                                 .token = token,
                                 .refresh_token = refresh});
    return {r.status, json::parse(r.body).as_object(), r.headers};
  }
  Answer upload(const std::string& token, const std::string& bytes, const std::string& filename = "photo.png",
                const std::string& thumb_size = "") {
    std::vector<Field> fields{{"name", filename, "", ""}, {"file", bytes, filename, "image/png"}};
    if (!thumb_size.empty()) fields.push_back({"thumbSize", thumb_size, "", ""});
    fields.push_back({"data", "{\"purpose\":\"avatar\"}", "", ""});
    return post(token, form_body(fields));
  }
  fs::path file_of(const std::string& url) { return media_.path() / url.substr(std::string("/media/").size()); }
  std::size_t files_under_uploads() {
    std::size_t n = 0;
    if (fs::exists(media_.path() / "uploads"))
      for (const auto& e : fs::recursive_directory_iterator(media_.path() / "uploads")) n += e.is_regular_file();
    return n;
  }
  static std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
  }
  static std::string message(const Answer& a) { return text(a.body.at("error").at("message")); }

  TempDir media_;
  api::UploadConfig config_;
};

TEST_F(UploadRoute, APngIsStoredWithAThumbnailAndCanBecomeTheAvatar) {
  auto s = registered("upload@example.com", "03001234567");
  auto a = upload(s.token, png_bytes(800, 600), "me.png", "120");
  ASSERT_EQ(a.status, 200) << json::serialize(a.body);
  EXPECT_TRUE(a.body.at("error").is_null());
  EXPECT_EQ(text(a.body.at("success").at("message")), "Upload complete");
  const auto id = text(a.body.at("id"));
  const auto src = text(a.body.at("srcUrl"));
  const auto thumb = text(a.body.at("thumbUrl"));
  EXPECT_EQ(src, "/media/uploads/" + s.user_id + "/" + id + ".png");
  EXPECT_EQ(thumb, "/media/uploads/" + s.user_id + "/" + id + "-thumb.png");
  ASSERT_TRUE(fs::exists(file_of(src)));
  ASSERT_TRUE(fs::exists(file_of(thumb)));
  auto thumb_image = vips::VImage::new_from_file(file_of(thumb).c_str());
  EXPECT_EQ(thumb_image.width(), 120);
  EXPECT_EQ(thumb_image.height(), 90);
  EXPECT_EQ(files_under_uploads(), 2u);  // no temporary files left behind

  auto edited =
      run("mutation($input: EditUserInput!) { editUser(input: $input) { avatar avatar_thumb error { message } } }",
          {{"input", {{"_id", s.user_id}, {"avatar", src}, {"avatar_thumb", thumb}}}}, s.token);
  EXPECT_TRUE(edited.data("editUser").at("error").is_null()) << json::serialize(edited.body);
  EXPECT_EQ(user(s.user_id)->avatar_thumb, thumb);
}

TEST_F(UploadRoute, AJpegStaysAJpegWithoutItsMetadata) {
  auto s = registered("jpeg@example.com", "03001234567");
  auto source = gradient(300, 200);
  source.set("orientation", 3);
  auto a = upload(s.token, take_blob(source.jpegsave_buffer()), "camera.jpeg");
  ASSERT_EQ(a.status, 200) << json::serialize(a.body);
  const auto src = text(a.body.at("srcUrl"));
  EXPECT_EQ(src.substr(src.size() - 4), ".jpg");
  auto stored = read(file_of(src));
  EXPECT_EQ(stored.find("Exif"), std::string::npos);
  auto thumb = vips::VImage::new_from_file(file_of(text(a.body.at("thumbUrl"))).c_str());
  EXPECT_EQ(thumb.width(), 200);  // default thumbSize
}

TEST_F(UploadRoute, OnlySignedInEnabledUsersMayUpload) {
  auto none = upload("", png_bytes(10, 10));
  EXPECT_EQ(none.status, 401);
  EXPECT_EQ(message(none), "Authentication required");
  EXPECT_TRUE(none.body.at("srcUrl").is_null());
  EXPECT_EQ(upload("v1.forged.token.1.abc", png_bytes(10, 10)).status, 401);

  auto s = registered("disabled@example.com", "03001234567");
  sql("UPDATE users SET status = 'disabled' WHERE email = 'disabled@example.com'");
  EXPECT_EQ(upload(s.token, png_bytes(10, 10)).status, 403);
  EXPECT_EQ(files_under_uploads(), 0u);
}

TEST_F(UploadRoute, AnExpiredTokenIsRefreshedLikeForGraphql) {
  auto s = registered("refresh@example.com", "03001234567");
  advance(16min);
  EXPECT_EQ(upload(s.token, png_bytes(10, 10)).status, 401);
  auto a = post(s.token, form_body({{"file", png_bytes(10, 10), "a.png", "image/png"}}), s.refresh_token);
  EXPECT_EQ(a.status, 200) << json::serialize(a.body);
  bool rotated = false;
  for (const auto& [k, v] : a.headers) rotated |= (k == "token" && !v.empty());
  EXPECT_TRUE(rotated);
}

TEST_F(UploadRoute, ATextFileNamedPngIsRefused) {
  auto s = registered("text@example.com", "03001234567");
  auto a = upload(s.token, "just some text, honestly\n", "evil.png");
  EXPECT_EQ(a.status, 415);
  EXPECT_EQ(message(a), "Only PNG and JPEG images can be uploaded");
  // The whole GIF header, NULs included (a plain literal would stop at the first \x00).
  const std::string gif_bytes("GIF89a\x01\x00\x01\x00\x00\x00\x00;", 14);
  auto gif = upload(s.token, gif_bytes, "anim.png");
  EXPECT_EQ(gif.status, 415);
  auto broken = upload(s.token, png_bytes(200, 200).substr(0, 120), "cut.png");
  EXPECT_EQ(broken.status, 422);
  EXPECT_EQ(message(broken), "The image could not be read. Please try another file.");
  EXPECT_EQ(files_under_uploads(), 0u);
}

TEST_F(UploadRoute, AHugePictureIsRefusedFromItsHeader) {
  auto s = registered("bomb@example.com", "03001234567");
  // Only a header: refused for its size before any pixel is decoded (decoding would fail).
  auto a = upload(s.token, png_header_only(20000, 20000), "bomb.png");
  EXPECT_EQ(a.status, 422);
  EXPECT_EQ(text(a.body.at("error").at("code")), "TOO_MANY_PIXELS");
  EXPECT_EQ(message(a), "The image is too large. The maximum is 24 megapixels and 8192 pixels per side.");
  // Past either limit: 25 MP, or one side longer than 8192 px.
  EXPECT_EQ(text(upload(s.token, png_header_only(5000, 5000), "b.png").body.at("error").at("code")), "TOO_MANY_PIXELS");
  EXPECT_EQ(text(upload(s.token, png_header_only(8193, 100), "c.png").body.at("error").at("code")), "TOO_MANY_PIXELS");
  // A camera's 24 MP passes the size check and is read (a bare header then cannot be decoded).
  auto camera = upload(s.token, png_header_only(6000, 4000), "d.png");
  EXPECT_EQ(camera.status, 422);
  EXPECT_EQ(message(camera), "The image could not be read. Please try another file.");
  EXPECT_EQ(files_under_uploads(), 0u);
}

TEST_F(UploadRoute, AFileOverFiveMegabytesIsRefused) {
  auto s = registered("big@example.com", "03001234567");
  std::string big = png_bytes(10, 10);
  big.resize(5 * 1024 * 1024 + 1, 'x');
  auto a = upload(s.token, big, "big.png");
  EXPECT_EQ(a.status, 413);
  EXPECT_EQ(message(a), "The file is too large. The maximum size is 5 MB.");
}

TEST_F(UploadRoute, MalformedFormsAreBadRequests) {
  auto s = registered("form@example.com", "03001234567");
  EXPECT_EQ(post(s.token, "{\"file\":1}", "", "application/json").status, 400);
  EXPECT_EQ(post(s.token, "--nope\r\n").status, 400);
  auto no_file = post(s.token, form_body({{"name", "x.png", "", ""}}));
  EXPECT_EQ(no_file.status, 400);
  EXPECT_EQ(message(no_file), "Please choose a file to upload");
  // A file field without a filename is a text field, not an upload.
  EXPECT_EQ(post(s.token, form_body({{"file", png_bytes(10, 10), "", ""}})).status, 400);
}

TEST_F(UploadRoute, UploadsAreRateLimitedPerUser) {
  auto s = registered("many@example.com", "03001234567");
  const auto tiny = png_bytes(4, 4);
  for (int i = 0; i < 60; ++i) ASSERT_EQ(upload(s.token, tiny).status, 200) << i;
  auto refused = upload(s.token, tiny);
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(text(refused.body.at("error").at("code")), "RATE_LIMITED");
}

}  // namespace
}  // namespace karyana::test
