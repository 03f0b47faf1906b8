// graphql-js MaxIntrospectionDepthRule (in specifiedRules since 16.9): an introspection
// query may nest the list fields fields/interfaces/possibleTypes/inputFields at most 3
// deep, so a small document cannot ask for an exponentially large answer.
#include <string>
#include <unordered_map>

#include "graphql/validation/rule.hpp"

namespace karyana::graphql::validation {

namespace {

constexpr int kMaxListsDepth = 3;

class MaxIntrospectionDepth : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind != NodeKind::Field) return true;
    const Selection& field = node.selection();
    if (field.name != "__schema" && field.name != "__type") return true;
    std::unordered_map<std::string, int> visited;
    if (check_selection(field, visited, 0)) {
      ctx.report("Maximum introspection depth exceeded", {field.loc});
      return false;
    }
    return true;
  }

 private:
  bool check_selection(const Selection& s, std::unordered_map<std::string, int>& visited, int depth) {
    if (s.kind == Selection::Kind::FragmentSpread) {
      const std::string& name = s.name;
      if (auto e = exceeded_.find(name); e != exceeded_.end() && e->second <= depth) return true;
      auto v = visited.find(name);
      auto c = checked_.find(name);
      if ((v != visited.end() && v->second >= depth) || (c != checked_.end() && c->second >= depth)) return false;
      const FragmentDefinition* fragment = ctx.fragment(name);
      if (fragment == nullptr) return false;
      visited[name] = depth;
      if (check_set(fragment->selection_set, visited, depth)) {
        exceeded_[name] = depth;
        return true;
      }
      checked_[name] = depth;
      return false;
    }
    if (s.kind == Selection::Kind::Field &&
        (s.name == "fields" || s.name == "interfaces" || s.name == "possibleTypes" || s.name == "inputFields")) {
      if (++depth >= kMaxListsDepth) return true;
    }
    return check_set(s.selection_set, visited, depth);
  }

  bool check_set(const std::vector<Selection>& set, std::unordered_map<std::string, int>& visited, int depth) {
    for (const auto& child : set)
      if (check_selection(child, visited, depth)) return true;
    return false;
  }

  // Per fragment, the smallest entry depth at which a check completed or exceeded.
  std::unordered_map<std::string, int> checked_;
  std::unordered_map<std::string, int> exceeded_;
};

}  // namespace

std::unique_ptr<Rule> max_introspection_depth(ValidationContext& c) {
  return std::make_unique<MaxIntrospectionDepth>(c);
}

}  // namespace karyana::graphql::validation
