// Rules about arguments: known names, unique names, required ones provided
// (spec 5.4.1, 5.4.2, 5.4.2.1).
#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "graphql/validation/rule.hpp"
#include "graphql/validation/suggestions.hpp"

namespace karyana::graphql::validation {

namespace {

class KnownArgumentNames : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::Directive) {
      // Directive arguments are checked here, and the walk below is skipped for this rule.
      const Directive& d = node.directive();
      const DirectiveInfo* info = ctx.directives().find(d.name);
      if (info == nullptr) return false;
      for (const auto& arg : d.arguments) {
        const auto& known = info->argument_names;
        if (std::find(known.begin(), known.end(), arg.name) != known.end()) continue;
        ctx.report("Unknown argument \"" + arg.name + "\" on directive \"@" + d.name + "\"." +
                       ctx.did_you_mean(suggestion_list(arg.name, known)),
                   {arg.loc});
      }
      return false;
    }
    if (node.kind == NodeKind::Argument) {
      const TypeInfo& info = ctx.type_info();
      const FieldDef* field = info.field_def();
      const NamedType* parent = info.parent_type();
      if (info.argument() == nullptr && field != nullptr && parent != nullptr) {
        std::vector<std::string> names;
        for (const auto& a : field->arguments) names.push_back(a.name);
        const std::string& name = node.argument().name;
        ctx.report("Unknown argument \"" + name + "\" on field \"" + parent->name + "." + field->name + "\"." +
                       ctx.did_you_mean(suggestion_list(name, names)),
                   {node.argument().loc});
      }
    }
    return true;
  }
};

class UniqueArgumentNames : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::Field)
      check(node.selection().arguments);
    else if (node.kind == NodeKind::Directive)
      check(node.directive().arguments);
    return true;
  }

 private:
  void check(const std::vector<Argument>& arguments) {
    std::vector<std::pair<std::string, std::vector<Location>>> groups;
    std::unordered_map<std::string, std::size_t> index;
    for (const auto& a : arguments) {
      auto [it, inserted] = index.try_emplace(a.name, groups.size());
      if (inserted) groups.push_back({a.name, {}});
      groups[it->second].second.push_back(a.loc);
    }
    for (auto& [name, locations] : groups)
      if (locations.size() > 1) ctx.report("There can be only one argument named \"" + name + "\".", locations);
  }
};

class ProvidedRequiredArguments : public Rule {
 public:
  using Rule::Rule;
  void leave(const Node& node) override {
    if (node.kind == NodeKind::Field) {
      const FieldDef* field = ctx.type_info().field_def();
      if (field == nullptr) return;
      const Selection& s = node.selection();
      for (const auto& def : field->arguments) {
        if (def.type.kind != TypeRef::Kind::NonNull || def.default_value || provided(s.arguments, def.name)) continue;
        ctx.report("Field \"" + field->name + "\" argument \"" + def.name + "\" of type \"" + type_to_string(def.type) +
                       "\" is required, but it was not provided.",
                   {s.loc});
      }
    } else if (node.kind == NodeKind::Directive) {
      const Directive& d = node.directive();
      const DirectiveInfo* info = ctx.directives().find(d.name);
      if (info == nullptr) return;
      for (const auto& [name, type] : info->required_arguments) {
        if (provided(d.arguments, name)) continue;
        ctx.report("Directive \"@" + d.name + "\" argument \"" + name + "\" of type \"" + type +
                       "\" is required, but it was not provided.",
                   {d.loc});
      }
    }
  }

 private:
  static bool provided(const std::vector<Argument>& arguments, const std::string& name) {
    for (const auto& a : arguments)
      if (a.name == name) return true;
    return false;
  }
};

}  // namespace

std::unique_ptr<Rule> known_argument_names(ValidationContext& c) { return std::make_unique<KnownArgumentNames>(c); }
std::unique_ptr<Rule> unique_argument_names(ValidationContext& c) { return std::make_unique<UniqueArgumentNames>(c); }
std::unique_ptr<Rule> provided_required_arguments(ValidationContext& c) {
  return std::make_unique<ProvidedRequiredArguments>(c);
}

}  // namespace karyana::graphql::validation
