// Running a parsed batch and writing the results in Algolia's response shape.
#include "search/instantsearch.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include <boost/json.hpp>

#include "search/highlight.hpp"
#include "search/hit_rows.hpp"
#include "search/instantsearch_request.hpp"
#include "search/product_search.hpp"

namespace karyana::search {

namespace json = boost::json;

namespace {

using Clock = std::chrono::steady_clock;

// Whole rupees as JSON integers (290, not 2.9E2); other amounts as decimals.
json::value money(std::int64_t paisa) {
  if (paisa % 100 == 0) return json::value(paisa / 100);
  return json::value(static_cast<double>(paisa) / 100.0);
}

json::value number(double v) {
  if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9e15) return json::value(static_cast<std::int64_t>(v));
  return json::value(v);
}

json::object highlight_json(const Highlight& h) {
  json::array words;
  for (const auto& w : h.matched_words) words.emplace_back(w);
  json::object o{{"value", h.value}, {"matchLevel", h.match_level}, {"matchedWords", std::move(words)}};
  if (h.match_level != "none") o["fullyHighlighted"] = h.fully_highlighted;
  return o;
}

json::object hit_json(const HitRow& row, const Doc& doc, const Snapshot& snapshot, const QueryRequest& q,
                      const TextMatch* text) {
  json::object categories;
  for (int level = 0; level < kCategoryLevels; ++level)
    if (doc.levels[level] != kNone)
      categories["lvl" + std::to_string(level)] = snapshot.levels[level].values[doc.levels[level]];
  json::array attributes;
  for (const auto& a : row.attributes)
    attributes.push_back(json::object{{"_id", a.id},
                                      {"title", a.title},
                                      {"slug", a.slug},
                                      {"code", a.code},
                                      {"show_in_store", a.show_in_store},
                                      {"value", a.value},
                                      {"displayAs", a.display_as}});
  const QueryPlan* plan = text ? &text->plan : nullptr;
  json::object hit{
      {"objectID", row.id},
      {"_id", row.id},
      {"title", row.title},
      {"slug", row.slug},
      {"brand", row.brand},
      {"price", money(row.price)},
      {"price_was", money(row.price_was)},
      {"picture", row.picture},
      {"picture_thumb", row.picture_thumb},
      {"available_qty", row.available_qty},
      {"limit_max_qty_in_cart", row.limit_max_qty_in_cart},
      {"rating", number(row.rating)},
      {"free_shipping", row.free_shipping},
      {"cat_id", row.cat_id},
      {"categories", std::move(categories)},
      {"attributes_v2", std::move(attributes)},
  };
  if (q.attributes_to_retrieve && std::find(q.attributes_to_retrieve->begin(), q.attributes_to_retrieve->end(), "*") ==
                                      q.attributes_to_retrieve->end()) {
    json::object kept{{"objectID", row.id}};
    for (const auto& name : *q.attributes_to_retrieve)
      if (auto* v = hit.if_contains(name)) kept[name] = *v;
    hit = std::move(kept);
  }
  hit["_highlightResult"] = json::object{
      {"title", highlight_json(highlight(row.title, plan, snapshot.vocabulary, q.pre_tag, q.post_tag))},
      {"brand", highlight_json(highlight(row.brand, plan, snapshot.vocabulary, q.pre_tag, q.post_tag))},
  };
  return hit;
}

json::object facets_json(const SearchResult& r) {
  json::object facets;
  for (const auto& f : r.facets) {
    json::object values;
    for (const auto& v : f.values) values[v.value] = v.count;
    facets[attribute_name(f.attribute)] = std::move(values);
  }
  return facets;
}

json::object search_result_json(const QueryRequest& q, const SearchResult& r,
                                const std::unordered_map<std::int64_t, HitRow>& rows, long long ms) {
  json::array hits;
  for (std::uint32_t index : r.hits) {
    const Doc& doc = r.snapshot->docs[index];
    auto row = rows.find(r.snapshot->seqs[index]);
    if (row == rows.end()) continue;  // unpublished since the snapshot was taken
    hits.push_back(hit_json(row->second, doc, *r.snapshot, q, r.text.get()));
  }
  json::object out{
      {"hits", std::move(hits)},        {"nbHits", r.nb_hits},      {"page", r.page}, {"nbPages", r.nb_pages},
      {"hitsPerPage", r.hits_per_page}, {"facets", facets_json(r)},
  };
  if (!r.stats.empty()) {
    json::object stats;
    for (const auto& s : r.stats)
      stats[attribute_name(s.attribute)] = json::object{
          {"min", number(s.min)}, {"max", number(s.max)}, {"avg", number(s.avg())}, {"sum", number(s.sum)}};
    out["facets_stats"] = std::move(stats);
  }
  out["exhaustiveFacetsCount"] = true;
  out["exhaustiveNbHits"] = true;
  out["exhaustive"] = json::object{{"facetsCount", true}, {"nbHits", true}, {"typo", true}};
  out["query"] = q.search.query;
  out["params"] = q.params;
  out["index"] = q.index;
  out["processingTimeMS"] = ms;
  return out;
}

json::object facet_search_json(const QueryRequest& q, const SearchResult& r, long long ms) {
  json::array facet_hits;
  for (const auto& f : r.facets) {
    if (f.attribute != q.facet) continue;
    for (const auto& v : f.values) {
      if (facet_hits.size() >= static_cast<std::size_t>(q.max_facet_hits)) break;
      std::string highlighted;
      if (!highlight_prefixes(v.value, q.facet_query, q.pre_tag, q.post_tag, highlighted)) continue;
      facet_hits.push_back(json::object{{"value", v.value}, {"highlighted", highlighted}, {"count", v.count}});
    }
  }
  return json::object{{"facetHits", std::move(facet_hits)},
                      {"exhaustiveFacetsCount", true},
                      {"exhaustive", json::object{{"facetsCount", true}}},
                      {"processingTimeMS", ms}};
}

std::string error_body(int status, const std::string& message) {
  return json::serialize(
      json::object{{"message", message}, {"status", status}, {"error", json::object{{"message", message}}}});
}

long long elapsed_ms(Clock::time_point since) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - since).count();
}

}  // namespace

