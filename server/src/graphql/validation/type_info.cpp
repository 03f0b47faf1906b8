// Port of graphql-js utilities/TypeInfo.ts enter/leave.
#include "graphql/validation/type_info.hpp"

namespace karyana::graphql::validation {

const FieldDef* TypeInfo::field_def_of(const NamedType* parent, const std::string& name) const {
  if (parent == nullptr) return nullptr;
  const Schema& schema = types_.schema();
  if ((name == "__schema" || name == "__type") && schema.query_type() == parent) return schema.field(*parent, name);
  if (name == "__typename" && parent->is_composite()) return schema.field(*parent, name);
  if (parent->kind == TypeKind::Object || parent->kind == TypeKind::Interface) return parent->field(name);
  return nullptr;
}

void TypeInfo::enter(const Node& node) {
  switch (node.kind) {
    case NodeKind::SelectionSet: {
      const NamedType* named = types_.named(type());
      parent_types_.push_back(is_composite(named) ? named : nullptr);
      break;
    }
    case NodeKind::Field: {
      const FieldDef* def = field_def_of(parent_type(), node.selection().name);
      Type field_type = def != nullptr ? &def->type : nullptr;
      field_defs_.push_back(def);
      types_stack_.push_back(types_.is_output(field_type) ? field_type : nullptr);
      break;
    }
    case NodeKind::Directive:
      directive_ = directives_.schema_directive(node.directive().name);
      break;
    case NodeKind::OperationDefinition: {
      const NamedType* root = types_.schema().root_type(node.operation().operation);
      types_stack_.push_back(is_object(root) ? types_.ref(root) : nullptr);
      break;
    }
    case NodeKind::InlineFragment:
    case NodeKind::FragmentDefinition: {
      const std::string& condition =
          node.kind == NodeKind::InlineFragment ? node.selection().type_condition : node.fragment().type_condition;
      Type output = condition.empty() ? types_.ref(types_.named(type())) : types_.ref(types_.schema().type(condition));
      types_stack_.push_back(types_.is_output(output) ? output : nullptr);
      break;
    }
    case NodeKind::VariableDefinition: {
      Type input = types_.from_ast(node.variable_definition().type);
      input_types_.push_back(types_.is_input(input) ? input : nullptr);
      break;
    }
    case NodeKind::Argument: {
      const std::vector<InputValue>* args = nullptr;
      if (directive_ != nullptr)
        args = &directive_->arguments;
      else if (field_def() != nullptr)
        args = &field_def()->arguments;
      const InputValue* arg_def = nullptr;
      if (args != nullptr)
        for (const auto& a : *args)
          if (a.name == node.argument().name) {
            arg_def = &a;
            break;
          }
      argument_ = arg_def;
      default_values_.push_back(arg_def != nullptr && arg_def->default_value.has_value());
      Type arg_type = arg_def != nullptr ? &arg_def->type : nullptr;
      input_types_.push_back(types_.is_input(arg_type) ? arg_type : nullptr);
      break;
    }
    case NodeKind::ListValue: {
      Type list_type = nullable(input_type());
      Type item_type = is_list(list_type) ? of_type(list_type) : list_type;
      default_values_.push_back(false);  // list positions never have a default
      input_types_.push_back(types_.is_input(item_type) ? item_type : nullptr);
      break;
    }
    case NodeKind::ObjectField: {
      const NamedType* object_type = types_.named(input_type());
      const InputValue* field = nullptr;
      if (is_input_object(object_type)) field = object_type->input_field(node.object_field().name);
      default_values_.push_back(field != nullptr && field->default_value.has_value());
      Type field_type = field != nullptr ? &field->type : nullptr;
      input_types_.push_back(types_.is_input(field_type) ? field_type : nullptr);
      break;
    }
    default:
      break;
  }
}

void TypeInfo::leave(const Node& node) {
  switch (node.kind) {
    case NodeKind::SelectionSet:
      parent_types_.pop_back();
      break;
    case NodeKind::Field:
      field_defs_.pop_back();
      types_stack_.pop_back();
      break;
    case NodeKind::Directive:
      directive_ = nullptr;
      break;
    case NodeKind::OperationDefinition:
    case NodeKind::InlineFragment:
    case NodeKind::FragmentDefinition:
      types_stack_.pop_back();
      break;
    case NodeKind::VariableDefinition:
      input_types_.pop_back();
      break;
    case NodeKind::Argument:
      argument_ = nullptr;
      default_values_.pop_back();
      input_types_.pop_back();
      break;
    case NodeKind::ListValue:
    case NodeKind::ObjectField:
      default_values_.pop_back();
      input_types_.pop_back();
      break;
    default:
      break;
  }
}

}  // namespace karyana::graphql::validation
