// GraphQL parser (October 2021 grammar, executable documents and SDL) built on PEGTL.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "graphql/ast.hpp"

namespace karyana::graphql {

// Thrown for text that does not parse; `what()` reads like graphql-js's
// "Syntax Error: Expected Name, found \"}\"." and `loc` points at the offending token.
struct SyntaxError : std::runtime_error {
  SyntaxError(const std::string& message, Location where) : std::runtime_error(message), loc(where) {}
  Location loc;
};

struct ParseOptions {
  std::size_t max_tokens = 0;  // 0 = unlimited; otherwise SyntaxError "Document contains more than N tokens."
};

// Parses any document (executable and type-system definitions may be mixed; validation
// rejects type-system definitions in requests). Throws SyntaxError.
Document parse(std::string_view source, const ParseOptions& options = {});

}  // namespace karyana::graphql
