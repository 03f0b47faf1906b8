// Type predicates and comparisons, ported from graphql-js's type/definition and
// utilities/typeComparators so the rules decide exactly as graphql-js does.
#include "graphql/validation/types.hpp"

#include <algorithm>

namespace karyana::graphql::validation {

std::string type_to_string(const TypeRef& t) {
  switch (t.kind) {
    case TypeRef::Kind::Named:
      return t.name;
    case TypeRef::Kind::List:
      return "[" + (t.of ? type_to_string(*t.of) : std::string()) + "]";
    case TypeRef::Kind::NonNull:
      return (t.of ? type_to_string(*t.of) : std::string()) + "!";
  }
  return t.name;
}

bool same_type(Type a, Type b) {
  if (a == b) return true;
  if (a == nullptr || b == nullptr || a->kind != b->kind) return false;
  if (a->kind == TypeRef::Kind::Named) return a->name == b->name;
  return same_type(a->of.get(), b->of.get());
}

const NamedType* TypeTable::named(Type t) const {
  while (t != nullptr && t->kind != TypeRef::Kind::Named) t = t->of.get();
  return t == nullptr ? nullptr : schema_.type(t->name);
}

Type TypeTable::from_ast(const TypeRef& t) const { return named(&t) != nullptr ? &t : nullptr; }

Type TypeTable::ref(const NamedType* n) {
  if (n == nullptr) return nullptr;
  auto& slot = bare_[n];
  if (!slot) {
    slot = std::make_unique<TypeRef>();
    slot->kind = TypeRef::Kind::Named;
    slot->name = n->name;
  }
  return slot.get();
}

bool TypeTable::is_input(Type t) const {
  const NamedType* n = named(t);
  return n != nullptr && n->is_input();
}

bool TypeTable::is_output(Type t) const {
  const NamedType* n = named(t);
  return n != nullptr && n->kind != TypeKind::InputObject;
}

std::vector<const NamedType*> TypeTable::possible_types(const NamedType& abstract) const {
  std::vector<const NamedType*> out;
  if (abstract.kind == TypeKind::Union) {
    for (const auto& member : abstract.possible_types)
      if (const NamedType* t = schema_.type(member)) out.push_back(t);
  } else if (abstract.kind == TypeKind::Interface) {
    for (const auto& t : schema_.types())
      if (t->kind == TypeKind::Object &&
          std::find(t->interfaces.begin(), t->interfaces.end(), abstract.name) != t->interfaces.end())
        out.push_back(t.get());
  }
  return out;
}

bool TypeTable::is_sub_type(const NamedType& abstract, const NamedType& maybe_sub) const {
  if (abstract.kind == TypeKind::Union)
    return std::find(abstract.possible_types.begin(), abstract.possible_types.end(), maybe_sub.name) !=
           abstract.possible_types.end();
  if (abstract.kind == TypeKind::Interface &&
      (maybe_sub.kind == TypeKind::Object || maybe_sub.kind == TypeKind::Interface))
    return std::find(maybe_sub.interfaces.begin(), maybe_sub.interfaces.end(), abstract.name) !=
           maybe_sub.interfaces.end();
  return false;
}

bool TypeTable::is_type_sub_type_of(Type maybe_sub, Type super_type) const {
  if (maybe_sub == nullptr || super_type == nullptr) return false;
  if (same_type(maybe_sub, super_type)) return true;
  if (is_non_null(super_type))
    return is_non_null(maybe_sub) && is_type_sub_type_of(maybe_sub->of.get(), super_type->of.get());
  if (is_non_null(maybe_sub)) return is_type_sub_type_of(maybe_sub->of.get(), super_type);
  if (is_list(super_type)) return is_list(maybe_sub) && is_type_sub_type_of(maybe_sub->of.get(), super_type->of.get());
  if (is_list(maybe_sub)) return false;
  const NamedType* super_named = named(super_type);
  const NamedType* sub_named = named(maybe_sub);
  return is_abstract(super_named) && (is_interface(sub_named) || is_object(sub_named)) &&
         is_sub_type(*super_named, *sub_named);
}

bool TypeTable::types_overlap(const NamedType& a, const NamedType& b) const {
  if (&a == &b) return true;
  if (is_abstract(&a)) {
    if (is_abstract(&b)) {
      for (const NamedType* t : possible_types(a))
        if (is_sub_type(b, *t)) return true;
      return false;
    }
    return is_sub_type(a, b);
  }
  if (is_abstract(&b)) return is_sub_type(b, a);
  return false;
}

}  // namespace karyana::graphql::validation
