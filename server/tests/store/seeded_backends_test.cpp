// The demo seed on SQLite and on PostgreSQL reads back the same, field for field (issue 20): the
// category menu, every category and its path, every product by id and by slug, every listing page
// of the whole shop and the first pages of each category, listed ids, the home page's banners
// and product lists, the offer and the pages. Both seeds are data only (the image paths are the
// same with or without pictures); their times are printed for docs/benchmarks.md.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <tuple>

#include "backend_sql.hpp"
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

// Search rows (h63): PostgreSQL has no FTS5, its words are SQLite's unicode61 tokenizer's
// (store/fts5_words); the vocabulary, the catalogue rows, the products a dozen MATCH expressions
// of search::plan_query's form find (prefix, several words, synonyms, diacritics, Urdu, punctuation)
// and their hit rows are the same on both. Last in the file: it adds the same three products to both.
std::string hit_dump(const karyana::store::SearchHitRow& r) {
  std::string out = r.id + "|" + r.title + "|" + r.slug + "|" + r.brand + "|" + r.picture + "|" + r.picture_thumb +
                    "|" + r.cat_id + "|" + std::to_string(r.price) + "|" + std::to_string(r.price_was) + "|" +
                    std::to_string(r.available_qty) + "|" + std::to_string(r.limit_max_qty_in_cart) + "|" +
                    std::to_string(r.rating) + "|" + std::to_string(r.free_shipping);
  for (const auto& a : r.attributes)
    out += "|" + a.id + ":" + a.title + ":" + a.slug + ":" + a.code + ":" + a.display_as + ":" + a.value + ":" +
           std::to_string(a.show_in_store);
  return out;
}

// The ids (sorted) and hit rows of the products a query matches.
std::vector<std::string> matched(karyana::store::SearchRows& rows, const std::string& query) {
  auto seqs = rows.text_matches(query);
  auto hits = rows.hit_rows(seqs);
  std::vector<std::string> out;
  for (const auto& [seq, hit] : hits) out.push_back(hit_dump(hit));
  std::sort(out.begin(), out.end());
  out.push_back("matches: " + std::to_string(seqs.size()));
  return out;
}

TEST(SeededBackends, SearchRowsReadTheSame) {
  for (auto* stores : {pair().sqlite.get(), pair().postgres.get()}) {
    karyana::test::exec_sql(
        *stores,
        "INSERT INTO products(id, title, slug, brand, tags, short_description, price, status, published_at) VALUES"
        " ('h63-urdu', 'Basmati چاول،باسمتی شِکر', 'h63-urdu', 'دودھ۔', 'rice,چاول', '', 100, 'published',"
        "  '2000-01-01T00:00:00.000Z'),"
        " ('h63-accents', 'Crème Brûlée Ā ΑΒΓ', 'h63-accents', 'Nestlé', 'dessert', 'xµy', 200, 'published',"
        "  '2000-01-01T00:00:00.000Z'),"
        " ('h63-draft', 'Draft Lay''s—Masala', 'h63-draft', '', '', '', 300, 'draft', NULL)");
  }
  auto& a = pair().sqlite->search_rows();
  auto& b = pair().postgres->search_rows();
  auto x = a.catalogue_rows();
  auto y = b.catalogue_rows();
  EXPECT_GT(y.version, 0);
  EXPECT_EQ(b.version(), y.version);
  ASSERT_GT(x.terms.size(), 100u);
  std::sort(x.terms.begin(), x.terms.end());
  std::sort(y.terms.begin(), y.terms.end());
  EXPECT_EQ(x.terms, y.terms);
  std::sort(x.synonyms.begin(), x.synonyms.end());
  EXPECT_EQ(x.synonyms, y.synonyms);
  auto category_key = [](const auto& c) {
    return c.id + "|" + c.title + "|" + c.parent_id + "|" + (c.enabled ? "1" : "0");
  };
  std::vector<std::string> xc, yc;
  for (const auto& c : x.categories) xc.push_back(category_key(c));
  for (const auto& c : y.categories) yc.push_back(category_key(c));
  std::sort(xc.begin(), xc.end());
  EXPECT_EQ(xc, yc);
  ASSERT_EQ(x.products.size(), y.products.size());
  for (std::size_t i = 0; i < x.products.size(); ++i) {
    const auto& p = x.products[i];
    const auto& q = y.products[i];
    EXPECT_EQ(std::tie(p.id, p.title, p.brand, p.cat_id, p.price, p.rating, p.free_shipping),
              std::tie(q.id, q.title, q.brand, q.cat_id, q.price, q.rating, q.free_shipping));
  }
  const std::string cols = "{title brand tags} : ";
  for (const std::string query : {
           "((\"mil\"*))",                                                 // a prefix
           "((\"lay\") AND (\"s\") AND (\"masala\"*))",                    // several words
           "((\"lay's\"))",                                                // punctuation inside a phrase
           "((\"lay s\"*))",                                               // a two-token phrase
           "((\"basmati\" OR \"basmti\") AND (\"rice\"* OR \"chawal\"))",  // alternatives
           "((\"fresh\") AND (\"apples\" OR \"apple\") AND (\"k\"*))",
           "((\"creme\"*))",  // accents folded
           "((\"brûlée\"))",
           "((\"αβγ\" OR \"ā\"))",  // other scripts lower-cased
           "((\"چاول\"*))",         // Urdu
           "((\"چاول،باسمتی\"))",   // Urdu comma: two tokens
           "((\"شِکر\"))",           // a combining mark separates
           "((\"دودھ۔\"*))",
           "((\"۔\"*))",   // no token: nothing
           "((\"xμy\"))",  // short_description is not searched
           "((\"nestle\" OR \"nestl\") AND (\"milk\"* OR \"doodh\"))",
           "((\"1\"*))",
       }) {
    SCOPED_TRACE(query);
    const auto expected = matched(a, cols + query);
    EXPECT_EQ(expected, matched(b, cols + query));
  }
  EXPECT_GT(matched(a, cols + "((\"mil\"*))").size(), 2u);
  EXPECT_EQ(matched(a, cols + "((\"شِکر\"))").size(), 2u);  // the Urdu product, then the count
  EXPECT_THROW(b.text_matches("((\"unclosed"), std::exception);
}

}  // namespace
