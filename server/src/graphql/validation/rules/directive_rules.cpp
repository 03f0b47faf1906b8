// Rules about directives: defined, allowed where used, and not repeated unless
// repeatable (spec 5.7.1, 5.7.2, 5.7.3).
#include <algorithm>
#include <string>
#include <unordered_map>

#include "graphql/validation/rule.hpp"

namespace karyana::graphql::validation {

namespace {

const char* operation_location(OperationType op) {
  switch (op) {
    case OperationType::Query:
      return "QUERY";
    case OperationType::Mutation:
      return "MUTATION";
    case OperationType::Subscription:
      return "SUBSCRIPTION";
  }
  return "QUERY";
}

const char* type_system_location(TypeSystemDefinition::Kind kind) {
  using K = TypeSystemDefinition::Kind;
  switch (kind) {
    case K::Schema:
      return "SCHEMA";
    case K::Scalar:
      return "SCALAR";
    case K::Object:
      return "OBJECT";
    case K::Interface:
      return "INTERFACE";
    case K::Union:
      return "UNION";
    case K::Enum:
      return "ENUM";
    case K::InputObject:
      return "INPUT_OBJECT";
    case K::Directive:
      return "DIRECTIVE_DEFINITION";
  }
  return nullptr;
}

// The DirectiveLocation of the node a directive is applied to.
const char* location_of(const Node& applied_to) {
  switch (applied_to.kind) {
    case NodeKind::TypeSystemDefinition:
      return type_system_location(applied_to.type_system().kind);
    case NodeKind::FieldDefinition:
      return "FIELD_DEFINITION";
    case NodeKind::ArgumentDefinition:
      return "ARGUMENT_DEFINITION";
    case NodeKind::InputFieldDefinition:
      return "INPUT_FIELD_DEFINITION";
    case NodeKind::EnumValueDefinition:
      return "ENUM_VALUE";
    case NodeKind::OperationDefinition:
      return operation_location(applied_to.operation().operation);
    case NodeKind::Field:
      return "FIELD";
    case NodeKind::FragmentSpread:
      return "FRAGMENT_SPREAD";
    case NodeKind::InlineFragment:
      return "INLINE_FRAGMENT";
    case NodeKind::FragmentDefinition:
      return "FRAGMENT_DEFINITION";
    case NodeKind::VariableDefinition:
      return "VARIABLE_DEFINITION";
    default:
      return nullptr;
  }
}

class KnownDirectives : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node* parent) override {
    if (node.kind != NodeKind::Directive) return true;
    const Directive& d = node.directive();
    const DirectiveInfo* info = ctx.directives().find(d.name);
    if (info == nullptr) {
      ctx.report("Unknown directive \"@" + d.name + "\".", {d.loc});
      return true;
    }
    const char* location = parent != nullptr ? location_of(*parent) : nullptr;
    if (location != nullptr &&
        std::find(info->locations.begin(), info->locations.end(), location) == info->locations.end())
      ctx.report("Directive \"@" + d.name + "\" may not be used on " + location + ".", {d.loc});
    return true;
  }
};

class UniqueDirectivesPerLocation : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    const std::vector<Directive>* directives = nullptr;
    Seen local;
    Seen* seen = &local;
    switch (node.kind) {
      case NodeKind::OperationDefinition:
        directives = &node.operation().directives;
        break;
      case NodeKind::FragmentDefinition:
        directives = &node.fragment().directives;
        break;
      case NodeKind::VariableDefinition:
        directives = &node.variable_definition().directives;
        break;
      case NodeKind::Field:
      case NodeKind::FragmentSpread:
      case NodeKind::InlineFragment:
        directives = &node.selection().directives;
        break;
      case NodeKind::FieldDefinition:
        directives = &node.field_definition().directives;
        break;
      case NodeKind::ArgumentDefinition:
      case NodeKind::InputFieldDefinition:
        directives = &node.input_value_definition().directives;
        break;
      case NodeKind::EnumValueDefinition:
        directives = &node.enum_value_definition().directives;
        break;
      case NodeKind::TypeSystemDefinition: {
        // A type's definition and its extensions share one set; so do schema and extensions.
        const auto& def = node.type_system();
        if (def.kind == TypeSystemDefinition::Kind::Directive) return true;
        directives = &def.directives;
        seen = def.kind == TypeSystemDefinition::Kind::Schema ? &schema_seen_ : &type_seen_[def.name];
        break;
      }
      default:
        return true;
    }
    for (const auto& d : *directives) {
      const DirectiveInfo* info = ctx.directives().find(d.name);
      if (info == nullptr || info->repeatable) continue;
      auto [it, inserted] = seen->try_emplace(d.name, d.loc);
      if (!inserted)
        ctx.report("The directive \"@" + d.name + "\" can only be used once at this location.", {it->second, d.loc});
    }
    return true;
  }

 private:
  using Seen = std::unordered_map<std::string, Location>;
  Seen schema_seen_;
  std::unordered_map<std::string, Seen> type_seen_;
};

}  // namespace

std::unique_ptr<Rule> known_directives(ValidationContext& c) { return std::make_unique<KnownDirectives>(c); }
std::unique_ptr<Rule> unique_directives_per_location(ValidationContext& c) {
  return std::make_unique<UniqueDirectivesPerLocation>(c);
}

}  // namespace karyana::graphql::validation
