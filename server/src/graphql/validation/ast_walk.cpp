// The walk itself: children in graphql-js key order (e.g. a field's arguments, then its
// directives, then its selection set), so errors come out in graphql-js's order.
#include "graphql/validation/ast_walk.hpp"

#include <algorithm>
#include <tuple>

#include "graphql/validation/type_info.hpp"

namespace karyana::graphql::validation {

Node Node::of(const Selection& s) {
  switch (s.kind) {
    case Selection::Kind::Field:
      return {NodeKind::Field, &s};
    case Selection::Kind::FragmentSpread:
      return {NodeKind::FragmentSpread, &s};
    case Selection::Kind::InlineFragment:
      return {NodeKind::InlineFragment, &s};
  }
  return {NodeKind::Field, &s};
}

Node Node::of(const Value& v) {
  switch (v.kind) {
    case Value::Kind::Variable:
      return {NodeKind::Variable, &v};
    case Value::Kind::Int:
      return {NodeKind::IntValue, &v};
    case Value::Kind::Float:
      return {NodeKind::FloatValue, &v};
    case Value::Kind::String:
      return {NodeKind::StringValue, &v};
    case Value::Kind::Boolean:
      return {NodeKind::BooleanValue, &v};
    case Value::Kind::Null:
      return {NodeKind::NullValue, &v};
    case Value::Kind::Enum:
      return {NodeKind::EnumValue, &v};
    case Value::Kind::List:
      return {NodeKind::ListValue, &v};
    case Value::Kind::Object:
      return {NodeKind::ObjectValue, &v};
  }
  return {NodeKind::NullValue, &v};
}

Node Node::of(const TypeRef& t) {
  switch (t.kind) {
    case TypeRef::Kind::Named:
      return {NodeKind::NamedType, &t};
    case TypeRef::Kind::List:
      return {NodeKind::ListType, &t};
    case TypeRef::Kind::NonNull:
      return {NodeKind::NonNullType, &t};
  }
  return {NodeKind::NamedType, &t};
}

std::vector<Node> ordered_definitions(const Document& document) {
  struct Entry {
    Location loc;
    Node node;
  };
  std::vector<Entry> entries;
  for (const auto& d : document.operations) entries.push_back({d.loc, Node::of(d)});
  for (const auto& d : document.fragments) entries.push_back({d.loc, Node::of(d)});
  for (const auto& d : document.type_system) entries.push_back({d.loc, Node::of(d)});
  std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return std::tie(a.loc.line, a.loc.column) < std::tie(b.loc.line, b.loc.column);
  });
  std::vector<Node> out;
  out.reserve(entries.size());
  for (auto& e : entries) out.push_back(e.node);
  return out;
}

namespace {

struct Walker {
  TypeInfo& type_info;
  Visitor& visitor;

  void visit(const Node& node, const Node* parent) {
    type_info.enter(node);
    if (!visitor.enter(node, parent)) {
      type_info.leave(node);
      return;
    }
    children(node);
    visitor.leave(node);
    type_info.leave(node);
  }

  void directives(const std::vector<Directive>& list, const Node& owner) {
    for (const auto& d : list) visit({NodeKind::Directive, &d}, &owner);
  }

  void selection_set(const std::vector<Selection>& set, const Node& owner) {
    visit({NodeKind::SelectionSet, &set}, &owner);
  }

