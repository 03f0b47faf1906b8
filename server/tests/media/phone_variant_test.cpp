// media/phone_variant: the phone-sized copy's name beside its picture, the media file behind a URL
// (never outside the media folder), and the copy offered only when its file is there.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "media/phone_variant.hpp"

namespace karyana::test {
namespace {

namespace fs = std::filesystem;

TEST(PhoneVariant, IsNamedBesideItsPicture) {
  EXPECT_EQ(media::phone_variant_url("/media/banners/top-slider-1.jpg"), "/media/banners/top-slider-1-phone.jpg");
  EXPECT_EQ(media::phone_variant_url("/media/uploads/abc123/def456.png"), "/media/uploads/abc123/def456-phone.png");
  EXPECT_EQ(media::phone_variant_url("/media/a.b/c.jpeg"), "/media/a.b/c-phone.jpeg");
}

TEST(PhoneVariant, OtherUrlsHaveNone) {
  EXPECT_FALSE(media::phone_variant_url("https://cdn.example.com/media/banner.jpg"));
  EXPECT_FALSE(media::phone_variant_url("/static/banner.jpg"));
  EXPECT_FALSE(media::phone_variant_url("/media/banners/no-extension"));
  EXPECT_FALSE(media::phone_variant_url("/media/banners.d/no-extension"));
  EXPECT_FALSE(media::phone_variant_url("/media/banners/.hidden"));
  EXPECT_FALSE(media::phone_variant_url("/media/banner.jpg?v=2"));
  EXPECT_FALSE(media::phone_variant_url(""));
}

TEST(PhoneVariant, MediaFileStaysInsideTheMediaFolder) {
  EXPECT_EQ(media::media_file("/srv/media", "/media/banners/a.jpg"), fs::path("/srv/media/banners/a.jpg"));
  EXPECT_FALSE(media::media_file("/srv/media", "/media/../etc/passwd"));
  EXPECT_FALSE(media::media_file("/srv/media", "/media/banners/../../x.jpg"));
  EXPECT_FALSE(media::media_file("/srv/media", "/media/banners//a.jpg"));
  EXPECT_FALSE(media::media_file("/srv/media", "/media/banners/.a.jpg"));
  EXPECT_FALSE(media::media_file("/srv/media", "/media/banners/a b.jpg"));
  EXPECT_FALSE(media::media_file("/srv/media", "/other/a.jpg"));
  EXPECT_FALSE(media::media_file("", "/media/banners/a.jpg"));
}

TEST(PhoneVariant, OfferedOnlyWhenItsFileIsThere) {
  const fs::path dir = fs::temp_directory_path() /
                       ("phone-variant-test-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  fs::remove_all(dir);
  fs::create_directories(dir / "banners");
  std::ofstream(dir / "banners" / "slide.jpg") << "picture";
  // An older picture: no copy beside it.
  EXPECT_FALSE(media::stored_phone_variant(dir.string(), "/media/banners/slide.jpg"));
  std::ofstream(dir / "banners" / "slide-phone.jpg") << "copy";
  EXPECT_EQ(media::stored_phone_variant(dir.string(), "/media/banners/slide.jpg"), "/media/banners/slide-phone.jpg");
  // A folder by that name is not a picture.
  fs::create_directories(dir / "banners" / "other-phone.jpg");
  EXPECT_FALSE(media::stored_phone_variant(dir.string(), "/media/banners/other.jpg"));
  // Without a media folder (tests), nothing is offered.
  EXPECT_FALSE(media::stored_phone_variant("", "/media/banners/slide.jpg"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace karyana::test
