// Directive lookups for the rules; see directives.hpp.
#include "graphql/validation/directives.hpp"

#include "graphql/validation/types.hpp"

namespace karyana::graphql::validation {

namespace {

DirectiveInfo info_of(const DirectiveDef& d) {
  DirectiveInfo info;
  info.locations = d.locations;
  info.repeatable = d.repeatable;
  for (const auto& arg : d.arguments) {
    info.argument_names.push_back(arg.name);
    if (arg.type.kind == TypeRef::Kind::NonNull && !arg.default_value)
      info.required_arguments.emplace_back(arg.name, type_to_string(arg.type));
  }
  return info;
}

}  // namespace

DirectiveTable::DirectiveTable(const Schema& schema, const Document& document) : schema_(schema) {
  one_of_.name = "oneOf";
  one_of_.description = "Indicates exactly one field must be supplied and this field must not be `null`.";
  one_of_.locations = {"INPUT_OBJECT"};
  for (const auto& d : schema.directives()) infos_[d->name] = info_of(*d);
  if (infos_.find("oneOf") == infos_.end()) infos_["oneOf"] = info_of(one_of_);
  for (const auto& def : document.type_system) {
    if (def.kind != TypeSystemDefinition::Kind::Directive || def.is_extension) continue;
    DirectiveInfo info;
    info.locations = def.directive_locations;
    info.repeatable = def.repeatable;
    for (const auto& arg : def.input_fields) {
      info.argument_names.push_back(arg.name);
      // graphql-js isRequiredArgumentNode: `defaultValue == null` counts a literal null
      // default as no default.
      bool no_default = !arg.default_value || arg.default_value->kind == Value::Kind::Null;
      if (arg.type.kind == TypeRef::Kind::NonNull && no_default)
        info.required_arguments.emplace_back(arg.name, type_to_string(arg.type));
    }
    infos_[def.name] = std::move(info);
  }
}

const DirectiveDef* DirectiveTable::schema_directive(std::string_view name) const {
  if (const DirectiveDef* d = schema_.directive(name)) return d;
  return name == "oneOf" ? &one_of_ : nullptr;
}

const DirectiveInfo* DirectiveTable::find(std::string_view name) const {
  auto it = infos_.find(std::string(name));
  return it == infos_.end() ? nullptr : &it->second;
}

}  // namespace karyana::graphql::validation
