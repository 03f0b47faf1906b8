// The GraphQL engine's public face: resolvers registered per `Type.field`, documents
// parsed and validated once and cached by their text, execution with variables,
// and subscriptions fed by the publish/subscribe bus (graphql/pubsub.hpp).
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

#include <boost/json/value.hpp>

#include "graphql/ast.hpp"
#include "graphql/schema.hpp"

namespace karyana::graphql {

// One entry of a response's "errors".
struct Error {
  std::string message;
  std::vector<Location> locations;
  boost::json::array path;         // strings (response keys) and integers (list indices)
  boost::json::object extensions;  // e.g. {"code":"UNAUTHENTICATED"}
  boost::json::object to_json() const;
};

// Thrown by a resolver: becomes a field error with the field's path and location, and
// the field's value becomes null (propagating to the nearest nullable parent).
struct FieldError : std::exception {
  explicit FieldError(std::string msg, boost::json::object ext = {})
      : message(std::move(msg)), extensions(std::move(ext)) {}
  const char* what() const noexcept override { return message.c_str(); }
  std::string message;
  boost::json::object extensions;
};

// Per-request state the api layer extends (signed-in user, store access, client address).
struct Context {
  virtual ~Context() = default;
  // Headers the transport adds to the HTTP response (for example refreshed tokens).
  std::vector<std::pair<std::string, std::string>> response_headers;
  // Called when a resolver throws anything but FieldError. The client only sees "Internal
  // server error", so this is where the api layer logs the cause. `field` is "Type.field".
  virtual void on_internal_error(std::string_view field, std::string_view what) {}
  // A resolver that must not be answered before a moment (sendPasswordResetCode's minimum
  // answer time) sets it; the transport holds the response back on a timer until then, so
  // no thread sleeps. Default (epoch): at once.
  std::chrono::steady_clock::time_point answer_not_before{};
  // Cleared by a resolver that answered from data older than the store's (a search snapshot still
  // being rebuilt): the transport's answer cache (http/graphql_answers.hpp) must not keep the answer.
  bool answer_may_be_kept = true;
};

struct ResolveInfo {
  const boost::json::value& parent;  // the parent object's value (root: null or the event)
  const boost::json::object& args;   // arguments coerced against the field definition,
                                     // defaults applied; absent optional args are absent
  Context& context;
  const Selection& field;  // the (first) AST field being resolved
  const FieldDef& field_def;
  const NamedType& parent_type;
};

// A resolver returns the field's value as JSON: scalars and enums as JSON scalars (enum
// values as strings), lists as arrays, objects as JSON objects whose members child fields
// read. A field without a registered resolver reads parent[response field name].
// An object value of an abstract type must carry "__typename" naming its object type.
using Resolver = std::function<boost::json::value(const ResolveInfo&)>;

// A subscription root field answers the bus topic to listen on; each event published on
// that topic becomes the root value and the subscription field's value (unless a plain
// resolver for `Subscription.field` is also registered, which then maps the event).
struct SubscriptionSource {
  std::string topic;
};
using SubscribeResolver = std::function<SubscriptionSource(const ResolveInfo&)>;

class Resolvers {
 public:
  void add(std::string type_dot_field, Resolver r) { plain_[std::move(type_dot_field)] = std::move(r); }
  // A costly root field (an SMS, a password hash, an account): a document may select at
  // most Limits::max_costly_fields of them, counted by response key with fragments expanded.
  void add_costly(std::string type_dot_field, Resolver r) {
    costly_.insert(type_dot_field);
    add(std::move(type_dot_field), std::move(r));
  }
  // A root field that waits for a durable (group) commit, e.g. placing an order: HTTP runs it on
  // a pool of waiting threads so the I/O threads keep serving while it waits for the fsync.
  void add_committing(std::string type_dot_field, Resolver r) {
    committing_.insert(type_dot_field);
    add(std::move(type_dot_field), std::move(r));
  }
  void add_subscription(std::string field, SubscribeResolver r) { subscribe_[std::move(field)] = std::move(r); }
  const std::unordered_set<std::string>& costly() const { return costly_; }
  const std::unordered_set<std::string>& committing() const { return committing_; }
  const Resolver* find(const std::string& type_dot_field) const {
    auto it = plain_.find(type_dot_field);
    return it == plain_.end() ? nullptr : &it->second;
  }
  const SubscribeResolver* find_subscription(const std::string& field) const {
    auto it = subscribe_.find(field);
    return it == subscribe_.end() ? nullptr : &it->second;
  }
  // The registered names, for the engine's start-up check that each names a schema field.
  std::vector<std::string> names() const { return keys(plain_); }
  std::vector<std::string> subscription_names() const { return keys(subscribe_); }

