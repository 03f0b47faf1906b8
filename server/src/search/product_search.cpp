#include "search/product_search.hpp"

#include <algorithm>
#include <chrono>
#include <limits>

#include <spdlog/spdlog.h>

#include "search/text.hpp"

namespace karyana::search {

ProductSearch::ProductSearch(store::SearchRows& rows, SearchOptions options) : rows_(rows), options_(options) {}

std::shared_ptr<const Snapshot> ProductSearch::snapshot() {
  auto current = [this] {
    std::lock_guard lock(snapshot_mutex_);
    return snapshot_;
  };
  std::shared_ptr<const Snapshot> now = current();
  const std::int64_t version = rows_.version();
  if (now && now->version >= version) return now;

  std::unique_lock rebuild(rebuild_mutex_, std::try_to_lock);
  if (!rebuild.owns_lock()) {
    if (now) return now;  // another thread is rebuilding; the previous snapshot serves meanwhile
    rebuild.lock();
  }
  now = current();
  if (now && now->version >= version) return now;
  const auto started = std::chrono::steady_clock::now();
  auto fresh = std::make_shared<const Snapshot>(build_snapshot(rows_.catalogue_rows()));
  spdlog::info("search index version {}: {} products loaded in {:.0f} ms", fresh->version, fresh->docs.size(),
               std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count());
  {
    std::lock_guard lock(snapshot_mutex_);
    snapshot_ = fresh;
  }
  return fresh;
}

std::shared_ptr<const TextMatch> ProductSearch::find_cached(std::int64_t version, const std::string& key) {
  std::lock_guard lock(cache_mutex_);
  if (version != cache_version_) return nullptr;
  auto it = cache_index_.find(key);
  if (it == cache_index_.end()) return nullptr;
  cache_lru_.splice(cache_lru_.begin(), cache_lru_, it->second);
  return it->second->second;
}

void ProductSearch::remember(std::int64_t version, const std::string& key, std::shared_ptr<const TextMatch> match) {
  std::lock_guard lock(cache_mutex_);
  if (version != cache_version_) {
    if (version < cache_version_) return;  // a late answer from an older snapshot
    cache_lru_.clear();
    cache_index_.clear();
    cache_version_ = version;
  }
  if (cache_index_.count(key)) return;
  cache_lru_.emplace_front(key, std::move(match));
  cache_index_[key] = cache_lru_.begin();
  while (cache_lru_.size() > options_.cache_entries) {
    cache_index_.erase(cache_lru_.back().first);
    cache_lru_.pop_back();
  }
}

std::shared_ptr<const TextMatch> ProductSearch::text_match(const std::shared_ptr<const Snapshot>& snapshot,
                                                           std::string_view text) {
  const std::string key = normalized(text);
  if (key.empty()) return nullptr;
  if (auto cached = find_cached(snapshot->version, key)) return cached;

  auto match = std::make_shared<TextMatch>();
  match->plan = plan_query(key, snapshot->vocabulary);
  if (!match->plan.fts.empty()) {
    for (std::int64_t seq : rows_.text_matches(match->plan.fts)) {
      // Rows the snapshot does not hold are drafts, in disabled categories or newer than it.
      if (auto it = snapshot->doc_by_seq.find(seq); it != snapshot->doc_by_seq.end()) match->docs.push_back(it->second);
    }
    rank(match->plan, *snapshot, match->docs);
  }
  std::shared_ptr<const TextMatch> shared = std::move(match);
  remember(snapshot->version, key, shared);
  return shared;
}

SearchResult ProductSearch::search(const SearchRequest& request) { return search(snapshot(), request); }

SearchResult ProductSearch::search(const std::shared_ptr<const Snapshot>& snapshot, const SearchRequest& request) {
  SearchResult result;
  result.snapshot = snapshot;
  result.text = text_match(snapshot, request.query);
  const auto& docs = snapshot->docs;
  const CompiledFilters filters(request.filters, *snapshot);
  FacetCounter counter(*snapshot, request.facets);

  const int hits_per_page = std::max(0, request.hits_per_page);
  const int page = std::max(0, request.page);
  const bool by_relevance = request.sort == SortOrder::relevance;
  // In relevance order only the hits up to the requested page are kept; a price sort needs all.
  const std::int64_t keep = by_relevance ? std::min<std::int64_t>(options_.pagination_limit,
                                                                  (static_cast<std::int64_t>(page) + 1) * hits_per_page)
                                         : std::numeric_limits<std::int64_t>::max();

  // One pass: filter, count facets, keep the hits in relevance order.
  std::vector<std::uint32_t> passing;
  std::int64_t nb_hits = 0;
  auto visit = [&](std::uint32_t index) {
    const Doc& d = docs[index];
    if (!filters.empty() && !filters.matches(d)) return;
    if (!counter.empty()) counter.add(d);
    if (nb_hits++ < keep) passing.push_back(index);
  };
  if (result.text) {
    for (std::uint32_t index : result.text->docs) visit(index);
  } else {  // no words: every product
    for (std::uint32_t index = 0; index < docs.size(); ++index) visit(index);
  }

  result.nb_hits = nb_hits;
  result.page = page;
  result.hits_per_page = hits_per_page;
  const std::int64_t reachable = std::min<std::int64_t>(result.nb_hits, options_.pagination_limit);
  result.nb_pages = hits_per_page ? static_cast<int>((reachable + hits_per_page - 1) / hits_per_page) : 0;

  const std::int64_t begin = static_cast<std::int64_t>(page) * hits_per_page;
  const std::int64_t end = std::min<std::int64_t>(reachable, begin + hits_per_page);
  if (begin < end) {
    if (by_relevance) {
      result.hits.assign(passing.begin() + begin, passing.begin() + end);
    } else {
      // By price; equal prices keep their relevance order.
      const bool ascending = request.sort == SortOrder::price_asc;
      std::vector<std::pair<std::int64_t, std::uint32_t>> keyed;
      keyed.reserve(passing.size());
      for (std::uint32_t pos = 0; pos < passing.size(); ++pos) {
        const std::int64_t price = docs[passing[pos]].price;
        keyed.emplace_back(ascending ? price : -price, pos);
      }
      std::partial_sort(keyed.begin(), keyed.begin() + end, keyed.end());
      for (std::int64_t k = begin; k < end; ++k) result.hits.push_back(passing[keyed[k].second]);
    }
  }
  result.facets = counter.counts(static_cast<std::size_t>(std::max(1, request.max_values_per_facet)));
  result.stats = counter.stats();
  return result;
}

std::vector<std::int64_t> ProductSearch::match_seqs(std::string_view keywords, std::size_t limit) {
  auto snap = snapshot();
  auto match = text_match(snap, keywords);
  std::vector<std::int64_t> out;
  if (!match) return out;
  for (std::uint32_t index : match->docs) {
    if (limit && out.size() >= limit) break;
    out.push_back(snap->seqs[index]);
  }
  return out;
}

std::vector<std::string> ProductSearch::match_ids(std::string_view keywords, std::size_t limit) {
  auto snap = snapshot();
  auto match = text_match(snap, keywords);
  std::vector<std::string> out;
  if (!match) return out;
  for (std::uint32_t index : match->docs) {
    if (limit && out.size() >= limit) break;
    out.push_back(snap->ids[index]);
  }
  return out;
}

}  // namespace karyana::search
