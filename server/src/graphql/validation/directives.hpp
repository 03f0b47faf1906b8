// The directives a document may use: the schema's, @oneOf (a specified directive in
// graphql-js 16.9+, added here when the schema lacks it), and, as graphql-js does, any
// `directive @x` definitions in the document itself.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graphql/ast.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql::validation {

struct DirectiveInfo {
  std::vector<std::string> locations;
  bool repeatable = false;
  std::vector<std::string> argument_names;
  // Required arguments (non-null without default) and their printed types, in order.
  std::vector<std::pair<std::string, std::string>> required_arguments;
};

class DirectiveTable {
 public:
  DirectiveTable(const Schema& schema, const Document& document);

  // What graphql-js's schema.getDirective answers (document definitions excluded).
  const DirectiveDef* schema_directive(std::string_view name) const;
  // Schema directives overridden by document definitions; nullptr when unknown.
  const DirectiveInfo* find(std::string_view name) const;

 private:
  const Schema& schema_;
  DirectiveDef one_of_;
  std::unordered_map<std::string, DirectiveInfo> infos_;
};

}  // namespace karyana::graphql::validation
