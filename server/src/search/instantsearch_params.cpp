// Reading the multi-query body: requests, index names, and the search parameters in any of
// the three forms clients send (object, URL-encoded string, flat in the request).
#include <cmath>

#include <boost/json.hpp>

#include "search/instantsearch.hpp"
#include "search/instantsearch_request.hpp"

namespace karyana::search {

namespace json = boost::json;

namespace {

constexpr std::size_t kMaxQueryBytes = 512;

[[noreturn]] void bad(const std::string& message) { throw SearchError(400, message); }

std::string trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return std::string(s);
}

int hex(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

std::string percent_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%' && i + 2 < s.size() && hex(s[i + 1]) >= 0 && hex(s[i + 2]) >= 0) {
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

std::string percent_encode(std::string_view s) {
  static const char* digits = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
        c == '.' || c == '!' || c == '~' || c == '*' || c == '\'' || c == '(' || c == ')') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += digits[c >> 4];
      out += digits[c & 15];
    }
  }
  return out;
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t n = c < 0x80                        ? 1
                    : (c >> 5) == 0x6 && c >= 0xC2  ? 2
                    : (c >> 4) == 0xE               ? 3
                    : (c >> 3) == 0x1E && c <= 0xF4 ? 4
                                                    : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += n;
  }
  return true;
}

// "query=milk&facets=%5B%22brand%22%5D" → {"query": "milk", "facets": ["brand"]}
json::object decode_params(std::string_view text) {
  json::object params;
  while (!text.empty()) {
    auto amp = text.find('&');
    std::string_view pair = text.substr(0, amp);
    text = amp == std::string_view::npos ? std::string_view() : text.substr(amp + 1);
    if (pair.empty()) continue;
    auto eq = pair.find('=');
    std::string key = percent_decode(pair.substr(0, eq));
    std::string value = eq == std::string_view::npos ? std::string() : percent_decode(pair.substr(eq + 1));
    // JSON bodies are checked by the parser; percent-escapes can still smuggle bad bytes.
    if (!valid_utf8(key) || !valid_utf8(value)) bad("params is not valid UTF-8 once decoded");
    if (!value.empty() && (value.front() == '[' || value.front() == '{')) {
      json::error_code ec;
      json::value parsed = json::parse(value, ec);
      if (!ec) {
        params[key] = std::move(parsed);
        continue;
      }
    }
    params[key] = value;
  }
  return params;
}

std::string encode_params(const json::object& params) {
  std::string out;
  for (const auto& [key, value] : params) {
    if (!out.empty()) out += '&';
    out += percent_encode(key);
    out += '=';
    out += percent_encode(value.is_string() ? std::string(value.get_string()) : json::serialize(value));
  }
  return out;
}

int read_int(const json::value& v, std::string_view name, int min, int max) {
  std::int64_t n = 0;
  bool ok = true;
  if (v.is_int64()) {
    n = v.get_int64();
  } else if (v.is_uint64()) {
    n = v.get_uint64() > static_cast<std::uint64_t>(max) ? static_cast<std::int64_t>(max) + 1
                                                         : static_cast<std::int64_t>(v.get_uint64());
  } else if (v.is_double() && v.get_double() >= min && v.get_double() <= max &&
             v.get_double() == std::trunc(v.get_double())) {
    // Checked before the cast: a double outside int64's range (1e300) is undefined behaviour.
    n = static_cast<std::int64_t>(v.get_double());
  } else if (v.is_string()) {
    const std::string s = trim(v.get_string());
    std::size_t used = 0;
    try {
      n = std::stoll(s, &used);
    } catch (...) {
      ok = false;
    }
    ok = ok && !s.empty() && used == s.size();
  } else {
    ok = false;
  }
  if (!ok || n < min || n > max)
    bad(std::string(name) + " must be an integer from " + std::to_string(min) + " to " + std::to_string(max));
  return static_cast<int>(n);
}

std::string read_string(const json::value& v, std::string_view name) {
  if (v.is_null()) return {};
  if (!v.is_string()) bad(std::string(name) + " must be a string");
  return std::string(v.get_string());
}

