// ProductSearch on the demo store: relevance (exact names first, prefixes, typos, Roman-Urdu
// names), facet counts checked against plain SQL over the same products, refinements, sorts,
// pagination, keyword matching for other features, and snapshot refresh after writes.
#include "search/product_search.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "search/hit_rows.hpp"
#include "search/text.hpp"
#include "search_fixture.hpp"

namespace karyana::search {
namespace {

using test::shared_store;

std::vector<HitRow> rows_of(const SearchResult& r) {
  std::vector<std::int64_t> seqs;
  for (auto index : r.hits) seqs.push_back(r.snapshot->seqs[index]);
  auto rows = shared_store().rows->hit_rows(seqs);
  std::vector<HitRow> out;
  for (auto seq : seqs) out.push_back(rows.at(seq));
  return out;
}

std::vector<std::string> titles(const SearchResult& r) {
  std::vector<std::string> out;
  for (const auto& row : rows_of(r)) out.push_back(row.title);
  return out;
}

SearchResult run(const std::string& query, int hits_per_page = 20) {
  SearchRequest r;
  r.query = query;
  r.hits_per_page = hits_per_page;
  return shared_store().search->search(r);
}

bool has_word(const std::string& title, const std::string& word) {
  auto w = words(title);
  return std::find(w.begin(), w.end(), word) != w.end();
}

TEST(ProductSearch, AnExactNameComesFirst) {
  EXPECT_EQ(titles(run("Golden Apples")).front(), "Golden Apples 1 kg");
  EXPECT_EQ(titles(run("nestle dahi 400 g")).front(), "Nestle Dahi 400 g");
  EXPECT_EQ(titles(run("guava")).front(), "Guava 1 kg");
  // A whole word beats a word that only begins with it.
  auto milk = titles(run("milk", 5));
  for (const auto& t : milk) EXPECT_TRUE(has_word(t, "milk")) << t;
}

TEST(ProductSearch, MatchesThePrefixOfTheWordBeingTyped) {
  auto r = run("basm");
  EXPECT_EQ(r.nb_hits, test::count_visible(*shared_store().db, "p.title LIKE '%basmati%'"));
  for (const auto& t : titles(r)) EXPECT_TRUE(has_word(t, "basmati")) << t;
  EXPECT_EQ(run("nestle milkp").nb_hits, test::count_visible(*shared_store().db, "p.title LIKE 'Nestle Milkpak%'"));
}

TEST(ProductSearch, ToleratesTypos) {
  auto typo = run("basmti");
  EXPECT_EQ(typo.nb_hits, test::count_visible(*shared_store().db, "p.title LIKE '%basmati%'"));
  EXPECT_EQ(titles(run("mlik")).front().find("Milk") != std::string::npos, true);
  EXPECT_TRUE(has_word(titles(run("ketchp")).front(), "ketchup"));
  EXPECT_EQ(run("zzzzqqq").nb_hits, 0);
}

TEST(ProductSearch, FindsRomanUrduAndEnglishSpellings) {
  auto chawal = run("chawal");
  ASSERT_GT(chawal.nb_hits, 0);
  EXPECT_EQ(run("chaawal").nb_hits, chawal.nb_hits);
  // Rice by name first (the category tag 'rice-atta-dal' brings atta and daal after them).
  for (const auto& t : titles(run("chawal", 8))) EXPECT_TRUE(has_word(t, "rice")) << t;
  EXPECT_TRUE(has_word(titles(run("doodh")).front(), "milk"));
  EXPECT_EQ(run("dudh").nb_hits, run("doodh").nb_hits);
  // 'aata' is spelt 'Atta' in the catalogue: those come before other flour.
  auto aata = titles(run("aata", 4));
  for (const auto& t : aata) EXPECT_TRUE(has_word(t, "atta")) << t;
  EXPECT_EQ(run("aata").nb_hits, run("atta").nb_hits);
  // Both ways: the English word finds the Roman-Urdu name.
  auto yogurt = titles(run("yogurt", 50));
  EXPECT_TRUE(std::any_of(yogurt.begin(), yogurt.end(), [](const auto& t) { return has_word(t, "dahi"); }));
  EXPECT_TRUE(has_word(titles(run("basmati chawal")).front(), "basmati"));
}

TEST(ProductSearch, EmptyQueryListsEveryProductNewestFirst) {
  auto r = run("", 0);
  EXPECT_EQ(r.nb_hits, test::count_visible(*shared_store().db));
  // Drafts and products of disabled categories never show.
  EXPECT_EQ(run("!!!", 0).nb_hits, r.nb_hits);
}

TEST(ProductSearch, FacetCountsMatchABruteForceCount) {
  SearchRequest r;
  r.facets = {Attribute::brand, Attribute::level0, Attribute::rating, Attribute::free_shipping, Attribute::price};
  r.filters.numeric_groups = {{parse_numeric_filter("price>=100")}, {parse_numeric_filter("price<=500")}};
  r.max_values_per_facet = 1000;
  auto result = shared_store().search->search(r);
  auto& db = *shared_store().db;
  const std::string where = "p.price BETWEEN 10000 AND 50000";
  EXPECT_EQ(result.nb_hits, test::count_visible(db, where));
  EXPECT_EQ(test::as_map(result, Attribute::brand), test::brand_counts(db, where));

  auto top_counts = db.read([&](store::sqlite::Connection& c) {
    std::map<std::string, long long> out;
    auto st = c.prepare(test::visible_products_sql("COALESCE(top.title, c.title), COUNT(*)", where) + " GROUP BY 1");
    while (st.step()) out[st.get_text(0)] = st.get_int(1);
    return out;
  });
  EXPECT_EQ(test::as_map(result, Attribute::level0), top_counts);
  auto shipping = test::as_map(result, Attribute::free_shipping);
  EXPECT_EQ(shipping["true"], test::count_visible(db, where + " AND p.free_shipping = 1"));
  EXPECT_EQ(shipping["false"], test::count_visible(db, where + " AND p.free_shipping = 0"));
  auto ratings = test::as_map(result, Attribute::rating);
  for (int star = 1; star <= 5; ++star)
    EXPECT_EQ(ratings[std::to_string(star)],
              test::count_visible(db, where + " AND p.rating = " + std::to_string(star)));

  ASSERT_EQ(result.stats.size(), 2u);
  for (const auto& s : result.stats) {
    if (s.attribute != Attribute::price) continue;
    db.read([&](store::sqlite::Connection& c) {
      auto st = c.prepare(test::visible_products_sql("MIN(p.price), MAX(p.price), SUM(p.price)", where));
      st.step();
      EXPECT_DOUBLE_EQ(s.min, st.get_int(0) / 100.0);
      EXPECT_DOUBLE_EQ(s.max, st.get_int(1) / 100.0);
      EXPECT_DOUBLE_EQ(s.sum, st.get_int(2) / 100.0);
    });
  }
}

TEST(ProductSearch, FacetCountsOfATextQueryCountItsHits) {
  SearchRequest r;
  r.query = "masala";
  r.hits_per_page = 1000;
  r.facets = {Attribute::brand};
  r.max_values_per_facet = 1000;
  auto result = shared_store().search->search(r);
  ASSERT_GT(result.nb_hits, 3);
  std::map<std::string, long long> counted;
  for (const auto& row : rows_of(result)) ++counted[row.brand];
  EXPECT_EQ(test::as_map(result, Attribute::brand), counted);
}

// instantsearch sends the refined disjunctive facet again without its own filter; each
// request's counts apply that request's filters only.
TEST(ProductSearch, DisjunctiveBrandCountsComeFromTheRequestWithoutTheBrandFilter) {
  auto& db = *shared_store().db;
  SearchRequest refined;
  refined.facets = {Attribute::brand, Attribute::rating};
  refined.filters.facet_groups = {{parse_facet_filter("brand:Nestle"), parse_facet_filter("brand:Olpers")}};
  refined.filters.numeric_groups = {{parse_numeric_filter("price<=400")}};
  refined.hits_per_page = 1000;
  SearchRequest without_brand = refined;
  without_brand.filters.facet_groups.clear();
  without_brand.facets = {Attribute::brand};
  without_brand.hits_per_page = 0;

  auto hits = shared_store().search->search(refined);
  auto brands = shared_store().search->search(without_brand);
  const std::string where = "p.price <= 40000";
  auto expected = test::brand_counts(db, where);
  EXPECT_EQ(test::as_map(brands, Attribute::brand), expected);
  EXPECT_EQ(hits.nb_hits, expected["Nestle"] + expected["Olpers"]);
  // Price range and brands together on every hit.
  for (const auto& row : rows_of(hits)) {
    EXPECT_TRUE(row.brand == "Nestle" || row.brand == "Olpers") << row.title;
    EXPECT_LE(row.price, 40000) << row.title;
  }
  // Within the refined request, the brand facet only holds the chosen brands.
  auto refined_brands = test::as_map(hits, Attribute::brand);
  EXPECT_EQ(refined_brands.size(), 2u);
}

TEST(ProductSearch, HierarchicalAndNegatedFilters) {
  auto& db = *shared_store().db;
  SearchRequest r;
  r.filters.facet_groups = {{parse_facet_filter("categories.lvl1:Dairy & Eggs > Milk")}};
  r.hits_per_page = 0;
  r.facets = {Attribute::level0, Attribute::level1};
  auto milk = shared_store().search->search(r);
  EXPECT_EQ(milk.nb_hits, test::count_visible(db, "c.slug = 'milk'"));
  EXPECT_EQ(test::as_map(milk, Attribute::level1).size(), 1u);
  r.filters.facet_groups = {{parse_facet_filter("categories.lvl0:Dairy & Eggs")},
                            {parse_facet_filter("brand:-Nestle")}};
  EXPECT_EQ(shared_store().search->search(r).nb_hits,
            test::count_visible(db, "top.slug = 'dairy-eggs' AND p.brand <> 'Nestle'"));
  // A value no product has matches nothing (and is not an error).
  r.filters.facet_groups = {{parse_facet_filter("brand:No Such Brand")}};
  EXPECT_EQ(shared_store().search->search(r).nb_hits, 0);
  r.filters.facet_groups = {{parse_facet_filter("free_shipping:true")}};
  r.filters.numeric_groups = {{parse_numeric_filter("rating>=4")}};
  EXPECT_EQ(shared_store().search->search(r).nb_hits, test::count_visible(db, "p.free_shipping = 1 AND p.rating >= 4"));
}

TEST(ProductSearch, SortsByPriceBothWays) {
  for (auto sort : {SortOrder::price_asc, SortOrder::price_desc}) {
    SearchRequest r;
    r.sort = sort;
    r.hits_per_page = 50;
    std::vector<std::int64_t> prices;
    for (int page = 0; page < 3; ++page) {
      r.page = page;
      for (const auto& row : rows_of(shared_store().search->search(r))) prices.push_back(row.price);
    }
    ASSERT_EQ(prices.size(), 150u);
    if (sort == SortOrder::price_asc)
      EXPECT_TRUE(std::is_sorted(prices.begin(), prices.end()));
    else
      EXPECT_TRUE(std::is_sorted(prices.rbegin(), prices.rend()));
  }
  // With a text, a price sort orders the same products.
  SearchRequest text;
  text.query = "milk";
  text.hits_per_page = 1000;
  auto relevance = shared_store().search->search(text);
  text.sort = SortOrder::price_desc;
  auto by_price = shared_store().search->search(text);
  EXPECT_EQ(std::multiset<std::uint32_t>(relevance.hits.begin(), relevance.hits.end()),
            std::multiset<std::uint32_t>(by_price.hits.begin(), by_price.hits.end()));
}

TEST(ProductSearch, PagesSplitTheWholeListWithoutGapsOrRepeats) {
  SearchRequest all;
  all.query = "nestle";
  all.hits_per_page = 1000;
  auto whole = shared_store().search->search(all);
  ASSERT_GT(whole.nb_hits, 14);
  SearchRequest r = all;
  r.hits_per_page = 7;
  std::vector<std::uint32_t> paged;
  int pages = 0;
  for (r.page = 0;; ++r.page) {
    auto result = shared_store().search->search(r);
    pages = result.nb_pages;
    EXPECT_EQ(result.nb_hits, whole.nb_hits);
    if (result.hits.empty()) break;
    paged.insert(paged.end(), result.hits.begin(), result.hits.end());
  }
  EXPECT_EQ(paged, whole.hits);
  EXPECT_EQ(pages, (whole.nb_hits + 6) / 7);
  EXPECT_EQ(r.page, pages);  // the page after the last is empty
}

TEST(ProductSearch, PagingStopsAtThePaginationLimit) {
  SearchOptions options;
  options.pagination_limit = 30;
  ProductSearch limited(*shared_store().rows, options);
  SearchRequest r;
  r.hits_per_page = 20;
  r.page = 1;
  auto result = limited.search(r);
  EXPECT_EQ(result.nb_hits, test::count_visible(*shared_store().db));
  EXPECT_EQ(result.nb_pages, 2);
  EXPECT_EQ(result.hits.size(), 10u);
}

TEST(ProductSearch, MatchIdsIsTheKeywordMatchForOtherFeatures) {
  auto ids = shared_store().search->match_ids("basmti chawal");
  ASSERT_FALSE(ids.empty());
  auto first = shared_store().db->read([&](store::sqlite::Connection& c) {
    auto st = c.prepare("SELECT title FROM products WHERE id = ?1");
    st.bind(1, ids.front());
    st.step();
    return st.get_text(0);
  });
  EXPECT_NE(first.find("Basmati"), std::string::npos);
  EXPECT_EQ(shared_store().search->match_ids("basmati", 1).size(), 1u);
  EXPECT_TRUE(shared_store().search->match_ids("").empty());
  EXPECT_EQ(shared_store().search->match_seqs("rice").size(), shared_store().search->match_ids("rice").size());
}

TEST(ProductSearch, SeesWritesOnTheNextSearchWithoutRebuildingForStock) {
  test::SeededStore store;
  auto before = store.search->snapshot();
  SearchRequest r;
  r.query = "zafrani";
  EXPECT_EQ(store.search->search(r).nb_hits, 0);
  store.db->write([](store::sqlite::Connection& c) {
    c.exec("UPDATE products SET title = 'Zafrani Guava 1 kg' WHERE slug = 'guava-1-kg'");
  });
  EXPECT_EQ(store.search->search(r).nb_hits, 1);
  auto after_title = store.search->snapshot();
  EXPECT_NE(after_title, before);
  // Stock moves with every order: no rebuild for it.
  store.db->write([](store::sqlite::Connection& c) { c.exec("UPDATE products SET available_qty = 3"); });
  EXPECT_EQ(store.search->snapshot(), after_title);
  // Unpublishing removes the product from search at once.
  store.db->write(
      [](store::sqlite::Connection& c) { c.exec("UPDATE products SET status = 'draft' WHERE slug = 'guava-1-kg'"); });
  EXPECT_EQ(store.search->search(r).nb_hits, 0);
}

}  // namespace
}  // namespace karyana::search
