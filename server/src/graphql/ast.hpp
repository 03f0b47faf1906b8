// The GraphQL syntax tree (October 2021 grammar): executable documents and SDL.
// Plain structs, no PEGTL or JSON here, so the header stays cheap to include.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace karyana::graphql {

struct Location {
  std::uint32_t line = 0;    // 1-based
  std::uint32_t column = 0;  // 1-based, in characters of the source line
};

struct ObjectField;

// A literal or variable in the document. `text` holds: the variable name (without $),
// the raw Int/Float lexeme, the decoded String value, or the Enum name.
struct Value {
  enum class Kind { Variable, Int, Float, String, Boolean, Null, Enum, List, Object };
  Kind kind = Kind::Null;
  std::string text;
  bool boolean = false;
  std::vector<Value> list;
  std::vector<ObjectField> fields;
  Location loc;
};

struct ObjectField {
  std::string name;
  Value value;
  Location loc;
};

// Named, [List] or NonNull! type reference; `of` is set for List and NonNull.
struct TypeRef {
  enum class Kind { Named, List, NonNull };
  Kind kind = Kind::Named;
  std::string name;  // Named only
  std::shared_ptr<TypeRef> of;
  Location loc;

  // The innermost named type.
  const std::string& named() const { return kind == Kind::Named ? name : of->named(); }
};

struct Argument {
  std::string name;
  Value value;
  Location loc;
};

struct Directive {
  std::string name;
  std::vector<Argument> arguments;
  Location loc;
};

// One selection: a field, a fragment spread or an inline fragment (flat for simplicity).
struct Selection {
  enum class Kind { Field, FragmentSpread, InlineFragment };
  Kind kind = Kind::Field;
  std::string alias;                // Field: empty when no alias
  std::string name;                 // Field: field name; FragmentSpread: fragment name
  std::string type_condition;       // InlineFragment: empty when none
  std::vector<Argument> arguments;  // Field
  std::vector<Directive> directives;
  std::vector<Selection> selection_set;  // Field (may be empty) and InlineFragment
  Location loc;

  const std::string& response_key() const { return alias.empty() ? name : alias; }
};

struct VariableDefinition {
  std::string name;  // without $
  TypeRef type;
  std::optional<Value> default_value;
  std::vector<Directive> directives;
  Location loc;
};

enum class OperationType { Query, Mutation, Subscription };

struct OperationDefinition {
  OperationType operation = OperationType::Query;
  std::string name;  // empty when anonymous (also for the `{ ... }` shorthand)
  std::vector<VariableDefinition> variables;
  std::vector<Directive> directives;
  std::vector<Selection> selection_set;
  Location loc;
};

struct FragmentDefinition {
  std::string name;
  std::string type_condition;
  std::vector<Directive> directives;
  std::vector<Selection> selection_set;
  Location loc;
};

// ---- Type system (SDL) ----

struct InputValueDefinition {
  std::string description;
  std::string name;
  TypeRef type;
  std::optional<Value> default_value;
  std::vector<Directive> directives;
  Location loc;
};

struct FieldDefinition {
  std::string description;
  std::string name;
  std::vector<InputValueDefinition> arguments;
  TypeRef type;
  std::vector<Directive> directives;
  Location loc;
};

struct EnumValueDefinition {
  std::string description;
  std::string name;
  std::vector<Directive> directives;
  Location loc;
};

struct RootOperationTypeDefinition {
  OperationType operation = OperationType::Query;
  std::string type_name;
  Location loc;
};

// Any type system definition or extension, flat: only the members of its kind are used.
struct TypeSystemDefinition {
  enum class Kind { Schema, Scalar, Object, Interface, Union, Enum, InputObject, Directive };
  Kind kind = Kind::Scalar;
  bool is_extension = false;
  std::string description;
  std::string name;                                          // empty for Schema
  std::vector<std::string> interfaces;                       // Object, Interface: implements
  std::vector<std::string> union_members;                    // Union
  std::vector<FieldDefinition> fields;                       // Object, Interface
  std::vector<InputValueDefinition> input_fields;            // InputObject; Directive arguments
  std::vector<EnumValueDefinition> enum_values;              // Enum
  std::vector<RootOperationTypeDefinition> root_operations;  // Schema
  std::vector<std::string> directive_locations;              // Directive, e.g. "FIELD", "QUERY"
  bool repeatable = false;                                   // Directive
  std::vector<Directive> directives;                         // directives applied to this definition
  Location loc;
};

// A parsed document. Definitions are split by kind; `definition_order` is not needed by
// any rule we implement, so it is not kept.
struct Document {
  std::vector<OperationDefinition> operations;
  std::vector<FragmentDefinition> fragments;
  std::vector<TypeSystemDefinition> type_system;
};

}  // namespace karyana::graphql
