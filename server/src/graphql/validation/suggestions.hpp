// "Did you mean ...?" hints exactly as graphql-js builds them (jsutils/suggestionList,
// didYouMean, naturalCompare), so our messages match theirs word for word.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace karyana::graphql::validation {

// Options within graphql-js's lexical distance threshold of `input`, closest first.
std::vector<std::string> suggestion_list(std::string_view input, const std::vector<std::string>& options);

// " Did you mean \"a\", \"b\", or \"c\"?" (empty without suggestions); `sub_message` goes
// after "Did you mean", e.g. "the enum value".
std::string did_you_mean(const std::vector<std::string>& suggestions, std::string_view sub_message = {});

// graphql-js naturalCompare: digit runs compare as numbers.
int natural_compare(std::string_view a, std::string_view b);

}  // namespace karyana::graphql::validation
