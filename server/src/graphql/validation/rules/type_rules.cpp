// Rules about types in selections and variables: known type names, fragments on
// composite types, input-typed variables, leaf selections, fields that exist, and
// fragment spreads that can apply (spec 5.3.1, 5.3.3, 5.5.1.2-3, 5.5.2.3, 5.8.2).
#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "graphql/validation/js_sort.hpp"
#include "graphql/validation/rule.hpp"
#include "graphql/validation/suggestions.hpp"

namespace karyana::graphql::validation {

namespace {

class KnownTypeNames : public Rule {
 public:
  explicit KnownTypeNames(ValidationContext& c) : Rule(c) {
    for (const auto& t : c.schema().types()) names_.push_back(t->name);
    for (const auto& def : c.document().type_system) {
      bool is_type =
          def.kind != TypeSystemDefinition::Kind::Schema && def.kind != TypeSystemDefinition::Kind::Directive;
      if (is_type && !def.is_extension && defined_.insert(def.name).second) names_.push_back(def.name);
    }
  }

  bool enter(const Node& node, const Node* parent) override {
    if (node.kind == NodeKind::TypeSystemDefinition) in_sdl_ = true;
    if (node.kind == NodeKind::NamedType) check(node.type().name, node.type().loc);
    if (node.kind == NodeKind::TypeName && parent != nullptr) check(node.type_name(), location_of(*parent));
    return true;
  }
  void leave(const Node& node) override {
    if (node.kind == NodeKind::TypeSystemDefinition) in_sdl_ = false;
  }

 private:
  static Location location_of(const Node& owner) {
    switch (owner.kind) {
      case NodeKind::FragmentDefinition:
        return owner.fragment().loc;
      case NodeKind::TypeSystemDefinition:
        return owner.type_system().loc;
      default:
        return owner.selection().loc;
    }
  }

  void check(const std::string& name, Location loc) {
    if (ctx.schema().type(name) != nullptr || defined_.count(name)) return;
    // Type definitions may name the built-in types even where the schema lacks them.
    static const std::vector<std::string> kStandard = {
        "String",     "Int",     "Float",        "Boolean",     "ID",          "__Schema",           "__Type",
        "__TypeKind", "__Field", "__InputValue", "__EnumValue", "__Directive", "__DirectiveLocation"};
    bool standard = std::find(kStandard.begin(), kStandard.end(), name) != kStandard.end();
    if (in_sdl_ && standard) return;
    std::vector<std::string> options = names_;
    if (in_sdl_) options.insert(options.begin(), kStandard.begin(), kStandard.end());
    ctx.report("Unknown type \"" + name + "\"." + ctx.did_you_mean(suggestion_list(name, options)), {loc});
  }

  std::vector<std::string> names_;
  std::unordered_set<std::string> defined_;
  bool in_sdl_ = false;
};

class FragmentsOnCompositeTypes : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::InlineFragment && !node.selection().type_condition.empty()) {
      const auto& condition = node.selection().type_condition;
      const NamedType* type = ctx.schema().type(condition);
      if (type != nullptr && !type->is_composite())
        ctx.report("Fragment cannot condition on non composite type \"" + condition + "\".", {node.selection().loc});
    } else if (node.kind == NodeKind::FragmentDefinition) {
      const auto& f = node.fragment();
      const NamedType* type = ctx.schema().type(f.type_condition);
      if (type != nullptr && !type->is_composite())
        ctx.report("Fragment \"" + f.name + "\" cannot condition on non composite type \"" + f.type_condition + "\".",
                   {f.loc});
    }
    return true;
  }
};

class VariablesAreInputTypes : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind != NodeKind::VariableDefinition) return true;
    const auto& v = node.variable_definition();
    Type type = ctx.types().from_ast(v.type);
    if (type != nullptr && !ctx.types().is_input(type))
      ctx.report("Variable \"$" + v.name + "\" cannot be non-input type \"" + type_to_string(v.type) + "\".",
                 {v.type.loc});
    return true;
  }
};

class ScalarLeafs : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind != NodeKind::Field) return true;
    Type type = ctx.type_info().type();
    if (type == nullptr) return true;
    const Selection& field = node.selection();
    if (is_leaf(ctx.types().named(type))) {
      if (!field.selection_set.empty())
        ctx.report("Field \"" + field.name + "\" must not have a selection since type \"" + type_to_string(*type) +
                       "\" has no subfields.",
                   {field.selection_set.front().loc});
    } else if (field.selection_set.empty()) {
      ctx.report("Field \"" + field.name + "\" of type \"" + type_to_string(*type) +
                     "\" must have a selection of subfields." +
                     (ctx.suggestions() ? " Did you mean \"" + field.name + " { ... }\"?" : ""),
                 {field.loc});
    }
    return true;
  }
};

