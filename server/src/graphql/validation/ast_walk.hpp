// A depth-first walk over an executable document in graphql-js's visiting order
// (language/ast QueryDocumentKeys), keeping a TypeInfo in step like visitWithTypeInfo.
#pragma once

#include <string>
#include <vector>

#include "graphql/ast.hpp"

namespace karyana::graphql::validation {

class TypeInfo;

enum class NodeKind {
  Document,
  OperationDefinition,
  FragmentDefinition,
  TypeSystemDefinition,  // SDL in a request: invalid, but walked like graphql-js does
  FieldDefinition,
  ArgumentDefinition,  // an argument of an SDL field or directive definition
  InputFieldDefinition,
  EnumValueDefinition,
  VariableDefinition,
  SelectionSet,
  Field,
  FragmentSpread,
  InlineFragment,
  Argument,
  Directive,
  NamedType,
  TypeName,  // a NamedType our AST keeps as a bare string: `on Type`, `implements`, union members
  ListType,
  NonNullType,
  Variable,
  IntValue,
  FloatValue,
  StringValue,
  BooleanValue,
  NullValue,
  EnumValue,
  ListValue,
  ObjectValue,
  ObjectField,
};

// One visited node: its kind and the AST struct it stands for.
struct Node {
  NodeKind kind = NodeKind::Document;
  const void* ptr = nullptr;

  bool operator==(const Node& o) const { return kind == o.kind && ptr == o.ptr; }

  const Document& document() const { return *static_cast<const Document*>(ptr); }
  const OperationDefinition& operation() const { return *static_cast<const OperationDefinition*>(ptr); }
  const FragmentDefinition& fragment() const { return *static_cast<const FragmentDefinition*>(ptr); }
  const TypeSystemDefinition& type_system() const { return *static_cast<const TypeSystemDefinition*>(ptr); }
  const VariableDefinition& variable_definition() const { return *static_cast<const VariableDefinition*>(ptr); }
  const std::vector<Selection>& selection_set() const { return *static_cast<const std::vector<Selection>*>(ptr); }
  // Field, FragmentSpread and InlineFragment.
  const Selection& selection() const { return *static_cast<const Selection*>(ptr); }
  const Argument& argument() const { return *static_cast<const Argument*>(ptr); }
  const Directive& directive() const { return *static_cast<const Directive*>(ptr); }
  // NamedType, ListType and NonNullType.
  const TypeRef& type() const { return *static_cast<const TypeRef*>(ptr); }
  const std::string& type_name() const { return *static_cast<const std::string*>(ptr); }
  const FieldDefinition& field_definition() const { return *static_cast<const FieldDefinition*>(ptr); }
  // ArgumentDefinition and InputFieldDefinition.
  const InputValueDefinition& input_value_definition() const { return *static_cast<const InputValueDefinition*>(ptr); }
  const EnumValueDefinition& enum_value_definition() const { return *static_cast<const EnumValueDefinition*>(ptr); }
  // Variable and the *Value kinds.
  const Value& value() const { return *static_cast<const Value*>(ptr); }
  const ObjectField& object_field() const { return *static_cast<const ObjectField*>(ptr); }

  static Node of(const Document& d) { return {NodeKind::Document, &d}; }
  static Node of(const OperationDefinition& d) { return {NodeKind::OperationDefinition, &d}; }
  static Node of(const FragmentDefinition& d) { return {NodeKind::FragmentDefinition, &d}; }
  static Node of(const TypeSystemDefinition& d) { return {NodeKind::TypeSystemDefinition, &d}; }
  static Node of(const Selection& s);
  static Node of(const Value& v);
  static Node of(const TypeRef& t);
};

// The definitions of a document in source order (the AST keeps them split by kind).
std::vector<Node> ordered_definitions(const Document& document);

class Visitor {
 public:
  virtual ~Visitor() = default;
  // `parent` is the node owning `node` (nullptr for the root). Returning false skips the
  // node's children, and then leave() is not called for it.
  virtual bool enter(const Node& node, const Node* parent) = 0;
  virtual void leave(const Node& node) = 0;
};

// Walks `root` and everything below it, calling type_info.enter/leave around the visitor.
void walk(const Node& root, TypeInfo& type_info, Visitor& visitor);

}  // namespace karyana::graphql::validation
