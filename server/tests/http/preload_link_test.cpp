// The Link preload header of the home page's first slide (http/preload_link.hpp): the web's srcset
// formula, the plain form without a thumb, and no header at all for a URL that could break it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "http/preload_link.hpp"

namespace karyana::http {
namespace {

constexpr const char* kSizes = "(max-width: 1280px) 100vw, 1232px";

TEST(PreloadLink, WithAThumbNamesBothWidthsLikeTheWebsSrcset) {
  EXPECT_EQ(image_preload_link("/media/banners/s1.jpg", "/media/banners/s1-thumb.jpg", 1232, kSizes),
            "</media/banners/s1.jpg>; rel=preload; as=image; "
            "imagesrcset=\"/media/banners/s1-thumb.jpg 616w, /media/banners/s1.jpg 1232w\"; "
            "imagesizes=\"(max-width: 1280px) 100vw, 1232px\"; fetchpriority=high");
  // Math.round(1233 / 2) is 617.
  EXPECT_NE(image_preload_link("/a.jpg", "/a-t.jpg", 1233, kSizes).find("\"/a-t.jpg 617w, /a.jpg 1233w\""),
            std::string::npos);
}

TEST(PreloadLink, WithoutAThumbOrWithTheSamePictureOnlyThePicture) {
  const std::string plain = "</media/banners/s1.jpg>; rel=preload; as=image; fetchpriority=high";
  EXPECT_EQ(image_preload_link("/media/banners/s1.jpg", "", 1232, kSizes), plain);
  EXPECT_EQ(image_preload_link("/media/banners/s1.jpg", "/media/banners/s1.jpg", 1232, kSizes), plain);
  EXPECT_EQ(image_preload_link("https://cdn.example.org/s1.jpg?v=2&w=1", "", 800, kSizes),
            "<https://cdn.example.org/s1.jpg?v=2&w=1>; rel=preload; as=image; fetchpriority=high");
}

TEST(PreloadLink, NoHeaderWithoutAPictureOrWidth) {
  EXPECT_EQ(image_preload_link("", "/t.jpg", 1232, kSizes), "");
  EXPECT_EQ(image_preload_link("/a.jpg", "/t.jpg", 0, kSizes), "");
}

TEST(PreloadLink, AUrlThatCouldBreakTheHeaderGivesNoHeader) {
  const std::vector<std::string> bad_urls = {"/a.jpg>; rel=preload; as=script",
                                             "/a<b.jpg",
                                             "/a\".jpg",
                                             "/a.jpg, /evil.jpg 2000w",
                                             "/a b.jpg",
                                             "/a\tb.jpg",
                                             "/a\r\nSet-Cookie: x=1",
                                             std::string("/a\0b.jpg", 8),
                                             "/a\x7f.jpg",
                                             "/caf\xc3\xa9.jpg",
                                             "/a\\b.jpg"};
  for (const std::string& bad : bad_urls) {
    EXPECT_EQ(image_preload_link(bad, "", 1232, kSizes), "") << bad;
    EXPECT_EQ(image_preload_link(bad, "/t.jpg", 1232, kSizes), "") << bad;
    EXPECT_EQ(image_preload_link("/a.jpg", bad, 1232, kSizes), "") << "thumb " << bad;
    EXPECT_FALSE(safe_link_url(bad)) << bad;
  }
  EXPECT_EQ(image_preload_link("/a.jpg", "/t.jpg", 1232, "100vw\", x"), "");
  EXPECT_TRUE(safe_link_url("/media/uploads/5f0c-thumb.webp?x=1;y=2"));
}

}  // namespace
}  // namespace karyana::http