// ["a", "b"], "a,b" or "[\"a\"]".
std::vector<std::string> read_list(const json::value& v, std::string_view name) {
  std::vector<std::string> out;
  if (v.is_null()) return out;
  if (v.is_string()) {
    std::string_view s = v.get_string();
    if (!s.empty() && s.front() == '[') {
      json::error_code ec;
      json::value parsed = json::parse(s, ec);
      if (ec) bad(std::string(name) + " is not valid JSON");
      return read_list(parsed, name);
    }
    while (!s.empty()) {
      auto comma = s.find(',');
      if (auto item = trim(s.substr(0, comma)); !item.empty()) out.push_back(item);
      s = comma == std::string_view::npos ? std::string_view() : s.substr(comma + 1);
    }
    return out;
  }
  if (!v.is_array()) bad(std::string(name) + " must be a list of strings");
  for (const auto& item : v.get_array()) {
    if (!item.is_string()) bad(std::string(name) + " must be a list of strings");
    out.emplace_back(item.get_string());
  }
  return out;
}

// [["a", "b"], "c"] (OR inside a group, AND between groups), the JSON of that as a string, or
// the legacy string form "(a,b),c".
std::vector<std::vector<std::string>> read_groups(const json::value& v, std::string_view name) {
  std::vector<std::vector<std::string>> groups;
  if (v.is_null()) return groups;
  const std::string shape = std::string(name) +
                            " must be a list whose items are strings or lists of strings, e.g. [[\"brand:A\", "
                            "\"brand:B\"], \"free_shipping:true\"]";
  if (v.is_string()) {
    std::string_view s = v.get_string();
    if (!s.empty() && s.front() == '[') {
      json::error_code ec;
      json::value parsed = json::parse(s, ec);
      if (ec) bad(std::string(name) + " is not valid JSON");
      return read_groups(parsed, name);
    }
    std::vector<std::string>* open = nullptr;
    std::string item;
    auto flush = [&] {
      if (auto t = trim(item); !t.empty()) {
        if (open)
          open->push_back(t);
        else
          groups.push_back({t});
      }
      item.clear();
    };
    for (char c : s) {
      if (c == '(' && !open && trim(item).empty()) {
        groups.emplace_back();
        open = &groups.back();
      } else if (c == ')' && open) {
        flush();
        open = nullptr;
      } else if (c == ',') {
        flush();
      } else {
        item += c;
      }
    }
    flush();
    std::erase_if(groups, [](const auto& g) { return g.empty(); });
    return groups;
  }
  if (!v.is_array()) bad(shape);
  for (const auto& item : v.get_array()) {
    if (item.is_string()) {
      groups.push_back({std::string(item.get_string())});
    } else if (item.is_array()) {
      std::vector<std::string> group;
      for (const auto& inner : item.get_array()) {
        if (!inner.is_string()) bad(shape);
        group.emplace_back(inner.get_string());
      }
      if (!group.empty()) groups.push_back(std::move(group));
    } else {
      bad(shape);
    }
  }
  return groups;
}

std::vector<Attribute> read_facets(const json::value& v) {
  std::vector<Attribute> out;
  for (const auto& name : read_list(v, "facets")) {
    if (name == "*") return all_attributes();
    auto a = attribute_by_name(name);
    if (!a) {
      std::string known;
      for (Attribute k : all_attributes()) known += (known.empty() ? "" : ", ") + std::string(attribute_name(k));
      bad("Unknown facet '" + name + "'; facets: " + known);
    }
    out.push_back(*a);
  }
  return out;
}

bool non_empty(const json::value& v) {
  if (v.is_string()) return !trim(v.get_string()).empty();
  if (v.is_array()) return !v.get_array().empty();
  return !v.is_null();
}

SortOrder index_sort(std::string_view index) {
  if (index == kIndexRelevance) return SortOrder::relevance;
  if (index == kIndexPriceAsc) return SortOrder::price_asc;
  if (index == kIndexPriceDesc) return SortOrder::price_desc;
  throw SearchError(404, "Index '" + std::string(index) + "' does not exist; indices: " + kIndexRelevance + ", " +
                             kIndexPriceAsc + ", " + kIndexPriceDesc);
}

