// The engine's entry points: prepare (size check, parse, limits, validation, costly fields, cache),
// operation selection, execution, subscriptions, and the response JSON.
#include "graphql/engine.hpp"

#include <exception>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "graphql/document_cache.hpp"
#include "graphql/executor.hpp"
#include "graphql/limits.hpp"
#include "graphql/parser.hpp"
#include "graphql/resolver_names.hpp"
#include "graphql/validation.hpp"
#include "graphql/values.hpp"

namespace karyana::graphql {

namespace json = boost::json;

struct Engine::Cache : execution::DocumentCache {
  using DocumentCache::DocumentCache;
};

struct Engine::Tables {
  Tables(const Schema& schema, const Resolvers& resolvers) : index(schema, resolvers) {}
  execution::SchemaIndex index;
};

// ---- response JSON ----

json::object Error::to_json() const {
  json::object out;
  out.emplace("message", message);
  if (!locations.empty()) {
    json::array locs;
    for (const auto& l : locations) locs.push_back(json::object{{"line", l.line}, {"column", l.column}});
    out.emplace("locations", std::move(locs));
  }
  if (!path.empty()) out.emplace("path", path);
  if (!extensions.empty()) out.emplace("extensions", extensions);
  return out;
}

json::object ExecutionResult::to_json() const {
  json::object out;
  if (!errors.empty()) {
    json::array list;
    list.reserve(errors.size());
    for (const auto& e : errors) list.push_back(e.to_json());
    out.emplace("errors", std::move(list));
  }
  if (data) out.emplace("data", *data);
  return out;
}

// ---- Engine ----

namespace {

Error plain_error(std::string message, std::vector<Location> locations = {}) {
  Error e;
  e.message = std::move(message);
  e.locations = std::move(locations);
  return e;
}

ExecutionResult failed(Error e) {
  ExecutionResult r;
  r.errors.push_back(std::move(e));
  return r;
}

const char* operation_word(OperationType op) {
  switch (op) {
    case OperationType::Query:
      return "query";
    case OperationType::Mutation:
      return "mutation";
    case OperationType::Subscription:
      return "subscription";
  }
  return "query";
}

}  // namespace

Engine::Engine(std::shared_ptr<const Schema> schema, Resolvers resolvers, Limits limits)
    : schema_(std::move(schema)),
      resolvers_(std::move(resolvers)),
      limits_(limits),
      cache_(std::make_unique<Cache>(limits.cache_entries)),
      tables_(std::make_unique<const Tables>(*schema_, resolvers_)) {
  execution::check_resolver_names(*schema_, resolvers_);
}

Engine::~Engine() = default;

std::shared_ptr<const PreparedDocument> Engine::prepare(std::string_view query) const {
  if (auto cached = cache_->find(query)) return cached;

  auto doc = std::make_shared<PreparedDocument>();
  if (auto too_large = execution::check_document_size(query, limits_)) {
    // Refused unparsed (like a syntax error, HTTP 400); not cached, so it evicts nothing.
    doc->syntax_error = true;
    doc->errors.push_back(std::move(*too_large));
    return doc;
  }
  try {
    doc->document = parse(query, ParseOptions{limits_.max_tokens});
  } catch (const SyntaxError& e) {
    doc->syntax_error = true;
    doc->errors.push_back(plain_error(e.what(), {e.loc}));
  } catch (const std::exception&) {
    doc->syntax_error = true;
    doc->errors.push_back(plain_error("Syntax Error: the document could not be parsed."));
  }
  if (!doc->syntax_error) {
    doc->errors = execution::check_limits(doc->document, limits_);
    if (doc->errors.empty()) {
      try {
        doc->errors = validate(*schema_, doc->document, {.suggestions = limits_.suggestions});
        if (doc->errors.empty())
          if (auto costly = execution::check_costly_fields(doc->document, *schema_, resolvers_.costly(), limits_))
            doc->errors.push_back(std::move(*costly));
      } catch (const std::exception&) {
        doc->errors.push_back(plain_error("Internal server error"));
      }
    }
  }
  return cache_->insert(query, std::move(doc));
}

const OperationDefinition* Engine::select_operation(const PreparedDocument& doc,
                                                    const std::optional<std::string>& operation_name,
                                                    std::string& error) {
  const auto& ops = doc.document.operations;
  if (operation_name && !operation_name->empty()) {
    for (const auto& op : ops)
      if (op.name == *operation_name) return &op;
    error = "Unknown operation named \"" + *operation_name + "\".";
    return nullptr;
  }
  if (ops.empty()) {
    error = "Must provide an operation.";
    return nullptr;
  }
  if (ops.size() > 1) {
    error = "Must provide operation name if query contains multiple operations.";
    return nullptr;
  }
  return &ops.front();
}

ExecutionResult Engine::execute(const PreparedDocument& doc, const OperationDefinition& op,
                                const json::object& variables, Context& context, const json::value& root) const {
  return execute_operation(doc, op, variables, context, root, false);
}

ExecutionResult Engine::execute_operation(const PreparedDocument& doc, const OperationDefinition& op,
                                          const json::object& variables, Context& context, const json::value& root,
                                          bool subscription_event) const {
  if (!doc.errors.empty()) {
    ExecutionResult r;
    r.errors = doc.errors;
    return r;
  }
  if (schema_->root_type(op.operation) == nullptr)
    return failed(plain_error(
        std::string("Schema is not configured to execute ") + operation_word(op.operation) + " operation.", {op.loc}));
  ExecutionResult result;
  json::object coerced;
  if (!op.variables.empty() && !execution::coerce_variable_values(*schema_, op, variables, coerced, result.errors))
    return result;
  execution::ExecutionRequest request{tables_->index, doc.document, op, coerced, context, root, subscription_event};
  result.data = execution::execute_operation(request, result.errors);
  return result;
}

std::variant<SubscriptionSource, ExecutionResult> Engine::subscribe(const PreparedDocument& doc,
                                                                    const OperationDefinition& op,
                                                                    const json::object& variables,
                                                                    Context& context) const {
  if (!doc.errors.empty()) {
    ExecutionResult r;
    r.errors = doc.errors;
    return r;
  }
  const NamedType* root_type = schema_->subscription_type();
  if (op.operation != OperationType::Subscription || root_type == nullptr)
    return failed(plain_error("Schema is not configured to execute subscription operation.", {op.loc}));

  ExecutionResult result;
  json::object coerced;
  if (!execution::coerce_variable_values(*schema_, op, variables, coerced, result.errors)) return result;

  const json::value no_root = nullptr;
  execution::ExecutionRequest request{tables_->index, doc.document, op, coerced, context, no_root, false};
  auto fields = execution::collect_root_fields(request, *root_type);
  if (fields.size() != 1)
    return failed(plain_error("A subscription must select exactly one top level field.", {op.loc}));
  const Selection& node = *fields.front();
  auto located = [&](std::string message, json::object extensions = {}) {
    Error e = plain_error(std::move(message), {node.loc});
    e.path.emplace_back(node.response_key());
    e.extensions = std::move(extensions);
    return failed(std::move(e));
  };
  const FieldDef* def = root_type->field(node.name);
  if (def == nullptr) return located("The subscription field \"" + node.name + "\" is not defined.");
  const SubscribeResolver* source = resolvers_.find_subscription(node.name);
  if (source == nullptr) return located("The subscription field \"" + node.name + "\" has no event source.");

  json::object args;
  Error arg_error;
  if (!execution::coerce_argument_values(*schema_, def->arguments, node.arguments, coerced, args, arg_error)) {
    if (arg_error.locations.empty()) arg_error.locations.push_back(node.loc);
    arg_error.path.emplace_back(node.response_key());
    return failed(std::move(arg_error));
  }
  try {
    ResolveInfo info{no_root, args, context, node, *def, *root_type};
    return (*source)(info);
  } catch (const FieldError& e) {
    return located(e.message, e.extensions);
  } catch (const std::exception& e) {
    try {
      context.on_internal_error(root_type->name + "." + node.name, e.what());
    } catch (...) {
    }
    return located("Internal server error");
  } catch (...) {
    return located("Internal server error");
  }
}

ExecutionResult Engine::execute_event(const PreparedDocument& doc, const OperationDefinition& op,
                                      const json::object& variables, Context& context, const json::value& event) const {
  return execute_operation(doc, op, variables, context, event, op.operation == OperationType::Subscription);
}

bool Engine::selects_costly(const PreparedDocument& doc, const OperationDefinition& op) const {
  if (!doc.errors.empty()) return false;  // refused before anything runs
  return execution::selects_costly_field(doc.document, *schema_, op, resolvers_.costly());
}

bool Engine::selects_committing(const PreparedDocument& doc, const OperationDefinition& op) const {
  if (!doc.errors.empty()) return false;
  return execution::selects_costly_field(doc.document, *schema_, op, resolvers_.committing());
}

ExecutionResult Engine::run(std::string_view query, const json::object& variables, Context& context,
                            const std::optional<std::string>& operation_name) const {
  auto doc = prepare(query);
  if (!doc->errors.empty()) {
    ExecutionResult r;
    r.errors = doc->errors;
    return r;
  }
  std::string error;
  const OperationDefinition* op = select_operation(*doc, operation_name, error);
  if (op == nullptr) return failed(plain_error(std::move(error)));
  return execute(*doc, *op, variables, context);
}

}  // namespace karyana::graphql
