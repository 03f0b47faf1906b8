// Which slide the home page's Link preload names (app/home_preload.hpp): the store front's slider
// as the web's bannerByKey reads it from pageSettingByKey('home').
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "app/home_preload.hpp"

namespace karyana::app {
namespace {

store::PageBanner slot(std::string key, std::string status, int width, std::vector<store::BannerItem> items) {
  store::BannerGroup group;
  group.key = key;
  group.status = std::move(status);
  group.width = width;
  group.items = std::move(items);
  return {std::move(key), std::move(group)};
}

store::BannerItem item(std::string img, std::string thumb) { return {"id", "", std::move(img), std::move(thumb), ""}; }

TEST(HomePreload, NamesTheSlidersFirstPictureWithItsThumb) {
  store::PageSettings home;
  home.banners = {slot("top-banner", "published", 600, {item("/top.jpg", "")}),
                  slot("top-slider", "published", 1232, {item("/s1.jpg", "/s1-t.jpg"), item("/s2.jpg", "/s2-t.jpg")})};
  EXPECT_EQ(first_slide_link(home),
            "</s1.jpg>; rel=preload; as=image; imagesrcset=\"/s1-t.jpg 616w, /s1.jpg 1232w\"; "
            "imagesizes=\"(max-width: 1280px) 100vw, 1232px\"; fetchpriority=high");
}

TEST(HomePreload, SkipsPicturelessItemsAndDefaultsTheWidth) {
  store::PageSettings home;
  home.banners = {slot("top-slider", "published", 0, {item("", "/x-t.jpg"), item("/s2.jpg", "/s2-t.jpg")})};
  EXPECT_NE(first_slide_link(home).find("\"/s2-t.jpg 600w, /s2.jpg 1200w\""), std::string::npos);
  home.banners = {slot("top-slider", "published", 900, {item("/s2.jpg", "")})};
  EXPECT_EQ(first_slide_link(home), "</s2.jpg>; rel=preload; as=image; fetchpriority=high");
}

TEST(HomePreload, NoHeaderWithoutAPublishedSliderOrSlideOrWithABadUrl) {
  store::PageSettings home;
  EXPECT_EQ(first_slide_link(home), "");
  home.banners = {slot("top-slider", "draft", 1232, {item("/s1.jpg", "/s1-t.jpg")})};
  EXPECT_EQ(first_slide_link(home), "");
  home.banners = {slot("top-slider", "published", 1232, {})};
  EXPECT_EQ(first_slide_link(home), "");
  home.banners = {slot("top-slider", "published", 1232, {item("/s1.jpg>; rel=preload", "")})};
  EXPECT_EQ(first_slide_link(home), "");
}

}  // namespace
}  // namespace karyana::app