SearchAnswer answer_queries(ProductSearch& search, std::string_view body) {
  std::vector<QueryRequest> requests;
  try {
    requests = parse_queries(body);
  } catch (const SearchError& e) {
    return {e.status(), error_body(e.status(), e.what())};
  }

  const auto started = Clock::now();
  auto snapshot = search.snapshot();
  std::vector<SearchResult> results;
  std::vector<long long> times;
  results.reserve(requests.size());
  for (const auto& q : requests) {
    const auto t0 = Clock::now();
    if (q.facet_search) {
      SearchRequest r = q.search;
      r.facets = {q.facet};
      r.hits_per_page = 0;
      r.page = 0;
      r.max_values_per_facet = 1 << 30;  // every value, before the facet query narrows them
      results.push_back(search.search(snapshot, r));
    } else {
      results.push_back(search.search(snapshot, q.search));
    }
    times.push_back(elapsed_ms(t0));
  }

  // The page's products for every request at once.
  std::vector<std::int64_t> seqs;
  for (const auto& r : results)
    for (std::uint32_t index : r.hits) seqs.push_back(snapshot->seqs[index]);
  std::unordered_map<std::int64_t, HitRow> rows;
  if (!seqs.empty()) rows = search.rows().hit_rows(seqs);

  json::array out;
  for (std::size_t i = 0; i < requests.size(); ++i) {
    const long long ms = results[i].hits.empty() ? times[i] : std::max(times[i], elapsed_ms(started));
    out.push_back(requests[i].facet_search ? facet_search_json(requests[i], results[i], ms)
                                           : search_result_json(requests[i], results[i], rows, ms));
  }
  return {200, json::serialize(json::object{{"results", std::move(out)}}), snapshot->version};
}

}  // namespace karyana::search
