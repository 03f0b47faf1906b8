// Rules about operation variables: unique, defined, used, and used where their type is
// allowed (spec 5.8.1, 5.8.3, 5.8.4, 5.8.5).
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "graphql/validation/rule.hpp"

namespace karyana::graphql::validation {

namespace {

class UniqueVariableNames : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind != NodeKind::OperationDefinition) return true;
    // Grouped by name in first-seen order, like graphql-js groupBy.
    std::vector<std::pair<std::string, std::vector<Location>>> groups;
    std::unordered_map<std::string, std::size_t> index;
    for (const auto& v : node.operation().variables) {
      auto [it, inserted] = index.try_emplace(v.name, groups.size());
      if (inserted) groups.push_back({v.name, {}});
      groups[it->second].second.push_back(Location{v.loc.line, v.loc.column + 1});
    }
    for (auto& [name, locations] : groups)
      if (locations.size() > 1) ctx.report("There can be only one variable named \"$" + name + "\".", locations);
    return true;
  }
};

class NoUndefinedVariables : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::OperationDefinition) defined_.clear();
    if (node.kind == NodeKind::VariableDefinition) defined_.insert(node.variable_definition().name);
    return true;
  }
  void leave(const Node& node) override {
    if (node.kind != NodeKind::OperationDefinition) return;
    const auto& op = node.operation();
    for (const auto& usage : ctx.recursive_variable_usages(op)) {
      const std::string& name = usage.node->text;
      if (defined_.count(name)) continue;
      ctx.report(op.name.empty() ? "Variable \"$" + name + "\" is not defined."
                                 : "Variable \"$" + name + "\" is not defined by operation \"" + op.name + "\".",
                 {usage.node->loc, op.loc});
    }
  }

 private:
  std::unordered_set<std::string> defined_;
};

class NoUnusedVariables : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::OperationDefinition) definitions_.clear();
    if (node.kind == NodeKind::VariableDefinition) definitions_.push_back(&node.variable_definition());
    return true;
  }
  void leave(const Node& node) override {
    if (node.kind != NodeKind::OperationDefinition) return;
    const auto& op = node.operation();
    std::unordered_set<std::string> used;
    for (const auto& usage : ctx.recursive_variable_usages(op)) used.insert(usage.node->text);
    for (const VariableDefinition* v : definitions_) {
      if (used.count(v->name)) continue;
      ctx.report(op.name.empty() ? "Variable \"$" + v->name + "\" is never used."
                                 : "Variable \"$" + v->name + "\" is never used in operation \"" + op.name + "\".",
                 {v->loc});
    }
  }

 private:
  std::vector<const VariableDefinition*> definitions_;
};

class VariablesInAllowedPosition : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::OperationDefinition) definitions_.clear();
    if (node.kind == NodeKind::VariableDefinition)
      definitions_[node.variable_definition().name] = &node.variable_definition();
    return true;
  }
  void leave(const Node& node) override {
    if (node.kind != NodeKind::OperationDefinition) return;
    for (const auto& usage : ctx.recursive_variable_usages(node.operation())) {
      auto it = definitions_.find(usage.node->text);
      if (it == definitions_.end() || usage.type == nullptr) continue;
      const VariableDefinition& def = *it->second;
      Type var_type = ctx.types().from_ast(def.type);
      if (var_type == nullptr || allowed(def, var_type, usage)) continue;
      ctx.report("Variable \"$" + def.name + "\" of type \"" + type_to_string(*var_type) +
                     "\" used in position expecting type \"" + type_to_string(*usage.type) + "\".",
                 {def.loc, usage.node->loc});
    }
  }

 private:
  // A nullable variable may flow into a non-null position when it or the position has a
  // default value (spec 5.8.5 AreTypesCompatible with the default-value allowance).
  bool allowed(const VariableDefinition& def, Type var_type, const VariableUsage& usage) {
    TypeTable& types = ctx.types();
    if (is_non_null(usage.type) && !is_non_null(var_type)) {
      bool var_has_non_null_default = def.default_value && def.default_value->kind != Value::Kind::Null;
      if (!var_has_non_null_default && !usage.has_default) return false;
      return types.is_type_sub_type_of(var_type, of_type(usage.type));
    }
    return types.is_type_sub_type_of(var_type, usage.type);
  }

  std::unordered_map<std::string, const VariableDefinition*> definitions_;
};

}  // namespace

std::unique_ptr<Rule> unique_variable_names(ValidationContext& c) { return std::make_unique<UniqueVariableNames>(c); }
std::unique_ptr<Rule> no_undefined_variables(ValidationContext& c) { return std::make_unique<NoUndefinedVariables>(c); }
std::unique_ptr<Rule> no_unused_variables(ValidationContext& c) { return std::make_unique<NoUnusedVariables>(c); }
std::unique_ptr<Rule> variables_in_allowed_position(ValidationContext& c) {
  return std::make_unique<VariablesInAllowedPosition>(c);
}

}  // namespace karyana::graphql::validation