  void children(const Node& node) {
    switch (node.kind) {
      case NodeKind::Document:
        for (const Node& d : ordered_definitions(node.document())) visit(d, &node);
        return;
      case NodeKind::OperationDefinition: {
        const auto& op = node.operation();
        for (const auto& v : op.variables) visit({NodeKind::VariableDefinition, &v}, &node);
        directives(op.directives, node);
        selection_set(op.selection_set, node);
        return;
      }
      case NodeKind::FragmentDefinition: {
        const auto& f = node.fragment();
        visit({NodeKind::TypeName, &f.type_condition}, &node);
        directives(f.directives, node);
        selection_set(f.selection_set, node);
        return;
      }
      case NodeKind::TypeSystemDefinition:
        type_system_children(node);
        return;
      case NodeKind::FieldDefinition: {
        const auto& f = node.field_definition();
        for (const auto& a : f.arguments) visit({NodeKind::ArgumentDefinition, &a}, &node);
        visit(Node::of(f.type), &node);
        directives(f.directives, node);
        return;
      }
      case NodeKind::ArgumentDefinition:
      case NodeKind::InputFieldDefinition: {
        const auto& v = node.input_value_definition();
        visit(Node::of(v.type), &node);
        if (v.default_value) visit(Node::of(*v.default_value), &node);
        directives(v.directives, node);
        return;
      }
      case NodeKind::EnumValueDefinition:
        directives(node.enum_value_definition().directives, node);
        return;
      case NodeKind::VariableDefinition: {
        const auto& v = node.variable_definition();
        visit(Node::of(v.type), &node);
        if (v.default_value) visit(Node::of(*v.default_value), &node);
        directives(v.directives, node);
        return;
      }
      case NodeKind::SelectionSet:
        for (const auto& s : node.selection_set()) visit(Node::of(s), &node);
        return;
      case NodeKind::Field: {
        const auto& f = node.selection();
        for (const auto& a : f.arguments) visit({NodeKind::Argument, &a}, &node);
        directives(f.directives, node);
        if (!f.selection_set.empty()) selection_set(f.selection_set, node);
        return;
      }
      case NodeKind::FragmentSpread:
        directives(node.selection().directives, node);
        return;
      case NodeKind::InlineFragment: {
        const auto& f = node.selection();
        if (!f.type_condition.empty()) visit({NodeKind::TypeName, &f.type_condition}, &node);
        directives(f.directives, node);
        selection_set(f.selection_set, node);
        return;
      }
      case NodeKind::Directive:
        for (const auto& a : node.directive().arguments) visit({NodeKind::Argument, &a}, &node);
        return;
      case NodeKind::Argument:
        visit(Node::of(node.argument().value), &node);
        return;
      case NodeKind::ListType:
      case NodeKind::NonNullType:
        if (node.type().of) visit(Node::of(*node.type().of), &node);
        return;
      case NodeKind::ListValue:
        for (const auto& item : node.value().list) visit(Node::of(item), &node);
        return;
      case NodeKind::ObjectValue:
        for (const auto& f : node.value().fields) visit({NodeKind::ObjectField, &f}, &node);
        return;
      case NodeKind::ObjectField:
        visit(Node::of(node.object_field().value), &node);
        return;
      default:
        return;
    }
  }

  // graphql-js key order for type system definitions and extensions.
  void type_system_children(const Node& node) {
    using K = TypeSystemDefinition::Kind;
    const auto& d = node.type_system();
    auto names = [&](const std::vector<std::string>& list) {
      for (const auto& n : list) visit({NodeKind::TypeName, &n}, &node);
    };
    switch (d.kind) {
      case K::Schema:
        directives(d.directives, node);
        for (const auto& root : d.root_operations) visit({NodeKind::TypeName, &root.type_name}, &node);
        return;
      case K::Scalar:
        directives(d.directives, node);
        return;
      case K::Object:
      case K::Interface:
        names(d.interfaces);
        directives(d.directives, node);
        for (const auto& f : d.fields) visit({NodeKind::FieldDefinition, &f}, &node);
        return;
      case K::Union:
        directives(d.directives, node);
        names(d.union_members);
        return;
      case K::Enum:
        directives(d.directives, node);
        for (const auto& v : d.enum_values) visit({NodeKind::EnumValueDefinition, &v}, &node);
        return;
      case K::InputObject:
        directives(d.directives, node);
        for (const auto& f : d.input_fields) visit({NodeKind::InputFieldDefinition, &f}, &node);
        return;
      case K::Directive:
        for (const auto& a : d.input_fields) visit({NodeKind::ArgumentDefinition, &a}, &node);
        return;
    }
  }
};

}  // namespace

void walk(const Node& root, TypeInfo& type_info, Visitor& visitor) { Walker{type_info, visitor}.visit(root, nullptr); }

}  // namespace karyana::graphql::validation
