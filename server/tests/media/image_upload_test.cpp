// media::process_upload: PNG and JPEG only (by signature and decoding, not by name), the
// pixel limit read from the header before decoding, metadata stripped, orientation applied,
// scaled-down copies and thumbnails.
#include <gtest/gtest.h>

#include <chrono>

#include "media/image_upload.hpp"
#include "media/phone_variant.hpp"
#include "test_images.hpp"

namespace karyana::test {
namespace {

using media::UploadError;
using media::UploadFormat;

vips::VImage decode(const std::string& bytes) { return vips::VImage::new_from_buffer(bytes.data(), bytes.size(), ""); }

TEST(ImageUpload, SniffsOnlyPngAndJpegSignatures) {
  EXPECT_EQ(media::sniff_upload_format(png_bytes(4, 4)), UploadFormat::png);
  EXPECT_EQ(media::sniff_upload_format(jpeg_bytes(4, 4)), UploadFormat::jpeg);
  EXPECT_FALSE(media::sniff_upload_format("GIF89a......"));
  EXPECT_FALSE(media::sniff_upload_format("<svg xmlns='http://www.w3.org/2000/svg'/>"));
  EXPECT_FALSE(media::sniff_upload_format(""));
}

TEST(ImageUpload, ReEncodesAPngWithAThumbnail) {
  auto outcome = media::process_upload(png_bytes(640, 480), 100);
  ASSERT_EQ(outcome.error, UploadError::none);
  const auto& image = *outcome.image;
  EXPECT_EQ(image.format, UploadFormat::png);
  EXPECT_EQ(image.width, 640);
  EXPECT_EQ(image.height, 480);
  EXPECT_EQ(media::sniff_upload_format(image.image), UploadFormat::png);
  auto thumb = decode(image.thumb);
  EXPECT_EQ(thumb.width(), 100);
  EXPECT_EQ(thumb.height(), 75);
}

TEST(ImageUpload, LargePicturesAreScaledDownAndThumbSizeIsClamped) {
  media::UploadLimits limits;
  limits.max_stored_side = 256;
  auto outcome = media::process_upload(jpeg_bytes(1000, 500), 5000, limits);
  ASSERT_EQ(outcome.error, UploadError::none);
  EXPECT_EQ(outcome.image->width, 256);
  EXPECT_EQ(outcome.image->height, 128);
  EXPECT_EQ(decode(outcome.image->thumb).width(), 256);  // 1024 clamp, but never upscaled
  EXPECT_EQ(outcome.source_width, 1000);
}

TEST(ImageUpload, AWidePictureGetsAPhoneCopyWhenAsked) {
  // A 1200 × 400 banner: a JPEG stays a JPEG, kPhoneWidth wide and as tall as its shape makes it.
  auto outcome = media::process_upload(jpeg_bytes(1200, 400), 200, {}, media::kPhoneWidth);
  ASSERT_EQ(outcome.error, UploadError::none);
  const auto& image = *outcome.image;
  ASSERT_FALSE(image.phone.empty());
  EXPECT_EQ(media::sniff_upload_format(image.phone), UploadFormat::jpeg);
  auto phone = decode(image.phone);
  EXPECT_EQ(phone.width(), 800);
  EXPECT_EQ(phone.height(), 267);
  EXPECT_LT(image.phone.size(), image.image.size());
  EXPECT_EQ(phone.get_typeof(VIPS_META_EXIF_NAME), 0u);  // stripped like the picture

  // A PNG's copy is a PNG.
  auto png = media::process_upload(png_bytes(1000, 500), 200, {}, media::kPhoneWidth);
  ASSERT_EQ(png.error, UploadError::none);
  EXPECT_EQ(media::sniff_upload_format(png.image->phone), UploadFormat::png);
  EXPECT_EQ(decode(png.image->phone).width(), 800);
}

TEST(ImageUpload, NoPhoneCopyUnlessAskedAndWider) {
  // Not asked (an avatar, an ordinary upload).
  EXPECT_TRUE(media::process_upload(jpeg_bytes(1200, 400), 200).image->phone.empty());
  // Not wider than the copy would be: the picture itself serves phones.
  EXPECT_TRUE(media::process_upload(jpeg_bytes(800, 400), 200, {}, media::kPhoneWidth).image->phone.empty());
  EXPECT_TRUE(media::process_upload(jpeg_bytes(600, 300), 200, {}, media::kPhoneWidth).image->phone.empty());
}

TEST(ImageUpload, MetadataIsStrippedAndOrientationApplied) {
  auto source = gradient(64, 48);
  source.set("orientation", 6);  // rotate 90° clockwise when shown
  auto jpeg = take_blob(source.jpegsave_buffer());
  ASSERT_NE(decode(jpeg).get_typeof(VIPS_META_EXIF_NAME), 0u);

  auto outcome = media::process_upload(jpeg, 200);
  ASSERT_EQ(outcome.error, UploadError::none);
  auto out = decode(outcome.image->image);
  EXPECT_EQ(out.get_typeof(VIPS_META_EXIF_NAME), 0u);
  EXPECT_EQ(out.width(), 48);  // turned upright
  EXPECT_EQ(out.height(), 64);

  // A tEXt chunk right after IHDR (8-byte signature + 25-byte IHDR chunk).
  auto png = take_blob(source.pngsave_buffer());
  png.insert(33, png_chunk("tEXt", std::string("Comment\0where I live", 20)));
  ASSERT_EQ(decode(png).width(), 64);
  auto png_outcome = media::process_upload(png, 200);
  ASSERT_EQ(png_outcome.error, UploadError::none);
  EXPECT_EQ(png_outcome.image->image.find("where I live"), std::string::npos);
  EXPECT_EQ(png_outcome.image->thumb.find("where I live"), std::string::npos);
}

TEST(ImageUpload, ATextFileNamedPngIsNotAnImage) {
  EXPECT_EQ(media::process_upload("hello, I am plain text pretending to be a picture", 200).error,
            UploadError::not_image);
}

TEST(ImageUpload, CorruptOrTruncatedPicturesAreUnreadable) {
  auto png = png_bytes(300, 300);
  EXPECT_EQ(media::process_upload(png.substr(0, png.size() / 2), 200).error, UploadError::unreadable);
  auto jpeg = jpeg_bytes(300, 300);
  EXPECT_EQ(media::process_upload(jpeg.substr(0, jpeg.size() / 2), 200).error, UploadError::unreadable);
  EXPECT_EQ(media::process_upload(std::string("\x89PNG\r\n\x1a\n", 8) + "garbage", 200).error, UploadError::unreadable);
}

TEST(ImageUpload, AHugePictureIsRefusedFromItsHeaderWithoutDecoding) {
  const auto bomb = png_header_only(20000, 20000);
  EXPECT_LT(bomb.size(), 4096u);
  const auto started = std::chrono::steady_clock::now();
  auto outcome = media::process_upload(bomb, 200);
  const auto took = std::chrono::steady_clock::now() - started;
  EXPECT_EQ(outcome.error, UploadError::too_many_pixels);
  EXPECT_EQ(outcome.source_width, 20000);
  EXPECT_EQ(outcome.source_height, 20000);
  EXPECT_LT(took, std::chrono::milliseconds(500));

  // A long thin one is refused by the side limit.
  EXPECT_EQ(media::process_upload(png_header_only(20000, 10), 200).error, UploadError::too_many_pixels);
  // And the limits are the caller's.
  media::UploadLimits tight;
  tight.max_pixels = 1000;
  EXPECT_EQ(media::process_upload(png_bytes(64, 48), 200, tight).error, UploadError::too_many_pixels);
}

TEST(ImageUpload, TooManyBytesAreRefusedBeforeLookingAtThem) {
  media::UploadLimits limits;
  limits.max_bytes = 100;
  EXPECT_EQ(media::process_upload(png_bytes(64, 48), 200, limits).error, UploadError::too_large);
}

}  // namespace
}  // namespace karyana::test
