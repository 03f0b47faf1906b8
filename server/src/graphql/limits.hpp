// Document limits (size, depth, aliases, fields, directives) checked before validation, so
// a hostile document costs little. Internal to the engine: include only from graphql/*.cpp.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "graphql/ast.hpp"
#include "graphql/engine.hpp"

namespace karyana::graphql::execution {

// "Document is too large (N bytes; the limit is M)." when the text is over the limit.
std::optional<Error> check_document_size(std::string_view text, const Limits& limits);

// Depth, alias, field and directive counts of each operation with fragments expanded.
// Returns one error per exceeded limit (empty when the document is within its limits).
std::vector<Error> check_limits(const Document& document, const Limits& limits);

}  // namespace karyana::graphql::execution
