// A validation rule: a visitor over the whole document (graphql-js's ValidationRule).
// All rules run in one walk, in graphql-js's specifiedRules order, so errors come out in
// the same order as graphql-js reports them.
#pragma once

#include <memory>
#include <vector>

#include "graphql/validation/ast_walk.hpp"
#include "graphql/validation/context.hpp"

namespace karyana::graphql::validation {

class Rule {
 public:
  explicit Rule(ValidationContext& context) : ctx(context) {}
  virtual ~Rule() = default;
  // Returning false skips the node's children for this rule only (and its leave).
  virtual bool enter(const Node& node, const Node* parent) { return true; }
  virtual void leave(const Node& node) {}

 protected:
  ValidationContext& ctx;
};

using RuleFactory = std::unique_ptr<Rule> (*)(ValidationContext&);

// graphql-js specifiedRules (16.x, including MaxIntrospectionDepth), in order.
std::vector<std::unique_ptr<Rule>> specified_rules(ValidationContext& context);

// One factory per rule (rules/*.cpp).
std::unique_ptr<Rule> executable_definitions(ValidationContext&);
std::unique_ptr<Rule> unique_operation_names(ValidationContext&);
std::unique_ptr<Rule> lone_anonymous_operation(ValidationContext&);
std::unique_ptr<Rule> single_field_subscriptions(ValidationContext&);
std::unique_ptr<Rule> known_type_names(ValidationContext&);
std::unique_ptr<Rule> fragments_on_composite_types(ValidationContext&);
std::unique_ptr<Rule> variables_are_input_types(ValidationContext&);
std::unique_ptr<Rule> scalar_leafs(ValidationContext&);
std::unique_ptr<Rule> fields_on_correct_type(ValidationContext&);
std::unique_ptr<Rule> unique_fragment_names(ValidationContext&);
std::unique_ptr<Rule> known_fragment_names(ValidationContext&);
std::unique_ptr<Rule> no_unused_fragments(ValidationContext&);
std::unique_ptr<Rule> possible_fragment_spreads(ValidationContext&);
std::unique_ptr<Rule> no_fragment_cycles(ValidationContext&);
std::unique_ptr<Rule> unique_variable_names(ValidationContext&);
std::unique_ptr<Rule> no_undefined_variables(ValidationContext&);
std::unique_ptr<Rule> no_unused_variables(ValidationContext&);
std::unique_ptr<Rule> known_directives(ValidationContext&);
std::unique_ptr<Rule> unique_directives_per_location(ValidationContext&);
std::unique_ptr<Rule> known_argument_names(ValidationContext&);
std::unique_ptr<Rule> unique_argument_names(ValidationContext&);
std::unique_ptr<Rule> values_of_correct_type(ValidationContext&);
std::unique_ptr<Rule> provided_required_arguments(ValidationContext&);
std::unique_ptr<Rule> variables_in_allowed_position(ValidationContext&);
std::unique_ptr<Rule> overlapping_fields_can_be_merged(ValidationContext&);
std::unique_ptr<Rule> unique_input_field_names(ValidationContext&);
std::unique_ptr<Rule> max_introspection_depth(ValidationContext&);

}  // namespace karyana::graphql::validation