 private:
  std::unordered_map<std::string, Resolver> plain_;
  std::unordered_map<std::string, SubscribeResolver> subscribe_;
  std::unordered_set<std::string> costly_;      // "Type.field"
  std::unordered_set<std::string> committing_;  // "Type.field"

  template <class Map>
  static std::vector<std::string> keys(const Map& map) {
    std::vector<std::string> out;
    out.reserve(map.size());
    for (const auto& [key, value] : map) out.push_back(key);
    return out;
  }
};

struct Limits {
  std::size_t max_document_bytes = 15000;  // "Document is too large"
  std::size_t max_tokens = 2000;
  std::size_t max_depth = 10;  // counted with fragments expanded
  std::size_t max_aliases = 15;
  std::size_t max_fields = 500;  // field selections with fragments expanded
  std::size_t max_directives = 50;
  std::size_t max_costly_fields = 1;  // root fields added with Resolvers::add_costly
  std::size_t cache_entries = 1000;   // parsed-document cache size (LRU)
  // graphql-js's "Did you mean ...?" in validation errors: a development aid that helps
  // someone probing the schema more than a client, so off unless asked for.
  bool suggestions = false;
};

// A document parsed and validated once; shared read-only between threads.
struct PreparedDocument {
  Document document;
  std::vector<Error> errors;  // syntax, limit or validation errors; empty when valid
  bool syntax_error = false;  // true when the text did not parse (HTTP 400)
};

struct ExecutionResult {
  std::optional<boost::json::value> data;  // absent when execution did not start
  std::vector<Error> errors;
  boost::json::object to_json() const;  // {"data":...,"errors":[...]} per the spec
};

class Engine {
 public:
  // Throws std::invalid_argument listing every registered resolver whose "Type.field" (or
  // subscription field) the schema does not have: a misspelt name would otherwise leave the
  // field on the default resolver without a word.
  Engine(std::shared_ptr<const Schema> schema, Resolvers resolvers, Limits limits = {});
  ~Engine();

  const Schema& schema() const { return *schema_; }
  const Limits& limits() const { return limits_; }

  // Parse + validate, cached by the exact text (thread-safe LRU). Never throws.
  std::shared_ptr<const PreparedDocument> prepare(std::string_view query) const;

  // Picks the operation to run; nullptr and `error` set when it is ambiguous or unknown.
  static const OperationDefinition* select_operation(const PreparedDocument& doc,
                                                     const std::optional<std::string>& operation_name,
                                                     std::string& error);

  // Runs a query or mutation (mutations' root fields in order). Variables are coerced
  // first; coercion errors come back with no data. `root` is the root value.
  ExecutionResult execute(const PreparedDocument& doc, const OperationDefinition& op,
                          const boost::json::object& variables, Context& context,
                          const boost::json::value& root = nullptr) const;

  // For a subscription operation: coerces variables and calls the root field's subscribe
  // resolver. Returns the topic, or an ExecutionResult holding the errors.
  std::variant<SubscriptionSource, ExecutionResult> subscribe(const PreparedDocument& doc,
                                                              const OperationDefinition& op,
                                                              const boost::json::object& variables,
                                                              Context& context) const;

  // One "next" payload for an event published on a subscription's topic.
  ExecutionResult execute_event(const PreparedDocument& doc, const OperationDefinition& op,
                                const boost::json::object& variables, Context& context,
                                const boost::json::value& event) const;

  // True when the operation selects a costly root field (Resolvers::add_costly): the
  // transport runs it on its worker pool instead of an I/O thread. Cheap: a walk of the
  // prepared document's root selections, nothing parsed again.
  bool selects_costly(const PreparedDocument& doc, const OperationDefinition& op) const;
  // True when the operation selects a root field added with Resolvers::add_committing.
  bool selects_committing(const PreparedDocument& doc, const OperationDefinition& op) const;

  // Convenience for tests and internal callers: prepare + select + execute.
  ExecutionResult run(std::string_view query, const boost::json::object& variables, Context& context,
                      const std::optional<std::string>& operation_name = std::nullopt) const;

 private:
  struct Cache;
  struct Tables;  // per-type field and resolver lookup built once (executor.hpp)
  // The one path behind execute and execute_event: the document's errors, the root type,
  // variable coercion, then the operation. `subscription_event`: root fields without a plain
  // resolver take `root` (the event) itself.
  ExecutionResult execute_operation(const PreparedDocument& doc, const OperationDefinition& op,
                                    const boost::json::object& variables, Context& context,
                                    const boost::json::value& root, bool subscription_event) const;
  std::shared_ptr<const Schema> schema_;
  Resolvers resolvers_;
  Limits limits_;
  std::unique_ptr<Cache> cache_;
  std::unique_ptr<const Tables> tables_;
};

}  // namespace karyana::graphql
