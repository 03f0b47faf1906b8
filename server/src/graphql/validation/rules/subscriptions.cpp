// Single root field (spec 5.2.3.1): a subscription selects exactly one top-level field,
// which is not an introspection field. Fields are collected as execution would, with no
// variable values: graphql-js then throws on @skip/@include whose `if` cannot be read,
// which we report as the last error.
#include <optional>
#include <set>
#include <string>
#include <unordered_map>

#include "graphql/print.hpp"
#include "graphql/validation/rule.hpp"

namespace karyana::graphql::validation {

namespace {

class SingleFieldSubscriptions : public Rule {
 public:
  using Rule::Rule;

  bool enter(const Node& node, const Node*) override {
    if (node.kind != NodeKind::OperationDefinition) return true;
    const auto& op = node.operation();
    const NamedType* subscription = ctx.schema().subscription_type();
    if (op.operation != OperationType::Subscription || subscription == nullptr) return true;
    if (!fragments_ready_) {
      fragments_ready_ = true;
      ctx.spend_fragment_work(static_cast<long>(ctx.definitions().size()));
    }
    groups_.clear();
    index_.clear();
    std::set<std::string> visited;
    collect(*subscription, op.selection_set, visited);

    std::string subject = op.name.empty() ? "Anonymous Subscription" : "Subscription \"" + op.name + "\"";
    if (groups_.size() > 1) {
      std::vector<Location> extra;
      for (std::size_t i = 1; i < groups_.size(); ++i)
        for (const Selection* s : groups_[i].second) extra.push_back(s->loc);
      ctx.report(subject + " must select only one top level field.", std::move(extra));
    }
    for (const auto& [key, fields] : groups_) {
      if (fields.front()->name.rfind("__", 0) == 0) {
        std::vector<Location> locations;
        for (const Selection* s : fields) locations.push_back(s->loc);
        ctx.report(subject + " must not select an introspection top level field.", std::move(locations));
      }
    }
    return true;
  }

 private:
  void reserve_work(const std::vector<Selection>& set) {
    ctx.spend_fragment_work(static_cast<long>(set.size()));
    for (const auto& s : set) {
      ctx.spend_fragment_work(static_cast<long>(s.directives.size()));
      for (const auto& d : s.directives)
        if (d.name == "skip" || d.name == "include") ctx.spend_fragment_work(static_cast<long>(d.arguments.size()));
    }
  }

  void collect(const NamedType& runtime, const std::vector<Selection>& set, std::set<std::string>& visited) {
    reserve_work(set);
    for (const auto& s : set) {
      switch (s.kind) {
        case Selection::Kind::Field: {
          if (!should_include(s)) continue;
          const std::string& key = s.response_key();
          auto [it, inserted] = index_.try_emplace(key, groups_.size());
          if (inserted) groups_.push_back({key, {}});
          groups_[it->second].second.push_back(&s);
          break;
        }
        case Selection::Kind::InlineFragment:
          if (!should_include(s) || !condition_matches(s.type_condition, runtime)) continue;
          collect(runtime, s.selection_set, visited);
          break;
        case Selection::Kind::FragmentSpread: {
          if (visited.count(s.name) || !should_include(s)) continue;
          visited.insert(s.name);
          const FragmentDefinition* f = ctx.fragment(s.name);
          if (f == nullptr || !condition_matches(f->type_condition, runtime)) continue;
          collect(runtime, f->selection_set, visited);
          break;
        }
      }
    }
  }

  bool condition_matches(const std::string& condition, const NamedType& runtime) const {
    if (condition.empty()) return true;
    const NamedType* type = ctx.schema().type(condition);
    if (type == &runtime) return true;
    return is_abstract(type) && ctx.types().is_sub_type(*type, runtime);
  }

  // graphql-js shouldIncludeNode with no variable values.
  bool should_include(const Selection& s) {
    auto skip = if_argument(s, "skip");
    if (skip && *skip) return false;
    auto include = if_argument(s, "include");
    if (include && !*include) return false;
    return true;
  }

  // getDirectiveValues(@skip/@include).if; throws (aborts) where graphql-js throws.
  std::optional<bool> if_argument(const Selection& s, const char* directive_name) {
    const Directive* directive = nullptr;
    for (const auto& d : s.directives)
      if (d.name == directive_name) {
        directive = &d;
        break;
      }
    if (directive == nullptr) return std::nullopt;
    const Argument* arg = nullptr;
    for (const auto& a : directive->arguments)
      if (a.name == "if") arg = &a;  // the last one wins, like graphql-js keyMap
    if (arg == nullptr)
      ctx.abort_with("Argument \"if\" of required type \"Boolean!\" was not provided.", {directive->loc});
    const Value& v = arg->value;
    if (v.kind == Value::Kind::Variable)
      ctx.abort_with("Argument \"if\" of required type \"Boolean!\" was provided the variable \"$" + v.text +
                         "\" which was not provided a runtime value.",
                     {v.loc});
    if (v.kind == Value::Kind::Null)
      ctx.abort_with("Argument \"if\" of non-null type \"Boolean!\" must not be null.", {v.loc});
    if (v.kind != Value::Kind::Boolean)
      ctx.abort_with("Argument \"if\" has invalid value " + print_value(v) + ".", {v.loc});
    return v.boolean;
  }

  bool fragments_ready_ = false;
  std::vector<std::pair<std::string, std::vector<const Selection*>>> groups_;
  std::unordered_map<std::string, std::size_t> index_;
};

}  // namespace

std::unique_ptr<Rule> single_field_subscriptions(ValidationContext& c) {
  return std::make_unique<SingleFieldSubscriptions>(c);
}

}  // namespace karyana::graphql::validation
