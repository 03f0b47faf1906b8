// Rules about literal values: each literal fits the input type of its position, and
// input objects name each field once (spec 5.6.1, 5.6.2, 5.6.3, 5.6.4).
#include <cerrno>
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "graphql/print.hpp"
#include "graphql/validation/rule.hpp"
#include "graphql/validation/suggestions.hpp"

namespace karyana::graphql::validation {

namespace {

// Whether an Int lexeme fits a 32-bit signed integer (graphql-js parses it as a double
// and compares with 2^31 bounds).
bool fits_int32(const std::string& lexeme) {
  errno = 0;
  char* end = nullptr;
  long long n = std::strtoll(lexeme.c_str(), &end, 10);
  if (errno == ERANGE) return false;
  return n >= -2147483648LL && n <= 2147483647LL;
}

class ValuesOfCorrectType : public Rule {
 public:
  using Rule::Rule;

  bool enter(const Node& node, const Node*) override {
    const TypeInfo& info = ctx.type_info();
    switch (node.kind) {
      case NodeKind::ListValue:
        if (!is_list(nullable(info.parent_input_type()))) {
          check_leaf_value(node.value());
          return false;
        }
        return true;
      case NodeKind::ObjectValue: {
        const NamedType* type = ctx.types().named(info.input_type());
        if (!is_input_object(type)) {
          check_leaf_value(node.value());
          return false;
        }
        const Value& v = node.value();
        for (const auto& def : type->input_fields) {
          bool given = false;
          for (const auto& f : v.fields) given = given || f.name == def.name;
          if (!given && def.type.kind == TypeRef::Kind::NonNull && !def.default_value)
            ctx.report("Field \"" + type->name + "." + def.name + "\" of required type \"" + type_to_string(def.type) +
                           "\" was not provided.",
                       {v.loc});
        }
        return true;
      }
      case NodeKind::ObjectField: {
        const NamedType* parent = ctx.types().named(info.parent_input_type());
        if (info.input_type() == nullptr && is_input_object(parent)) {
          std::vector<std::string> names;
          for (const auto& f : parent->input_fields) names.push_back(f.name);
          const ObjectField& field = node.object_field();
          ctx.report("Field \"" + field.name + "\" is not defined by type \"" + parent->name + "\"." +
                         ctx.did_you_mean(suggestion_list(field.name, names)),
                     {field.loc});
        }
        return true;
      }
      case NodeKind::NullValue:
        if (is_non_null(info.input_type()))
          ctx.report("Expected value of type \"" + type_to_string(*info.input_type()) + "\", found null.",
                     {node.value().loc});
        return true;
      case NodeKind::EnumValue:
      case NodeKind::IntValue:
      case NodeKind::FloatValue:
      case NodeKind::StringValue:
      case NodeKind::BooleanValue:
        check_leaf_value(node.value());
        return true;
      default:
        return true;
    }
  }

 private:
  // graphql-js isValidValueNode: the literal must parse as the position's leaf type.
  void check_leaf_value(const Value& v) {
    Type location = ctx.type_info().input_type();
    if (location == nullptr) return;
    const NamedType* type = ctx.types().named(location);
    if (!is_leaf(type)) {
      ctx.report("Expected value of type \"" + type_to_string(*location) + "\", found " + print_value(v) + ".",
                 {v.loc});
      return;
    }
    std::string error = parse_literal_error(*type, v);
    if (!error.empty()) ctx.report(std::move(error), {v.loc});
  }

  // The message graphql-js's parseLiteral throws for `v`, or empty when it parses.
  std::string parse_literal_error(const NamedType& type, const Value& v) const {
    using K = Value::Kind;
    if (type.kind == TypeKind::Enum) {
      std::string printed = print_value(v);
      std::vector<std::string> names;
      for (const auto& e : type.enum_values) names.push_back(e.name);
      auto hint = [&] { return ctx.did_you_mean(suggestion_list(printed, names), "the enum value"); };
      if (v.kind != K::Enum)
        return "Enum \"" + type.name + "\" cannot represent non-enum value: " + printed + "." + hint();
      if (type.enum_value(v.text) == nullptr)
        return "Value \"" + printed + "\" does not exist in \"" + type.name + "\" enum." + hint();
      return {};
    }
    const std::string& name = type.name;
    if (name == "Int") {
      if (v.kind != K::Int) return "Int cannot represent non-integer value: " + print_value(v);
      if (!fits_int32(v.text)) return "Int cannot represent non 32-bit signed integer value: " + v.text;
    } else if (name == "Float") {
      if (v.kind != K::Int && v.kind != K::Float) return "Float cannot represent non numeric value: " + print_value(v);
    } else if (name == "String") {
      if (v.kind != K::String) return "String cannot represent a non string value: " + print_value(v);
    } else if (name == "Boolean") {
      if (v.kind != K::Boolean) return "Boolean cannot represent a non boolean value: " + print_value(v);
    } else if (name == "ID") {
      if (v.kind != K::String && v.kind != K::Int)
        return "ID cannot represent a non-string and non-integer value: " + print_value(v);
    }
    // Custom scalars accept any literal (graphql-js valueFromASTUntyped).
    return {};
  }
};

class UniqueInputFieldNames : public Rule {
 public:
  using Rule::Rule;
  bool enter(const Node& node, const Node*) override {
    if (node.kind == NodeKind::ObjectValue) {
      known_.emplace_back();
    } else if (node.kind == NodeKind::ObjectField && !known_.empty()) {
      const ObjectField& f = node.object_field();
      auto [it, inserted] = known_.back().try_emplace(f.name, f.loc);
      if (!inserted) ctx.report("There can be only one input field named \"" + f.name + "\".", {it->second, f.loc});
    }
    return true;
  }
  void leave(const Node& node) override {
    if (node.kind == NodeKind::ObjectValue && !known_.empty()) known_.pop_back();
  }

 private:
  std::vector<std::unordered_map<std::string, Location>> known_;
};

}  // namespace

std::unique_ptr<Rule> values_of_correct_type(ValidationContext& c) { return std::make_unique<ValuesOfCorrectType>(c); }
std::unique_ptr<Rule> unique_input_field_names(ValidationContext& c) {
  return std::make_unique<UniqueInputFieldNames>(c);
}

}  // namespace karyana::graphql::validation
