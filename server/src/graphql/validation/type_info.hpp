// graphql-js's TypeInfo: while walking, which type, parent type, field, directive,
// argument and input type the current node sits in.
#pragma once

#include <vector>

#include "graphql/schema.hpp"
#include "graphql/validation/ast_walk.hpp"
#include "graphql/validation/directives.hpp"
#include "graphql/validation/types.hpp"

namespace karyana::graphql::validation {

class TypeInfo {
 public:
  TypeInfo(TypeTable& types, const DirectiveTable& directives) : types_(types), directives_(directives) {}

  Type type() const { return types_stack_.empty() ? nullptr : types_stack_.back(); }
  const NamedType* parent_type() const { return parent_types_.empty() ? nullptr : parent_types_.back(); }
  Type input_type() const { return input_types_.empty() ? nullptr : input_types_.back(); }
  Type parent_input_type() const { return input_types_.size() > 1 ? input_types_[input_types_.size() - 2] : nullptr; }
  const FieldDef* field_def() const { return field_defs_.empty() ? nullptr : field_defs_.back(); }
  // Whether the current input position has a default value (graphql-js getDefaultValue()
  // !== undefined).
  bool has_default_value() const { return !default_values_.empty() && default_values_.back(); }
  const DirectiveDef* directive() const { return directive_; }
  const InputValue* argument() const { return argument_; }

  void enter(const Node& node);
  void leave(const Node& node);

  // graphql-js TypeInfo's getFieldDef: meta-fields, then the type's own fields.
  const FieldDef* field_def_of(const NamedType* parent, const std::string& name) const;

 private:
  TypeTable& types_;
  const DirectiveTable& directives_;
  std::vector<Type> types_stack_;
  std::vector<const NamedType*> parent_types_;
  std::vector<Type> input_types_;
  std::vector<const FieldDef*> field_defs_;
  std::vector<bool> default_values_;
  const DirectiveDef* directive_ = nullptr;
  const InputValue* argument_ = nullptr;
};

}  // namespace karyana::graphql::validation
