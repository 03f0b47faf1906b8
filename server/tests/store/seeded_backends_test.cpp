// The demo seed on SQLite and on PostgreSQL reads back the same, field for field (issue 20): the
// category menu, every category and its path, every product by id and by slug, every listing page
// of the whole shop and the first pages of each category, listed ids, the home page's banners
// and product lists, the offer and the pages. Both seeds are data only (the image paths are the
// same with or without pictures); their times are printed for docs/benchmarks.md.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "catalogue_dump.hpp"
#include "seed/demo_catalogue.hpp"
#include "seed/demo_content.hpp"
#include "seed/seed.hpp"
#include "store_backends.hpp"

namespace {

using karyana::test::Backend;
using karyana::test::dump;
using karyana::test::dump_all;

struct SeededPair {
  karyana::test::TempDir dir{"seeded-pair"};
  std::unique_ptr<karyana::store::Stores> sqlite, postgres;
};

std::unique_ptr<karyana::store::Stores> seeded(Backend backend, karyana::test::TempDir& dir) {
  auto stores = karyana::test::open_empty_stores(backend, dir);
  karyana::seed::SeedOptions options;
  options.images = false;
  options.media_dir = dir.file("media");
  const auto start = std::chrono::steady_clock::now();
  auto report = karyana::seed::seed(stores->seeding(), options);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::printf("demo seed (data only, %d products) on %s: %.0f ms\n", report.products,
              backend == Backend::sqlite ? "SQLite" : "PostgreSQL", ms);
  return stores;
}

SeededPair& pair() {
  karyana::test::PostgresCluster::shared();  // made first, so it outlives the pair's stores at exit
  static SeededPair shared;
  static const bool done = [] {
    shared.sqlite = seeded(Backend::sqlite, shared.dir);
    shared.postgres = seeded(Backend::postgres, shared.dir);
    return true;
  }();
  (void)done;
  return shared;
}

const karyana::seed::DemoCatalogue& demo() {
  static const auto catalogue = karyana::seed::build_demo_catalogue();
  return catalogue;
}

TEST(SeededBackends, SeedingTwiceAddsNothingOnPostgres) {
  auto& stores = *pair().postgres;
  EXPECT_TRUE(stores.seeding().has_products());
  const auto before = dump_all(stores.catalogue().enabled_categories());
  karyana::seed::SeedOptions options;
  options.images = false;
  options.media_dir = pair().dir.file("media");
  karyana::seed::seed(stores.seeding(), options);
  EXPECT_EQ(dump_all(stores.catalogue().enabled_categories()), before);
}

TEST(SeededBackends, CategoriesReadTheSame) {
  auto& a = pair().sqlite->catalogue();
  auto& b = pair().postgres->catalogue();
  const auto menu = a.enabled_categories();
  ASSERT_FALSE(menu.empty());
  EXPECT_EQ(dump_all(menu), dump_all(b.enabled_categories()));
  for (const auto& c : demo().categories) {
    SCOPED_TRACE(c.record.slug);
    auto x = a.category_by_slug(c.record.slug);
    auto y = b.category_by_slug(c.record.slug);
    ASSERT_TRUE(x && y);
    EXPECT_EQ(dump(*x), dump(*y));
    EXPECT_EQ(dump(*a.category_by_id(c.record.id)), dump(*b.category_by_id(c.record.id)));
    EXPECT_EQ(dump_all(a.category_path(c.record.id)), dump_all(b.category_path(c.record.id)));
  }
}

TEST(SeededBackends, ProductsReadTheSame) {
  auto& a = pair().sqlite->catalogue();
  auto& b = pair().postgres->catalogue();
  std::vector<std::string> ids;
  for (const auto& p : demo().products) ids.push_back(p.record.id);
  ASSERT_GT(ids.size(), 100u);
  const auto all = a.products_by_ids(ids);
  EXPECT_EQ(all.size(), ids.size());
  EXPECT_EQ(dump_all(all), dump_all(b.products_by_ids(ids)));
  EXPECT_EQ(dump_all(a.listed_products_by_ids(ids)), dump_all(b.listed_products_by_ids(ids)));
  for (std::size_t i = 0; i < demo().products.size(); i += 7) {
    const auto& p = demo().products[i].record;
    SCOPED_TRACE(p.slug);
    EXPECT_EQ(dump(*a.product_by_slug(p.slug)), dump(*b.product_by_slug(p.slug)));
    EXPECT_EQ(dump(*a.product_by_id(p.id)), dump(*b.product_by_id(p.id)));
  }
}

TEST(SeededBackends, ListingsPageTheSame) {
  auto& a = pair().sqlite->catalogue();
  auto& b = pair().postgres->catalogue();
  // The whole shop, page by page, through the cursors each store made.
  karyana::store::ProductQuery query{.cat_slug = "", .first = 37, .after = ""};
  int pages = 0;
  for (;; ++pages) {
    auto x = a.list_products(query);
    auto y = b.list_products(query);
    ASSERT_EQ(dump(x), dump(y));
    if (!x.has_next_page) break;
    query.after = x.end_cursor;
  }
  EXPECT_GT(pages, 3);
  std::vector<std::string> ids;
  for (const auto& p : demo().products) ids.push_back(p.record.id);
  EXPECT_EQ(a.listed_ids(ids, ""), b.listed_ids(ids, ""));
  for (const auto& c : demo().categories) {
    SCOPED_TRACE(c.record.slug);
    karyana::store::ProductQuery first{.cat_slug = c.record.slug, .first = 10, .after = ""};
    EXPECT_EQ(dump(a.list_products(first)), dump(b.list_products(first)));
    EXPECT_EQ(a.listed_ids(ids, c.record.slug), b.listed_ids(ids, c.record.slug));
  }
}

TEST(SeededBackends, ContentReadsTheSame) {
  auto& a = pair().sqlite->content();
  auto& b = pair().postgres->content();
  auto home = a.page_settings_by_key("home");
  ASSERT_TRUE(home);
  EXPECT_FALSE(home->banners.empty());
  EXPECT_FALSE(home->products.empty());
  EXPECT_EQ(dump(*home), dump(*b.page_settings_by_key("home")));
  const auto content = karyana::seed::build_demo_content(demo());
  for (const auto& banner : content.banners)
    EXPECT_EQ(dump(*a.banner_group_by_key(banner.key)), dump(*b.banner_group_by_key(banner.key)));
  auto offer = a.offer_by_key("last-min");
  ASSERT_TRUE(offer);
  EXPECT_FALSE(offer->items.empty());
  EXPECT_EQ(dump(*offer), dump(*b.offer_by_key("last-min")));
  for (const char* slug : {"about-us", "privacy-policy", "terms-and-conditions", "faqs"}) {
    auto page = a.page_by_slug(slug);
    ASSERT_TRUE(page) << slug;
    EXPECT_EQ(dump(*page), dump(*b.page_by_slug(slug)));
  }
  EXPECT_FALSE(b.page_by_slug("no-such-page"));
  EXPECT_FALSE(b.offer_by_key("no-such-offer"));
  EXPECT_FALSE(b.banner_group_by_key("no-such-group"));
  EXPECT_FALSE(b.page_settings_by_key("no-such-settings"));
}

}  // namespace
