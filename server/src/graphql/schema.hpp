// The schema a server runs: built once at start from SDL (server/src/api/schema.graphql),
// then read-only and shared by every thread. Built-in scalars, __Schema/__Type/... and the
// standard directives (@skip, @include, @deprecated, @specifiedBy) are always present.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "graphql/ast.hpp"

namespace karyana::graphql {

enum class TypeKind { Scalar, Object, Interface, Union, Enum, InputObject };

struct InputValue {
  std::string name;
  std::string description;
  TypeRef type;
  std::optional<Value> default_value;  // as written in SDL
  std::optional<std::string> deprecation_reason;
};

struct FieldDef {
  std::string name;
  std::string description;
  std::vector<InputValue> arguments;
  TypeRef type;
  std::optional<std::string> deprecation_reason;  // set when @deprecated

  const InputValue* argument(std::string_view name) const;
};

struct EnumValue {
  std::string name;
  std::string description;
  std::optional<std::string> deprecation_reason;
};

struct NamedType {
  TypeKind kind = TypeKind::Scalar;
  std::string name;
  std::string description;
  std::optional<std::string> specified_by_url;  // Scalar
  std::vector<FieldDef> fields;                 // Object, Interface (declaration order)
  std::vector<std::string> interfaces;          // Object, Interface
  std::vector<std::string> possible_types;      // Interface (implementing objects), Union (members)
  std::vector<EnumValue> enum_values;           // Enum
  std::vector<InputValue> input_fields;         // InputObject

  const FieldDef* field(std::string_view name) const;          // Object/Interface; nullptr if none
  const InputValue* input_field(std::string_view name) const;  // InputObject
  const EnumValue* enum_value(std::string_view name) const;    // Enum
  bool is_leaf() const { return kind == TypeKind::Scalar || kind == TypeKind::Enum; }
  bool is_composite() const {
    return kind == TypeKind::Object || kind == TypeKind::Interface || kind == TypeKind::Union;
  }
  bool is_input() const { return kind == TypeKind::Scalar || kind == TypeKind::Enum || kind == TypeKind::InputObject; }
};

struct DirectiveDef {
  std::string name;
  std::string description;
  std::vector<InputValue> arguments;
  std::vector<std::string> locations;  // e.g. "FIELD", "FRAGMENT_SPREAD", "QUERY"
  bool repeatable = false;

  const InputValue* argument(std::string_view name) const;
};

class Schema {
 public:
  // Builds from SDL text; throws std::runtime_error with line:column on syntax or
  // consistency errors (unknown types, duplicate names, bad implements ...).
  static std::shared_ptr<const Schema> from_sdl(std::string_view sdl);

  const NamedType* type(std::string_view name) const;  // nullptr if unknown
  const DirectiveDef* directive(std::string_view name) const;
  const NamedType* query_type() const { return query_; }
  const NamedType* mutation_type() const { return mutation_; }          // may be nullptr
  const NamedType* subscription_type() const { return subscription_; }  // may be nullptr
  const NamedType* root_type(OperationType op) const;
  // The schema definition's description (`"..." schema { ... }`); empty when none.
  const std::string& description() const { return description_; }

  // All named types in a stable order (SDL order, then built-ins), for introspection.
  const std::vector<std::unique_ptr<NamedType>>& types() const { return types_; }
  const std::vector<std::unique_ptr<DirectiveDef>>& directives() const { return directives_; }

  // True if `object_type` is `abstract_or_object` or one of its possible types.
  bool is_possible_type(const NamedType& abstract_or_object, const NamedType& object_type) const;
  // True if the two composite types share at least one possible object type.
  bool types_overlap(const NamedType& a, const NamedType& b) const;
  // Field lookup that also answers the meta-fields __typename, __schema and __type.
  const FieldDef* field(const NamedType& parent, std::string_view name) const;

 private:
  friend class SchemaBuilder;
  std::string description_;
  std::vector<std::unique_ptr<NamedType>> types_;
  std::unordered_map<std::string, NamedType*> by_name_;
  std::vector<std::unique_ptr<DirectiveDef>> directives_;
  std::unordered_map<std::string, DirectiveDef*> directive_by_name_;
  const NamedType* query_ = nullptr;
  const NamedType* mutation_ = nullptr;
  const NamedType* subscription_ = nullptr;
  FieldDef typename_field_, schema_field_, type_field_;
};

}  // namespace karyana::graphql
