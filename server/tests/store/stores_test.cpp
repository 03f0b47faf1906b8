// The storage interfaces return what the seed put in.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "seeded_store.hpp"

namespace {

karyana::store::Stores& stores() { return *karyana::test::seeded_store().stores; }

karyana::store::ProductQuery query(std::string cat_slug, int first = 20) {
  karyana::store::ProductQuery q;
  q.cat_slug = std::move(cat_slug);
  q.first = first;
  return q;
}

}  // namespace

TEST(CatalogueStore, EnabledCategoriesFormATreeWithCounts) {
  auto categories = stores().catalogue().enabled_categories();
  std::map<std::string, karyana::store::Category> by_id;
  std::set<std::string> seen;
  int top = 0;
  for (const auto& c : categories) {
    EXPECT_EQ(c.status, "enabled") << c.slug;
    EXPECT_NE(c.slug, "seasonal-specials");
    if (c.parent_cat_id.empty()) {
      ++top;
    } else {
      EXPECT_TRUE(seen.count(c.parent_cat_id)) << "parent listed before " << c.slug;
      EXPECT_EQ(c.parent_cat_title, by_id.at(c.parent_cat_id).title);
    }
    seen.insert(c.id);
    by_id[c.id] = c;
  }
  EXPECT_GE(top, 10);
  // A parent's count is the sum of its children's (the demo puts products in leaves only).
  std::map<std::string, std::int64_t> child_sum;
  for (const auto& c : categories)
    if (!c.parent_cat_id.empty()) child_sum[c.parent_cat_id] += c.product_count;
  for (const auto& [id, sum] : child_sum) EXPECT_EQ(by_id.at(id).product_count, sum) << by_id.at(id).slug;
  auto dairy = std::find_if(categories.begin(), categories.end(), [](auto& c) { return c.slug == "dairy-eggs"; });
  ASSERT_NE(dairy, categories.end());
  EXPECT_GT(dairy->product_count, 20);
  EXPECT_EQ(dairy->title, "Dairy & Eggs");
  EXPECT_FALSE(dairy->title_img.empty());
}

TEST(CatalogueStore, CategoryBySlugAndPath) {
  auto milk = stores().catalogue().category_by_slug("milk");
  ASSERT_TRUE(milk.has_value());
  EXPECT_EQ(milk->parent_cat_title, "Dairy & Eggs");
  auto path = stores().catalogue().category_path(milk->id);
  ASSERT_EQ(path.size(), 2u);
  EXPECT_EQ(path[0].slug, "dairy-eggs");
  EXPECT_EQ(path[1].slug, "milk");
  auto disabled = stores().catalogue().category_by_slug("seasonal-specials");
  ASSERT_TRUE(disabled.has_value());
  EXPECT_EQ(disabled->status, "disabled");
  EXPECT_FALSE(stores().catalogue().category_by_slug("no-such-category").has_value());
}

TEST(CatalogueStore, ProductBySlugHasAttributesTypeAndGallery) {
  auto p = stores().catalogue().product_by_slug("nestle-milkpak-uht-milk-1-litre");
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->title, "Nestle Milkpak UHT Milk 1 Litre");
  EXPECT_EQ(p->brand, "Nestle");
  EXPECT_EQ(p->price, 29000);  // RS 290 in paisa
  EXPECT_EQ(p->status, "published");
  EXPECT_FALSE(p->details.empty());
  EXPECT_FALSE(p->seo_title.empty());
  ASSERT_TRUE(p->type.has_value());
  EXPECT_EQ(p->type->slug, "grocery");
  EXPECT_EQ(p->taxable, 0);
  bool volume = false;
  for (const auto& a : p->attributes)
    if (a.slug == "volume") {
      volume = true;
      EXPECT_EQ(a.value, "1 Litre");
      EXPECT_GE(a.show_in_store, 1);
    }
  EXPECT_TRUE(volume);
  auto cat = stores().catalogue().category_by_id(p->cat_id);
  ASSERT_TRUE(cat.has_value());
  EXPECT_EQ(cat->slug, "milk");

  // Some product has a gallery of three, the first being its main picture.
  auto page = stores().catalogue().list_products(query("", 100));
  bool found_gallery = false;
  for (const auto& item : page.items) {
    if (item.gallery.size() < 2) continue;
    found_gallery = true;
    EXPECT_EQ(item.gallery.front().img, item.picture);
    for (const auto& g : item.gallery) EXPECT_EQ(g.prod_id, item.id);
  }
  EXPECT_TRUE(found_gallery);
  EXPECT_FALSE(stores().catalogue().product_by_slug("no-such-product").has_value());
  auto by_id = stores().catalogue().product_by_id(p->id);
  ASSERT_TRUE(by_id.has_value());
  EXPECT_EQ(by_id->slug, p->slug);
}

