// What every rule shares while one document is validated: the schema, the document's
// fragments and their spreads, variable usages, error reporting, and graphql-js's work
// budgets (so hostile documents end with "Validation aborted." instead of running long).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graphql/ast.hpp"
#include "graphql/engine.hpp"
#include "graphql/schema.hpp"
#include "graphql/validation/ast_walk.hpp"
#include "graphql/validation/directives.hpp"
#include "graphql/validation/type_info.hpp"
#include "graphql/validation/types.hpp"

namespace karyana::graphql::validation {

// Thrown to stop validation (error limit reached or work budget spent); the errors
// collected so far, plus the reason, are the result.
struct ValidationAborted {};

// One use of a variable: where it sits and what that position expects.
struct VariableUsage {
  const Value* node = nullptr;
  Type type = nullptr;       // the expected input type, nullptr when unknown
  bool has_default = false;  // the position (argument or input field) has a default
};

class ValidationContext {
 public:
  static constexpr std::size_t kMaxErrors = 100;

  ValidationContext(const Schema& schema, const Document& document, bool suggestions = true);
  ValidationContext(const ValidationContext&) = delete;
  ValidationContext& operator=(const ValidationContext&) = delete;

  const Schema& schema() const { return schema_; }
  const Document& document() const { return document_; }
  TypeTable& types() { return types_; }
  const DirectiveTable& directives() const { return directives_; }
  TypeInfo& type_info() { return type_info_; }
  const std::vector<Node>& definitions() const { return definitions_; }

  bool suggestions() const { return suggestions_; }
  // " Did you mean ...?" for the message, or "" when suggestions are off (or there are none).
  std::string did_you_mean(const std::vector<std::string>& suggestions, std::string_view sub_message = {}) const;

  // Records an error; past kMaxErrors it records graphql-js's limit error and aborts.
  void report(std::string message, std::vector<Location> locations = {});
  // Records `message` as the last error and aborts (graphql-js threw).
  [[noreturn]] void abort_with(std::string message, std::vector<Location> locations = {});
  std::vector<Error> take_errors() { return std::move(errors_); }
  // graphql-js ASTValidationContext.spendFragmentWork: aborts with "Validation aborted."
  void spend_fragment_work(long cost);

  // The (last) fragment definition named `name`, or nullptr.
  const FragmentDefinition* fragment(std::string_view name) const;
  // Fragment spreads anywhere inside `set`, in graphql-js's (stack) order.
  const std::vector<const Selection*>& fragment_spreads(const std::vector<Selection>& set);
  // Fragments reachable from the operations' spreads, in graphql-js's order.
  std::vector<const FragmentDefinition*> recursively_referenced_fragments(
      const std::vector<const OperationDefinition*>& operations);
  // Variables used in the operation or fragment (not in variable definitions).
  const std::vector<VariableUsage>& variable_usages(const Node& definition);
  // The operation's usages followed by those of every fragment it reaches.
  const std::vector<VariableUsage>& recursive_variable_usages(const OperationDefinition& operation);

 private:
  const Schema& schema_;
  const Document& document_;
  TypeTable types_;
  DirectiveTable directives_;
  TypeInfo type_info_;
  std::vector<Node> definitions_;
  std::vector<Error> errors_;
  bool suggestions_ = true;
  long remaining_fragment_work_ = 50000;
  std::unordered_map<std::string, const FragmentDefinition*> fragments_;
  std::unordered_map<const void*, std::vector<const Selection*>> spreads_;
  std::map<std::vector<std::string>, std::vector<const FragmentDefinition*>> referenced_;
  std::unordered_map<const void*, std::vector<VariableUsage>> usages_;
  std::unordered_map<const void*, std::vector<VariableUsage>> recursive_usages_;
};

}  // namespace karyana::graphql::validation
