// Search micro-benchmarks (Google Benchmark) on a large store, and the generator of that store
// for the HTTP benchmark (bench/search.sh).
//
//   search_bench                                   # benchmarks on a temporary 50,000-product store
//   KARYANA_BENCH_PRODUCTS=5000 search_bench       # another size
//   search_bench seed <data-dir> [products] [--no-images]   # a data folder for `karyana serve`
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include <unistd.h>

#include "search/instantsearch.hpp"
#include "search/product_search.hpp"
#include "search_catalogue.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_search_rows.hpp"

namespace {

using namespace karyana;

struct Store {
  std::filesystem::path dir;
  std::unique_ptr<store::sqlite::Database> db;
  std::unique_ptr<store::sqlite::SqliteSearchRows> rows;
  std::unique_ptr<search::ProductSearch> search;

  Store() {
    const char* env = std::getenv("KARYANA_BENCH_PRODUCTS");
    const int products = env ? std::atoi(env) : 50000;
    dir = std::filesystem::temp_directory_path() / ("karyana-search-bench-" + std::to_string(::getpid()));
    bench::make_data_dir(dir.string(), products, /*images=*/false);
    db = std::make_unique<store::sqlite::Database>((dir / "karyana.sqlite3").string());
    rows = std::make_unique<store::sqlite::SqliteSearchRows>(*db);
    search = std::make_unique<search::ProductSearch>(*rows);
    search->snapshot();
  }
  ~Store() {
    search.reset();
    db.reset();
    std::filesystem::remove_all(dir);
  }
};

Store& store_once() {
  static Store s;
  return s;
}

const char* kFacets = R"(["brand","categories.lvl0","free_shipping","price","rating"])";

std::string batch(const std::string& requests) { return R"({"requests":[)" + requests + "]}"; }
std::string req(const std::string& index, const std::string& params) {
  return R"({"indexName":")" + index + R"(","params":)" + params + "}";
}

void run_body(benchmark::State& state, const std::string& body) {
  auto& s = store_once();
  std::size_t bytes = 0;
  for (auto _ : state) {
    auto answer = search::answer_queries(*s.search, body);
    if (answer.status != 200) state.SkipWithError(answer.body.c_str());
    bytes += answer.body.size();
    benchmark::DoNotOptimize(answer);
  }
  state.counters["bytes"] = benchmark::Counter(static_cast<double>(bytes), benchmark::Counter::kAvgIterations);
}

void BM_EmptyQueryAllFacets(benchmark::State& state) {
  run_body(state,
           batch(req("instant_search", std::string(R"({"query":"","hitsPerPage":20,"facets":)") + kFacets + "}")));
}
void BM_PrefixQuery(benchmark::State& state) {
  run_body(state,
           batch(req("instant_search", std::string(R"({"query":"mil","hitsPerPage":20,"facets":)") + kFacets + "}")));
}
void BM_TypoAndRomanUrdu(benchmark::State& state) {
  run_body(state, batch(req("instant_search",
                            std::string(R"({"query":"basmti chawal","hitsPerPage":20,"facets":)") + kFacets + "}")));
}
void BM_BrandRefinedDisjunctive(benchmark::State& state) {
  run_body(state, batch(req("instant_search", std::string(R"({"query":"milk","hitsPerPage":20,"facets":)") + kFacets +
                                                  R"(,"facetFilters":[["brand:Nestle","brand:Olpers"]]})") +
                        "," + req("instant_search", R"({"query":"milk","hitsPerPage":0,"facets":["brand"]})")));
}
void BM_PriceRangeSortedPage2(benchmark::State& state) {
  run_body(state,
           batch(req("instant_search_price_asc",
                     std::string(R"({"query":"","hitsPerPage":20,"page":1,"facets":)") + kFacets +
                         R"(,"facetFilters":[["free_shipping:true"]],"numericFilters":["price>=100","price<=1000"]})") +
                 "," +
                 req("instant_search_price_asc",
                     R"({"query":"","hitsPerPage":0,"facets":["price"],"facetFilters":[["free_shipping:true"]]})")));
}
// Without JSON: the in-memory pass alone (filters, facet counts, sort).
void BM_CoreEmptyQueryAllFacets(benchmark::State& state) {
  auto& s = store_once();
  auto snap = s.search->snapshot();
  search::SearchRequest r;
  r.facets = search::all_attributes();
  for (auto _ : state) benchmark::DoNotOptimize(s.search->search(snap, r));
}
// A text not seen before: FTS5 query, typo correction and ranking, uncached.
void BM_CoreUncachedText(benchmark::State& state) {
  auto& s = store_once();
  const char* words[] = {"chakki atta", "nestle milk", "basmati", "shan masala", "lays", "dettol soap", "surf excel"};
  std::size_t i = 0;
  search::SearchOptions options;
  options.cache_entries = 0;
  search::ProductSearch uncached(*s.rows, options);
  auto snap = uncached.snapshot();
  search::SearchRequest r;
  r.facets = search::all_attributes();
  for (auto _ : state) {
    r.query = words[i++ % std::size(words)];
    benchmark::DoNotOptimize(uncached.search(snap, r));
  }
}
void BM_SnapshotRebuild(benchmark::State& state) {
  auto& s = store_once();
  for (auto _ : state) {
    search::ProductSearch fresh(*s.rows);
    benchmark::DoNotOptimize(fresh.snapshot());
  }
}

BENCHMARK(BM_EmptyQueryAllFacets)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PrefixQuery)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_TypoAndRomanUrdu)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_BrandRefinedDisjunctive)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_PriceRangeSortedPage2)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CoreEmptyQueryAllFacets)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_CoreUncachedText)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SnapshotRebuild)->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 3 && std::string(argv[1]) == "seed") {
    const int products = argc >= 4 && argv[3][0] != '-' ? std::atoi(argv[3]) : 50000;
    const bool images = std::string(argv[argc - 1]) != "--no-images";
    try {
      karyana::bench::make_data_dir(argv[2], products, images);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "search_bench seed failed: %s\n", e.what());
      return 1;
    }
    return 0;
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
