// Builds a Schema from SDL (the friend Schema names). Internal to graphql/schema*.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graphql/ast.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {

class SchemaBuilder {
 public:
  static std::shared_ptr<const Schema> build(std::string_view sdl);

 private:
  explicit SchemaBuilder(Schema& schema) : s_(schema) {}

  [[noreturn]] static void fail(const std::string& message, Location at);
  void check_name(const std::string& name, Location at) const;

  void declare(const Document& doc, bool builtin);
  void fill(const Document& doc, bool builtin);
  void extend(const Document& doc);
  void add_parts(NamedType& t, const TypeSystemDefinition& d);
  void add_input_value(std::vector<InputValue>& into, const InputValueDefinition& def, const std::string& owner,
                       const char* location);
  void check_applied(const std::vector<Directive>& applied, const char* location) const;
  static const Directive* find_directive(const std::vector<Directive>& applied, std::string_view name);
  static std::optional<std::string> deprecation(const std::vector<Directive>& applied);
  void pick_roots(const Document& doc);
  void make_meta_fields();
  void compute_possible_types();

  // schema/checks.cpp: type references, interfaces, unions, non-empty types.
  void check();
  void check_type(const NamedType& t);
  void check_reference(const TypeRef& ref, bool input, const std::string& where_key, const std::string& what);
  void check_default(const InputValue& v, const std::string& where_key);
  void check_interfaces(const NamedType& t);
  void check_implementation(const NamedType& t, const NamedType& iface);
  bool is_subtype(const TypeRef& sub, const TypeRef& super) const;
  bool implements(const NamedType& t, const std::string& iface) const;
  Location where(const std::string& key) const;

  Schema& s_;
  bool builtin_ = false;
  std::map<std::string, Location> where_;  // "Type", "Type.field", "Type.field(arg:)", "@directive"
};

}  // namespace karyana::graphql
