// Execution of an operation's selection set (spec section 6): CollectFields, field
// resolution, value completion, non-null propagation and error paths. Internal to the
// engine: include only from graphql/*.cpp.
#pragma once

#include <memory>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include "graphql/ast.hpp"
#include "graphql/engine.hpp"
#include "graphql/schema.hpp"
#include "graphql/values.hpp"

namespace karyana::graphql::execution {

// What executing one field of an object type needs, looked up once per Engine so the hot
// path does no string concatenation ("Type.field") and no schema walks.
struct FieldEntry {
  const FieldDef* def = nullptr;
  const Resolver* resolver = nullptr;     // the api's or introspection's; nullptr → default
  const NamedType* named_type = nullptr;  // innermost named type of def->type
  BuiltinScalar builtin = BuiltinScalar::None;
};

struct TypeEntry {
  const NamedType* type = nullptr;
  std::unordered_map<std::string_view, FieldEntry> fields;
  const FieldEntry* field(std::string_view name) const {
    auto it = fields.find(name);
    return it == fields.end() ? nullptr : &it->second;
  }
};

// Read-only tables over a schema and its resolvers; shared by every execution.
class SchemaIndex {
 public:
  SchemaIndex(const Schema& schema, const Resolvers& resolvers);
  SchemaIndex(const SchemaIndex&) = delete;
  SchemaIndex& operator=(const SchemaIndex&) = delete;

  const Schema& schema() const { return schema_; }
  const Resolvers& resolvers() const { return resolvers_; }
  const TypeEntry* type(std::string_view name) const {
    auto it = types_.find(name);
    return it == types_.end() ? nullptr : &it->second;
  }
  const TypeEntry* type(const NamedType* t) const { return t ? type(t->name) : nullptr; }

 private:
  const Schema& schema_;
  const Resolvers& resolvers_;
  std::unordered_map<std::string_view, TypeEntry> types_;
  std::unordered_map<std::string, Resolver> introspection_;  // "__Type.fields" ...
};

struct ExecutionRequest {
  const SchemaIndex& index;
  const Document& document;
  const OperationDefinition& operation;
  const boost::json::object& variables;  // already coerced
  Context& context;
  const boost::json::value& root;
  // Subscription events: a root field without a plain resolver takes the event itself.
  bool subscription_event = false;
};

// Executes the operation's root selection set against its root type. Returns the "data"
// value (null when a non-null error propagated to the root); appends errors.
boost::json::value execute_operation(const ExecutionRequest& request, std::vector<Error>& errors);

// Fields of the root selection set after @skip/@include and fragments, with their first
// AST node (the subscription root field check needs them).
std::vector<const Selection*> collect_root_fields(const ExecutionRequest& request, const NamedType& root_type);

// The introspection resolvers for __Schema, __Type, __Field, __InputValue, __EnumValue and
// __Directive fields, keyed "Type.field" (introspection.cpp). Values of __Type are JSON
// strings holding a type reference ("[Int!]!"); the others are JSON objects.
std::unordered_map<std::string, Resolver> introspection_resolvers(const Schema& schema);

}  // namespace karyana::graphql::execution
