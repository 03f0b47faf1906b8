// Schema consistency (spec 3.6 - 3.10 type validation, graphql-js validateSchema wording):
// every referenced type exists and is of the right kind, types are not empty, unions hold
// objects, and implementations of interfaces are complete and type-compatible.
#include <algorithm>

#include "graphql/schema/builder.hpp"
#include "graphql/values.hpp"

namespace karyana::graphql {

namespace {

const TypeRef& innermost(const TypeRef& t) { return t.kind == TypeRef::Kind::Named ? t : innermost(*t.of); }

std::string str(const TypeRef& t) { return execution::type_to_string(t); }

}  // namespace

void SchemaBuilder::check() {
  for (const auto& t : s_.types_) check_type(*t);
  for (const auto& d : s_.directives_)
    for (const auto& arg : d->arguments) {
      const std::string key = "@" + d->name + "(" + arg.name + ":)";
      check_reference(arg.type, true, key, key);
      check_default(arg, key);
    }
}

// A default that does not fit its type would silently vanish at run time: refuse it here.
void SchemaBuilder::check_default(const InputValue& v, const std::string& where_key) {
  if (!v.default_value) return;
  if (!execution::value_from_ast(s_, *v.default_value, v.type, nullptr))
    fail("Invalid default value " + print_value(*v.default_value) + " for " + where_key + " of type " + str(v.type) +
             ".",
         v.default_value->loc.line ? v.default_value->loc : where(where_key));
}

void SchemaBuilder::check_reference(const TypeRef& ref, bool input, const std::string& where_key,
                                    const std::string& what) {
  const TypeRef& named = innermost(ref);
  const NamedType* t = s_.type(named.name);
  const Location at = named.loc.line ? named.loc : where(where_key);
  if (t == nullptr) fail("Unknown type \"" + named.name + "\".", at);
  if (input && !t->is_input()) fail("The type of " + what + " must be Input Type but got: " + str(ref) + ".", at);
  if (!input && t->kind == TypeKind::InputObject)
    fail("The type of " + what + " must be Output Type but got: " + str(ref) + ".", at);
}

void SchemaBuilder::check_type(const NamedType& t) {
  const Location at = where(t.name);
  switch (t.kind) {
    case TypeKind::Scalar:
      break;
    case TypeKind::Object:
    case TypeKind::Interface:
      if (t.fields.empty())
        fail(std::string(t.kind == TypeKind::Object ? "Type " : "Interface type ") + t.name +
                 " must define one or more fields.",
             at);
      for (const auto& f : t.fields) {
        const std::string key = t.name + "." + f.name;
        check_reference(f.type, false, key, key);
        for (const auto& arg : f.arguments) {
          const std::string arg_key = key + "(" + arg.name + ":)";
          check_reference(arg.type, true, arg_key, arg_key);
          check_default(arg, arg_key);
        }
      }
      check_interfaces(t);
      break;
    case TypeKind::Union:
      if (t.possible_types.empty()) fail("Union type " + t.name + " must define one or more member types.", at);
      for (const auto& member : t.possible_types) {
        const NamedType* m = s_.type(member);
        if (m == nullptr) fail("Unknown type \"" + member + "\".", at);
        if (m->kind != TypeKind::Object)
          fail("Union type " + t.name + " can only include Object types, it cannot include " + member + ".", at);
      }
      break;
    case TypeKind::Enum:
      if (t.enum_values.empty()) fail("Enum type " + t.name + " must define one or more values.", at);
      break;
    case TypeKind::InputObject:
      if (t.input_fields.empty()) fail("Input Object type " + t.name + " must define one or more fields.", at);
      for (const auto& f : t.input_fields) {
        const std::string key = t.name + "." + f.name;
        check_reference(f.type, true, key, key);
        check_default(f, key);
      }
      break;
  }
}

bool SchemaBuilder::implements(const NamedType& t, const std::string& iface) const {
  return std::find(t.interfaces.begin(), t.interfaces.end(), iface) != t.interfaces.end();
}

void SchemaBuilder::check_interfaces(const NamedType& t) {
  const Location at = where(t.name);
  for (std::size_t i = 0; i < t.interfaces.size(); ++i) {
    const std::string& name = t.interfaces[i];
    const NamedType* iface = s_.type(name);
    if (iface == nullptr) fail("Unknown type \"" + name + "\".", at);
    if (iface->kind != TypeKind::Interface)
      fail("Type " + t.name + " must only implement Interface types, it cannot implement " + name + ".", at);
    if (iface == &t)
      fail("Type " + t.name + " cannot implement itself because it would create a circular reference.", at);
    if (std::find(t.interfaces.begin(), t.interfaces.begin() + static_cast<std::ptrdiff_t>(i), name) !=
        t.interfaces.begin() + static_cast<std::ptrdiff_t>(i))
      fail("Type " + t.name + " can only implement " + name + " once.", at);
    for (const auto& inherited : iface->interfaces)
      if (!implements(t, inherited))
        fail("Type " + t.name + " must implement " + inherited + " because it is implemented by " + name + ".", at);
    check_implementation(t, *iface);
  }
}

void SchemaBuilder::check_implementation(const NamedType& t, const NamedType& iface) {
  for (const auto& want : iface.fields) {
    const std::string iface_field = iface.name + "." + want.name;
    const FieldDef* have = t.field(want.name);
    if (have == nullptr)
      fail("Interface field " + iface_field + " expected but " + t.name + " does not provide it.", where(t.name));
    const std::string own = t.name + "." + want.name;
    if (!is_subtype(have->type, want.type))
      fail("Interface field " + iface_field + " expects type " + str(want.type) + " but " + own + " is type " +
               str(have->type) + ".",
           where(own));
    for (const auto& arg : want.arguments) {
      const InputValue* given = have->argument(arg.name);
      if (given == nullptr)
        fail("Interface field argument " + iface_field + "(" + arg.name + ":) expected but " + own +
                 " does not provide it.",
             where(own));
      if (str(given->type) != str(arg.type))
        fail("Interface field argument " + iface_field + "(" + arg.name + ":) expects type " + str(arg.type) + " but " +
                 own + "(" + arg.name + ":) is type " + str(given->type) + ".",
             where(own + "(" + arg.name + ":)"));
    }
    for (const auto& extra : have->arguments) {
      if (want.argument(extra.name) != nullptr) continue;
      if (extra.type.kind == TypeRef::Kind::NonNull && !extra.default_value)
        fail("Object field " + own + " includes required argument " + extra.name +
                 " that is missing from the Interface field " + iface_field + ".",
             where(own + "(" + extra.name + ":)"));
    }
  }
}

// isTypeSubTypeOf: the same type, a non-null of a subtype, a list of subtypes, or an
// object/interface that implements the wanted interface or belongs to the wanted union.
bool SchemaBuilder::is_subtype(const TypeRef& sub, const TypeRef& super) const {
  if (super.kind == TypeRef::Kind::NonNull) return sub.kind == TypeRef::Kind::NonNull && is_subtype(*sub.of, *super.of);
  if (sub.kind == TypeRef::Kind::NonNull) return is_subtype(*sub.of, super);
  if (super.kind == TypeRef::Kind::List) return sub.kind == TypeRef::Kind::List && is_subtype(*sub.of, *super.of);
  if (sub.kind == TypeRef::Kind::List) return false;
  if (sub.name == super.name) return true;
  const NamedType* want = s_.type(super.name);
  const NamedType* have = s_.type(sub.name);
  if (want == nullptr || have == nullptr) return false;
  if (want->kind == TypeKind::Union)
    return have->kind == TypeKind::Object && std::find(want->possible_types.begin(), want->possible_types.end(),
                                                       have->name) != want->possible_types.end();
  if (want->kind == TypeKind::Interface) return implements(*have, want->name);
  return false;
}

}  // namespace karyana::graphql
