// Types as graphql-js's validation sees them. A type is a `const TypeRef*` (List/NonNull
// wrappers around a named type that exists in the schema); nullptr plays graphql-js's
// `undefined` ("no known type here"). Bare named types that have no TypeRef of their own
// (root types, fragment conditions) get one interned by TypeTable.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graphql/ast.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql::validation {

using Type = const TypeRef*;

inline bool is_non_null(Type t) { return t != nullptr && t->kind == TypeRef::Kind::NonNull; }
inline bool is_list(Type t) { return t != nullptr && t->kind == TypeRef::Kind::List; }
inline Type of_type(Type t) { return t != nullptr && t->kind != TypeRef::Kind::Named ? t->of.get() : nullptr; }
inline Type nullable(Type t) { return is_non_null(t) ? t->of.get() : t; }

inline bool is_composite(const NamedType* n) { return n != nullptr && n->is_composite(); }
inline bool is_leaf(const NamedType* n) { return n != nullptr && n->is_leaf(); }
inline bool is_abstract(const NamedType* n) {
  return n != nullptr && (n->kind == TypeKind::Interface || n->kind == TypeKind::Union);
}
inline bool is_object(const NamedType* n) { return n != nullptr && n->kind == TypeKind::Object; }
inline bool is_interface(const NamedType* n) { return n != nullptr && n->kind == TypeKind::Interface; }
inline bool is_input_object(const NamedType* n) { return n != nullptr && n->kind == TypeKind::InputObject; }

// "[Int!]!" — graphql-js's inspect() of a type and print() of a type node.
std::string type_to_string(const TypeRef& t);

// Structural equality: graphql-js compares named types by identity, wrappers recursively.
bool same_type(Type a, Type b);

class TypeTable {
 public:
  explicit TypeTable(const Schema& schema) : schema_(schema) {}

  const Schema& schema() const { return schema_; }
  // The innermost named type of `t` (graphql-js getNamedType); nullptr when unknown.
  const NamedType* named(Type t) const;
  // graphql-js typeFromAST: `t` itself when its named type exists in the schema.
  Type from_ast(const TypeRef& t) const;
  // A bare reference to `n` (nullptr for nullptr), stable for the table's lifetime.
  Type ref(const NamedType* n);

  bool is_input(Type t) const;
  bool is_output(Type t) const;

  // graphql-js schema.getPossibleTypes: union members or objects implementing an interface.
  std::vector<const NamedType*> possible_types(const NamedType& abstract) const;
  // graphql-js schema.isSubType: `maybe_sub` is a member of the union or implements the
  // interface (objects and interfaces alike).
  bool is_sub_type(const NamedType& abstract, const NamedType& maybe_sub) const;
  // graphql-js isTypeSubTypeOf (variable type allowed where `super_type` is expected).
  bool is_type_sub_type_of(Type maybe_sub, Type super_type) const;
  // graphql-js doTypesOverlap for two composite types.
  bool types_overlap(const NamedType& a, const NamedType& b) const;

 private:
  const Schema& schema_;
  std::unordered_map<const NamedType*, std::unique_ptr<TypeRef>> bare_;
};

}  // namespace karyana::graphql::validation