void apply_params(const json::object& params, QueryRequest& q) {
  for (const auto& [key, value] : params) {
    if (key == "query") {
      q.search.query = read_string(value, "query");
      if (q.search.query.size() > kMaxQueryBytes)
        bad("query is longer than " + std::to_string(kMaxQueryBytes) + " characters");
    } else if (key == "page") {
      q.search.page = read_int(value, "page", 0, 1000000);
    } else if (key == "hitsPerPage") {
      q.search.hits_per_page = read_int(value, "hitsPerPage", 0, kMaxHitsPerPage);
    } else if (key == "facets") {
      q.search.facets = read_facets(value);
    } else if (key == "facetFilters") {
      for (const auto& group : read_groups(value, "facetFilters")) {
        std::vector<FacetCondition> conditions;
        for (const auto& text : group) conditions.push_back(parse_facet_filter(text));
        q.search.filters.facet_groups.push_back(std::move(conditions));
      }
    } else if (key == "numericFilters") {
      for (const auto& group : read_groups(value, "numericFilters")) {
        std::vector<NumericCondition> conditions;
        for (const auto& text : group) conditions.push_back(parse_numeric_filter(text));
        q.search.filters.numeric_groups.push_back(std::move(conditions));
      }
    } else if (key == "maxValuesPerFacet") {
      q.search.max_values_per_facet = read_int(value, "maxValuesPerFacet", 1, 1000);
    } else if (key == "highlightPreTag") {
      q.pre_tag = read_string(value, "highlightPreTag");
    } else if (key == "highlightPostTag") {
      q.post_tag = read_string(value, "highlightPostTag");
    } else if (key == "attributesToRetrieve") {
      q.attributes_to_retrieve = read_list(value, "attributesToRetrieve");
    } else if (key == "filters") {
      if (non_empty(value)) bad("The filters parameter is not supported; use facetFilters and numericFilters");
    } else if (key == "tagFilters") {
      if (non_empty(value)) bad("tagFilters are not supported; use facetFilters");
    } else if (key == "facetQuery") {
      q.facet_query = read_string(value, "facetQuery");
    } else if (key == "maxFacetHits") {
      q.max_facet_hits = read_int(value, "maxFacetHits", 1, 100);
    } else if (key == "facetName") {
      if (auto a = attribute_by_name(read_string(value, "facetName")))
        q.facet = *a;
      else
        bad("Unknown facetName '" + read_string(value, "facetName") + "'");
    }
    // Anything else (analytics, clickAnalytics, userToken, …) changes nothing here.
  }
}

QueryRequest read_request(const json::value& v, std::size_t i) {
  const std::string where = "requests[" + std::to_string(i) + "]";
  if (!v.is_object()) bad(where + " must be an object with indexName and params");
  const json::object& r = v.get_object();
  const json::value* index = r.if_contains("indexName");
  if (!index || !index->is_string() || index->get_string().empty()) bad(where + ".indexName is required");
  QueryRequest q;
  q.index = std::string(index->get_string());
  q.search.sort = index_sort(q.index);
  q.search.hits_per_page = kDefaultHitsPerPage;

  json::object params;
  std::string params_text;
  bool from_string = false;
  if (const json::value* p = r.if_contains("params"); p && !p->is_null()) {
    if (p->is_object()) {
      params = p->get_object();
    } else if (p->is_string()) {
      params_text = std::string(p->get_string());
      params = decode_params(params_text);
      from_string = true;
    } else {
      bad(where + ".params must be an object or a URL-encoded string");
    }
  }
  // algoliasearch v5 sends the parameters beside indexName.
  for (const auto& [key, value] : r)
    if (key != "indexName" && key != "params" && key != "type" && key != "facet" && !params.contains(key))
      params[key] = value;

  if (const json::value* type = r.if_contains("type"); type && !type->is_null()) {
    const std::string t = read_string(*type, where + ".type");
    if (t == "facet")
      q.facet_search = true;
    else if (t != "default")
      bad(where + ".type must be 'default' or 'facet'");
  }
  if (const json::value* facet = r.if_contains("facet"); facet && !facet->is_null()) params["facetName"] = *facet;
  if (q.facet_search && !params.contains("facetName")) bad(where + ": a facet search needs facet");

  apply_params(params, q);
  q.params = from_string ? params_text : encode_params(params);
  return q;
}

}  // namespace

std::vector<QueryRequest> parse_queries(std::string_view body) {
  json::error_code ec;
  json::value parsed = json::parse(body, ec);
  if (ec) bad("Malformed JSON in the request body: " + ec.message());
  const json::object* top = parsed.if_object();
  const json::value* requests = top ? top->if_contains("requests") : nullptr;
  if (!requests || !requests->is_array())
    bad("The body must be a JSON object {\"requests\": [{\"indexName\": ..., \"params\": {...}}]}");
  const json::array& list = requests->get_array();
  if (list.empty()) bad("requests must hold at least one request");
  if (list.size() > static_cast<std::size_t>(kMaxRequestsPerBatch))
    bad("At most " + std::to_string(kMaxRequestsPerBatch) + " requests per call");
  std::vector<QueryRequest> out;
  out.reserve(list.size());
  for (std::size_t i = 0; i < list.size(); ++i) out.push_back(read_request(list[i], i));
  return out;
}

}  // namespace karyana::search