TEST(CatalogueStore, ListsACategoryWithDescendantsPageByPage) {
  auto& catalogue = stores().catalogue();
  karyana::store::ProductQuery q = query("dairy-eggs", 7);
  std::set<std::string> ids;
  std::string last_published = "9999";
  std::int64_t total = -1;
  int pages = 0;
  while (true) {
    auto page = catalogue.list_products(q);
    if (total < 0) total = page.total_count;
    EXPECT_EQ(page.total_count, total);
    for (const auto& p : page.items) {
      EXPECT_TRUE(ids.insert(p.id).second) << "repeated " << p.slug;
      EXPECT_LE(p.published_at, last_published);  // newest first
      last_published = p.published_at;
      auto path = catalogue.category_path(p.cat_id);
      ASSERT_FALSE(path.empty());
      EXPECT_EQ(path.front().slug, "dairy-eggs");
    }
    ++pages;
    if (!page.has_next_page) break;
    EXPECT_EQ(static_cast<int>(page.items.size()), 7);
    q.after = page.end_cursor;
    ASSERT_LT(pages, 100);
  }
  EXPECT_EQ(static_cast<std::int64_t>(ids.size()), total);
  EXPECT_GT(total, 20);
  for (const auto& c : catalogue.enabled_categories()) {
    if (c.slug == "dairy-eggs") {
      EXPECT_EQ(c.product_count, total);
    }
  }
}

TEST(CatalogueStore, ListingHidesDisabledCategoriesAndNarrowsKeywordMatches) {
  auto& catalogue = stores().catalogue();
  auto disabled = catalogue.list_products(query("seasonal-specials"));
  EXPECT_EQ(disabled.total_count, 0);
  EXPECT_TRUE(disabled.items.empty());
  EXPECT_TRUE(catalogue.product_by_slug("chaunsa-mango-box-5-kg").has_value());

  auto all = catalogue.list_products(query("", 1));
  EXPECT_GE(all.total_count, 500);
  EXPECT_TRUE(all.has_next_page);

  // Keyword matches (ranked by search::ProductSearch) are narrowed to the listed ones, in order.
  auto tea = catalogue.product_by_slug("tapal-danedar-tea-950-g");
  auto mango = catalogue.product_by_slug("chaunsa-mango-box-5-kg");
  auto milk = catalogue.product_by_slug("olpers-full-cream-milk-1-litre");
  ASSERT_TRUE(tea && mango && milk);
  const std::vector<std::string> ids{milk->id, mango->id, "000000000000000000000000", tea->id};
  EXPECT_EQ(catalogue.listed_ids(ids, ""), (std::vector<std::string>{milk->id, tea->id}));
  EXPECT_EQ(catalogue.listed_ids(ids, "beverages"), (std::vector<std::string>{tea->id}));
  EXPECT_EQ(catalogue.listed_products_by_ids(ids).size(), 2u);
}

TEST(CatalogueStore, ProductsByIdsKeepsTheOrder) {
  auto a = stores().catalogue().product_by_slug("olpers-full-cream-milk-1-litre");
  auto b = stores().catalogue().product_by_slug("tapal-danedar-tea-950-g");
  ASSERT_TRUE(a && b);
  auto list = stores().catalogue().products_by_ids({b->id, "000000000000000000000000", a->id});
  ASSERT_EQ(list.size(), 2u);
  EXPECT_EQ(list[0].id, b->id);
  EXPECT_EQ(list[1].id, a->id);
}

TEST(ContentStore, PagesBySlug) {
  for (const char* slug : {"about-us", "privacy-policy", "terms-and-conditions", "help", "faqs", "returns-refunds",
                           "feedback", "contact-us"}) {
    auto page = stores().content().page_by_slug(slug);
    ASSERT_TRUE(page.has_value()) << slug;
    EXPECT_EQ(page->status, "published");
    EXPECT_GT(page->body.size(), 200u) << slug;
    EXPECT_FALSE(page->title.empty());
  }
  auto about = stores().content().page_by_slug("about-us");
  EXPECT_NE(about->body.find("Sahiwal"), std::string::npos);
  EXPECT_FALSE(stores().content().page_by_slug("nope").has_value());
}

