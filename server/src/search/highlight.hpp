// Highlighting in Algolia's _highlightResult shape: the words of a field that match the query
// wrapped in the request's tags (highlightPreTag / highlightPostTag, instantsearch sends its own).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "search/query_plan.hpp"
#include "search/vocabulary.hpp"

namespace karyana::search {

struct Highlight {
  std::string value;
  std::string match_level;  // "none", "partial" (some query words) or "full" (all of them)
  std::vector<std::string> matched_words;
  bool fully_highlighted = false;
};

Highlight highlight(std::string_view text, const QueryPlan* plan, const Vocabulary& vocabulary,
                    std::string_view pre_tag, std::string_view post_tag);

// Marks the parts of a facet value that begin with the words of a facet query ("nes" in
// "Nestle"); false when some word of the query starts no word of the value.
bool highlight_prefixes(std::string_view value, std::string_view query, std::string_view pre_tag,
                        std::string_view post_tag, std::string& out);

}  // namespace karyana::search
