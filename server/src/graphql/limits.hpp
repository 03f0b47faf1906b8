// Document limits (size, depth, aliases, fields, directives) checked before validation, so
// a hostile document costs little. Internal to the engine: include only from graphql/*.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "graphql/ast.hpp"
#include "graphql/engine.hpp"

namespace karyana::graphql::execution {

// "Document is too large (N bytes; the limit is M)." when the text is over the limit.
std::optional<Error> check_document_size(std::string_view text, const Limits& limits);

// Depth, alias, field and directive counts of each operation with fragments expanded.
// Returns one error per exceeded limit (empty when the document is within its limits).
std::vector<Error> check_limits(const Document& document, const Limits& limits);

// Costly root fields (`costly` holds "Type.field") each operation selects, counted by response
// key with fragments expanded (one key runs once however often it is spread); @skip and
// @include are not evaluated, so a skipped costly field still counts. One error naming them
// when an operation selects more than limits.max_costly_fields. Run after validation.
std::optional<Error> check_costly_fields(const Document& document, const Schema& schema,
                                         const std::unordered_set<std::string>& costly, const Limits& limits);

// True when `op` selects at least one costly root field (the same walk as above).
bool selects_costly_field(const Document& document, const Schema& schema, const OperationDefinition& op,
                          const std::unordered_set<std::string>& costly);

}  // namespace karyana::graphql::execution