TEST(ContentStore, HomePageSettingsHaveBannersAndProductLists) {
  auto home = stores().content().page_settings_by_key("home");
  ASSERT_TRUE(home.has_value());
  std::map<std::string, karyana::store::BannerGroup> banners;
  for (const auto& b : home->banners) banners[b.key] = b.banner;
  for (const char* key : {"top-slider", "top-banner", "mid-banner", "bottom-banner"}) {
    ASSERT_TRUE(banners.count(key)) << key;
    EXPECT_FALSE(banners[key].items.empty()) << key;
    for (const auto& item : banners[key].items) {
      EXPECT_FALSE(item.img.empty());
      EXPECT_FALSE(item.thumb.empty());
      EXPECT_FALSE(item.url.empty());
    }
  }
  EXPECT_EQ(banners["top-slider"].items.size(), 3u);
  std::map<std::string, karyana::store::PageProductList> lists;
  for (const auto& l : home->products) lists[l.key] = l;
  ASSERT_TRUE(lists.count("featured-products"));
  ASSERT_TRUE(lists.count("top-products"));
  for (const auto& [key, list] : lists) {
    EXPECT_GE(list.products.size(), 8u) << key;
    EXPECT_EQ(list.ids.size(), list.products.size());
    for (size_t i = 0; i < list.ids.size(); ++i) EXPECT_EQ(list.ids[i], list.products[i].id);
  }
  for (const auto& p : lists["featured-products"].products) EXPECT_GT(p.price_was, p.price) << p.slug;
  auto slider = stores().content().banner_group_by_key("top-slider");
  ASSERT_TRUE(slider.has_value());
  EXPECT_EQ(slider->items.size(), 3u);
  EXPECT_FALSE(stores().content().page_settings_by_key("nope").has_value());
}

TEST(ContentStore, LastMinuteOffer) {
  auto offer = stores().content().offer_by_key("last-min");
  ASSERT_TRUE(offer.has_value());
  EXPECT_EQ(offer->status, "published");
  EXPECT_EQ(offer->items.size(), 8u);
  for (const auto& item : offer->items) {
    EXPECT_EQ(item.prod.status, "published");
    EXPECT_GT(item.prod.available_qty, 0);
    EXPECT_FALSE(item.prod.picture_thumb.empty());
  }
  EXPECT_FALSE(stores().content().offer_by_key("nope").has_value());
}

TEST(GeoStore, ServiceAreaAndPlaces) {
  auto zones = stores().geo().zones_by_city("sahiwal", "published", "service-area");
  ASSERT_EQ(zones.size(), 1u);
  const auto& ring = zones[0].ring;
  ASSERT_GE(ring.size(), 9u);
  EXPECT_DOUBLE_EQ(ring.front().lat, ring.back().lat);  // closed ring
  double min_lat = 90, max_lat = -90, min_lng = 180, max_lng = -180;
  for (const auto& p : ring) {
    min_lat = std::min(min_lat, p.lat);
    max_lat = std::max(max_lat, p.lat);
    min_lng = std::min(min_lng, p.lng);
    max_lng = std::max(max_lng, p.lng);
  }
  // [lat, lng] order, around central Sahiwal.
  EXPECT_LT(min_lat, 30.668);
  EXPECT_GT(max_lat, 30.668);
  EXPECT_LT(min_lng, 73.111);
  EXPECT_GT(max_lng, 73.111);
  EXPECT_TRUE(stores().geo().zones_by_city("lahore", "published", "service-area").empty());
  EXPECT_EQ(stores().geo().zones_by_city("Sahiwal", "", "").size(), 1u);

  auto farid = stores().geo().search_locations("farid", 10);
  ASSERT_GE(farid.size(), 1u);
  EXPECT_NE(farid[0].title.find("Farid"), std::string::npos);
  auto two_words = stores().geo().search_locations("railway sahiwal", 10);
  ASSERT_EQ(two_words.size(), 1u);
  EXPECT_EQ(two_words[0].code, "sahiwal-railway-station");
  EXPECT_EQ(stores().geo().search_locations("", 100).size(), 42u);
  EXPECT_TRUE(stores().geo().search_locations("100%", 10).empty());
}

TEST(SlotStore, WeeklySlots) {
  auto slots = stores().slots().list_slots(true);
  ASSERT_EQ(slots.size(), 28u);
  EXPECT_EQ(slots.front().day, "Mon");
  EXPECT_EQ(slots.front().start_time, "09:00");
  EXPECT_EQ(slots.front().end_time, "12:00");
  EXPECT_EQ(slots.front().time_range_utc, "[\"04:00\",\"07:00\"]");
  EXPECT_EQ(slots.back().day, "Sun");
  EXPECT_EQ(slots.back().start_time, "18:00");
  EXPECT_EQ(slots.front().max_order_limit, 20);
  auto again = stores().slots().slot_by_id(slots[5].id);
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(again->start_time, slots[5].start_time);
}

// Get, set and all on both databases: settings_store_test.cpp.
TEST(SettingsStore, HoldsTheSeededCurrency) { EXPECT_EQ(stores().settings().get("currency").value_or(""), "RS"); }