class FieldsOnCorrectType : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind != NodeKind::Field) return true;
    const NamedType* parent = ctx.type_info().parent_type();
    if (parent == nullptr || ctx.type_info().field_def() != nullptr) return true;
    const std::string& name = node.selection().name;
    std::string suggestion = ctx.did_you_mean(suggested_type_names(*parent, name), "to use an inline fragment on");
    if (suggestion.empty()) suggestion = ctx.did_you_mean(suggested_field_names(*parent, name));
    ctx.report("Cannot query field \"" + name + "\" on type \"" + parent->name + "\"." + suggestion,
               {node.selection().loc});
    return true;
  }

 private:
  // Object and interface types within the abstract `type` that define the field, the most
  // widely implemented interfaces first.
  std::vector<std::string> suggested_type_names(const NamedType& type, const std::string& field) {
    if (!is_abstract(&type)) return {};
    std::vector<const NamedType*> suggested;
    std::unordered_map<std::string, int> usage;
    auto add = [&](const NamedType* t) {
      if (std::find(suggested.begin(), suggested.end(), t) == suggested.end()) suggested.push_back(t);
    };
    TypeTable& types = ctx.types();
    for (const NamedType* possible : types.possible_types(type)) {
      if (possible->field(field) == nullptr) continue;
      add(possible);
      usage[possible->name] = 1;
      for (const auto& iface_name : possible->interfaces) {
        const NamedType* iface = ctx.schema().type(iface_name);
        if (iface == nullptr || iface->field(field) == nullptr) continue;
        add(iface);
        usage[iface->name] += 1;
      }
    }
    js_sort(suggested, [&](const NamedType* a, const NamedType* b) {
      int diff = usage[b->name] - usage[a->name];
      if (diff != 0) return diff;
      if (is_interface(a) && types.is_sub_type(*a, *b)) return -1;
      if (is_interface(b) && types.is_sub_type(*b, *a)) return 1;
      return natural_compare(a->name, b->name);
    });
    std::vector<std::string> names;
    for (const NamedType* t : suggested) names.push_back(t->name);
    return names;
  }

  std::vector<std::string> suggested_field_names(const NamedType& type, const std::string& field) {
    if (type.kind != TypeKind::Object && type.kind != TypeKind::Interface) return {};
    std::vector<std::string> names;
    for (const auto& f : type.fields) names.push_back(f.name);
    return suggestion_list(field, names);
  }
};

class PossibleFragmentSpreads : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::InlineFragment) {
      const NamedType* frag_type = ctx.types().named(ctx.type_info().type());
      const NamedType* parent = ctx.type_info().parent_type();
      // TypeInfo's type here is a bare named type (or none), so named() is the type itself.
      if (is_composite(frag_type) && is_composite(parent) && !ctx.types().types_overlap(*frag_type, *parent))
        ctx.report("Fragment cannot be spread here as objects of type \"" + parent->name +
                       "\" can never be of type \"" + frag_type->name + "\".",
                   {node.selection().loc});
    } else if (node.kind == NodeKind::FragmentSpread) {
      const std::string& name = node.selection().name;
      const FragmentDefinition* f = ctx.fragment(name);
      const NamedType* frag_type = f != nullptr ? ctx.schema().type(f->type_condition) : nullptr;
      const NamedType* parent = ctx.type_info().parent_type();
      if (is_composite(frag_type) && parent != nullptr && !ctx.types().types_overlap(*frag_type, *parent))
        ctx.report("Fragment \"" + name + "\" cannot be spread here as objects of type \"" + parent->name +
                       "\" can never be of type \"" + frag_type->name + "\".",
                   {node.selection().loc});
    }
    return true;
  }
};

}  // namespace

std::unique_ptr<Rule> known_type_names(ValidationContext& c) { return std::make_unique<KnownTypeNames>(c); }
std::unique_ptr<Rule> fragments_on_composite_types(ValidationContext& c) {
  return std::make_unique<FragmentsOnCompositeTypes>(c);
}
std::unique_ptr<Rule> variables_are_input_types(ValidationContext& c) {
  return std::make_unique<VariablesAreInputTypes>(c);
}
std::unique_ptr<Rule> scalar_leafs(ValidationContext& c) { return std::make_unique<ScalarLeafs>(c); }
std::unique_ptr<Rule> fields_on_correct_type(ValidationContext& c) { return std::make_unique<FieldsOnCorrectType>(c); }
std::unique_ptr<Rule> possible_fragment_spreads(ValidationContext& c) {
  return std::make_unique<PossibleFragmentSpreads>(c);
}

}  // namespace karyana::graphql::validation
