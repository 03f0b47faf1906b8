// validate(): runs every rule over the document in one walk (graphql-js visitInParallel).
#include "graphql/validation.hpp"

#include <optional>

#include "graphql/validation/context.hpp"
#include "graphql/validation/rule.hpp"

namespace karyana::graphql {

namespace validation {

std::vector<std::unique_ptr<Rule>> specified_rules(ValidationContext& context) {
  static constexpr RuleFactory kFactories[] = {
      executable_definitions,
      unique_operation_names,
      lone_anonymous_operation,
      single_field_subscriptions,
      known_type_names,
      fragments_on_composite_types,
      variables_are_input_types,
      scalar_leafs,
      fields_on_correct_type,
      unique_fragment_names,
      known_fragment_names,
      no_unused_fragments,
      possible_fragment_spreads,
      no_fragment_cycles,
      unique_variable_names,
      no_undefined_variables,
      no_unused_variables,
      known_directives,
      unique_directives_per_location,
      known_argument_names,
      unique_argument_names,
      values_of_correct_type,
      provided_required_arguments,
      variables_in_allowed_position,
      overlapping_fields_can_be_merged,
      unique_input_field_names,
      max_introspection_depth,
  };
  std::vector<std::unique_ptr<Rule>> rules;
  for (RuleFactory make : kFactories) rules.push_back(make(context));
  return rules;
}

namespace {

// Runs the rules side by side; a rule that skipped a node resumes after leaving it.
class ParallelVisitor : public Visitor {
 public:
  explicit ParallelVisitor(std::vector<std::unique_ptr<Rule>> rules)
      : rules_(std::move(rules)), skipping_(rules_.size()) {}

  bool enter(const Node& node, const Node* parent) override {
    for (std::size_t i = 0; i < rules_.size(); ++i)
      if (!skipping_[i] && !rules_[i]->enter(node, parent)) skipping_[i] = node;
    return true;
  }

  void leave(const Node& node) override {
    for (std::size_t i = 0; i < rules_.size(); ++i) {
      if (!skipping_[i])
        rules_[i]->leave(node);
      else if (*skipping_[i] == node)
        skipping_[i].reset();
    }
  }

 private:
  std::vector<std::unique_ptr<Rule>> rules_;
  std::vector<std::optional<Node>> skipping_;
};

}  // namespace
}  // namespace validation

std::vector<Error> validate(const Schema& schema, const Document& document, ValidationOptions options) {
  using namespace validation;
  ValidationContext context(schema, document, options.suggestions);
  ParallelVisitor visitor(specified_rules(context));
  try {
    walk(Node::of(document), context.type_info(), visitor);
  } catch (const ValidationAborted&) {
    // The reason is already the last error.
  }
  return context.take_errors();
}

}  // namespace karyana::graphql
