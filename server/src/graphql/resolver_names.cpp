// Resolver names checked against the schema when the engine is built (see resolver_names.hpp).
#include "graphql/resolver_names.hpp"

#include <algorithm>
#include <stdexcept>

namespace karyana::graphql::execution {

namespace {

// Why `name` ("Type.field") is not a field of an object or interface type; "" when it is.
std::string plain_problem(const Schema& schema, const std::string& name) {
  const auto dot = name.find('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == name.size()) return "not of the form \"Type.field\"";
  const std::string type_name = name.substr(0, dot);
  const std::string field_name = name.substr(dot + 1);
  const NamedType* type = schema.type(type_name);
  if (type == nullptr) return "the schema has no type \"" + type_name + "\"";
  if (type->kind != TypeKind::Object && type->kind != TypeKind::Interface)
    return "type \"" + type_name + "\" has no fields";
  if (type->field(field_name) == nullptr) return "type \"" + type_name + "\" has no field \"" + field_name + "\"";
  return "";
}

std::string subscription_problem(const Schema& schema, const std::string& field) {
  const NamedType* root = schema.subscription_type();
  if (root == nullptr) return "the schema has no subscription type";
  if (root->field(field) == nullptr) return "type \"" + root->name + "\" has no field \"" + field + "\"";
  return "";
}

}  // namespace

std::vector<std::string> unknown_resolver_names(const Schema& schema, const Resolvers& resolvers) {
  std::vector<std::string> out;
  for (const auto& name : resolvers.names())
    if (auto problem = plain_problem(schema, name); !problem.empty()) out.push_back(name + ": " + problem);
  for (const auto& field : resolvers.subscription_names())
    if (auto problem = subscription_problem(schema, field); !problem.empty())
      out.push_back("subscription " + field + ": " + problem);
  std::sort(out.begin(), out.end());
  return out;
}

void check_resolver_names(const Schema& schema, const Resolvers& resolvers) {
  const auto unknown = unknown_resolver_names(schema, resolvers);
  if (unknown.empty()) return;
  std::string message = "GraphQL resolvers registered for fields the schema does not have:";
  for (const auto& line : unknown) message += "\n  " + line;
  throw std::invalid_argument(message);
}

std::vector<std::string> unresolved_root_fields(const Schema& schema, const Resolvers& resolvers) {
  std::vector<std::string> out;
  const auto plain = resolvers.names();
  const auto subscriptions = resolvers.subscription_names();
  auto has = [](const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
  };
  for (const NamedType* root : {schema.query_type(), schema.mutation_type()}) {
    if (root == nullptr) continue;
    for (const auto& field : root->fields)
      if (!field.name.starts_with("__") && !has(plain, root->name + "." + field.name))
        out.push_back(root->name + "." + field.name);
  }
  if (const NamedType* root = schema.subscription_type())
    for (const auto& field : root->fields)
      if (!has(subscriptions, field.name)) out.push_back("subscription " + field.name);
  std::sort(out.begin(), out.end());
  return out;
}

void check_root_resolvers(const Schema& schema, const Resolvers& resolvers) {
  const auto missing = unresolved_root_fields(schema, resolvers);
  if (missing.empty()) return;
  std::string message = "GraphQL operation fields without a resolver:";
  for (const auto& line : missing) message += "\n  " + line;
  throw std::invalid_argument(message);
}

}  // namespace karyana::graphql::execution
