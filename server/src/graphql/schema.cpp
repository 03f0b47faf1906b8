// Lookups of the read-only schema. Building it from SDL is schema/builder.cpp's job.
#include "graphql/schema.hpp"

#include <algorithm>

namespace karyana::graphql {

namespace {

template <class T>
const T* find_named(const std::vector<T>& items, std::string_view name) {
  for (const T& item : items)
    if (item.name == name) return &item;
  return nullptr;
}

bool contains(const std::vector<std::string>& names, std::string_view name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

const InputValue* FieldDef::argument(std::string_view name) const { return find_named(arguments, name); }
const InputValue* DirectiveDef::argument(std::string_view name) const { return find_named(arguments, name); }
const FieldDef* NamedType::field(std::string_view name) const { return find_named(fields, name); }
const InputValue* NamedType::input_field(std::string_view name) const { return find_named(input_fields, name); }
const EnumValue* NamedType::enum_value(std::string_view name) const { return find_named(enum_values, name); }

const NamedType* Schema::type(std::string_view name) const {
  auto it = by_name_.find(std::string(name));
  return it == by_name_.end() ? nullptr : it->second;
}

const DirectiveDef* Schema::directive(std::string_view name) const {
  auto it = directive_by_name_.find(std::string(name));
  return it == directive_by_name_.end() ? nullptr : it->second;
}

const NamedType* Schema::root_type(OperationType op) const {
  switch (op) {
    case OperationType::Query:
      return query_;
    case OperationType::Mutation:
      return mutation_;
    case OperationType::Subscription:
      return subscription_;
  }
  return nullptr;
}

bool Schema::is_possible_type(const NamedType& abstract_or_object, const NamedType& object_type) const {
  if (&abstract_or_object == &object_type || abstract_or_object.name == object_type.name) return true;
  if (abstract_or_object.kind != TypeKind::Interface && abstract_or_object.kind != TypeKind::Union) return false;
  return contains(abstract_or_object.possible_types, object_type.name);
}

bool Schema::types_overlap(const NamedType& a, const NamedType& b) const {
  if (&a == &b || a.name == b.name) return true;
  auto objects = [](const NamedType& t) -> std::vector<std::string> {
    if (t.kind == TypeKind::Object) return {t.name};
    return t.possible_types;
  };
  const auto in_b = objects(b);
  for (const auto& name : objects(a))
    if (contains(in_b, name)) return true;
  return false;
}

const FieldDef* Schema::field(const NamedType& parent, std::string_view name) const {
  if (name.size() > 2 && name[0] == '_' && name[1] == '_') {
    if (name == "__typename") return parent.is_composite() ? &typename_field_ : nullptr;
    if (&parent == query_) {
      if (name == "__schema") return &schema_field_;
      if (name == "__type") return &type_field_;
    }
  }
  return parent.field(name);
}

}  // namespace karyana::graphql
