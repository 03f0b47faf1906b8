#include "graphql/ws_protocol.hpp"

#include <exception>
#include <optional>
#include <utility>

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace karyana::graphql {

namespace json = boost::json;

namespace {

// A member that may be absent or null, or must have the expected kind.
bool absent_null_or(const json::object& o, std::string_view key, json::kind kind) {
  auto* v = o.if_contains(key);
  return v == nullptr || v->is_null() || v->kind() == kind;
}

const json::string* non_empty_string(const json::object& o, std::string_view key) {
  auto* v = o.if_contains(key);
  if (v == nullptr || !v->is_string() || v->get_string().empty()) return nullptr;
  return &v->get_string();
}

// Close reasons are limited to 123 bytes; cut at a UTF-8 character boundary.
std::string truncate_reason(std::string reason) {
  constexpr std::size_t max = 123;
  if (reason.size() <= max) return reason;
  std::size_t n = max;
  while (n > 0 && (static_cast<unsigned char>(reason[n]) & 0xC0) == 0x80) --n;
  reason.resize(n);
  return reason;
}

// Refused because the server's work pool is full (the words of the HTTP 503, http/work_pool.hpp).
constexpr const char* kServerBusy = "The server is busy. Please try again in a moment.";

json::array errors_json(const std::vector<Error>& errors) {
  json::array out;
  out.reserve(errors.size());
  for (const auto& e : errors) out.emplace_back(e.to_json());
  return out;
}

json::array single_error(std::string message) {
  json::array out;
  out.emplace_back(json::object{{"message", std::move(message)}});
  return out;
}

}  // namespace

std::shared_ptr<WsProtocol> WsProtocol::create(const Engine& engine, PubSub& pubsub, ContextFactory context_factory,
                                               std::weak_ptr<WsTransport> transport) {
  return std::shared_ptr<WsProtocol>(new WsProtocol(engine, pubsub, std::move(context_factory), std::move(transport)));
}

WsProtocol::WsProtocol(const Engine& engine, PubSub& pubsub, ContextFactory context_factory,
                       std::weak_ptr<WsTransport> transport)
    : engine_(engine),
      pubsub_(pubsub),
      context_factory_(std::move(context_factory)),
      transport_(std::move(transport)) {}

WsProtocol::~WsProtocol() {
  for (auto& [id, op] : operations_) pubsub_.unsubscribe(op.token);
  if (revocations_) pubsub_.unsubscribe(*revocations_);
}

void WsProtocol::on_message(std::string_view text) {
  if (closed_) return;
  json::error_code ec;
  json::value parsed = json::parse(text, ec);
  if (ec) return close(ws_close::bad_request, "Invalid message received: malformed JSON");
  if (!parsed.is_object()) return close(ws_close::bad_request, "Invalid message received: not an object");
  try {
    handle(parsed.get_object());
  } catch (const std::exception&) {
    close(ws_close::internal_error, "Internal server error");
  }
}

void WsProtocol::on_init_timeout() {
  if (closed_ || init_received_) return;
  close(ws_close::init_timeout, "Connection initialisation timeout");
}

void WsProtocol::on_close() {
  if (closed_ && operations_.empty() && !revocations_) return;
  closed_ = true;
  for (auto& [id, op] : operations_) pubsub_.unsubscribe(op.token);
  operations_.clear();
  if (revocations_) pubsub_.unsubscribe(*revocations_);
  revocations_.reset();
  session_ = nullptr;
  context_.reset();
}

void WsProtocol::handle(const json::object& message) {
  auto* type = message.if_contains("type");
  if (type == nullptr || !type->is_string())
    return close(ws_close::bad_request, "Invalid message received: missing type");
  const std::string_view t = type->get_string();

  if (t == "connection_init") return on_connection_init(message);
  if (t == "ping") {
    if (!absent_null_or(message, "payload", json::kind::object))
      return close(ws_close::bad_request, "Invalid message received: ping payload must be an object");
    json::object pong{{"type", "pong"}};
    if (auto* p = message.if_contains("payload"); p && p->is_object()) pong["payload"] = *p;
    return send(pong);
  }
  if (t == "pong") {
    if (!absent_null_or(message, "payload", json::kind::object))
      return close(ws_close::bad_request, "Invalid message received: pong payload must be an object");
    return;  // an answer to nothing we asked, or a keep-alive: nothing to do
  }
  if (t == "subscribe") return on_subscribe(message);
  if (t == "complete") return on_complete(message);
  close(ws_close::bad_request, "Invalid message received: unexpected type " + std::string(t));
}

void WsProtocol::on_connection_init(const json::object& message) {
  if (!absent_null_or(message, "payload", json::kind::object))
    return close(ws_close::bad_request, "Invalid message received: connection_init payload must be an object");
  if (init_received_) return close(ws_close::too_many_inits, "Too many initialisation requests");
  init_received_ = true;

  static const json::object empty;
  auto* payload = message.if_contains("payload");
  const json::object& params = (payload && payload->is_object()) ? payload->get_object() : empty;
  try {
    context_ = context_factory_ ? context_factory_(params) : nullptr;
  } catch (const std::exception&) {
    // A refused token may surface as an exception from the api layer: still a rejection.
    context_ = nullptr;
  }
  if (!context_) return close(ws_close::forbidden, "Forbidden");
  acknowledged_ = true;
  send(json::object{{"type", "connection_ack"}});
  session_ = dynamic_cast<WsSession*>(context_.get());
  if (session_) watch_session();
}

void WsProtocol::watch_session() {
  std::weak_ptr<WsProtocol> weak = weak_from_this();
  const std::string topic = session_->revocation_topic();
  if (!topic.empty()) {
    // Runs on the publisher's thread: hop onto the strand and read the session's state there.
    revocations_ = pubsub_.subscribe(topic, [weak](const json::value&) {
      auto self = weak.lock();
      if (!self) return;
      if (auto transport = self->transport_.lock())
        transport->post([weak] {
          if (auto s = weak.lock()) s->session_ended(true);
        });
    });
  }
  arm_expiry();
}

void WsProtocol::arm_expiry() {
  if (!session_) return;
  auto left = session_->time_left();
  auto transport = transport_.lock();
  if (!left || !transport) return;
  // A little past the expiry, so that the check sees it; still live then (a clock set back)
  // means a later look.
  transport->post_after(*left + std::chrono::milliseconds(50), [weak = weak_from_this()] {
    auto self = weak.lock();
    if (self && !self->closed_ && !self->session_ended(true)) self->arm_expiry();
  });
}

bool WsProtocol::session_ended(bool recheck) {
  if (closed_) return true;
  if (session_ == nullptr || session_->session_live(recheck)) return false;
  close(ws_close::unauthorized, "Unauthorized");
  return true;
}

void WsProtocol::on_subscribe(const json::object& message) {
  const json::string* id = non_empty_string(message, "id");
  if (id == nullptr) return close(ws_close::bad_request, "Invalid message received: subscribe needs a non-empty id");
  auto* payload_v = message.if_contains("payload");
  if (payload_v == nullptr || !payload_v->is_object())
    return close(ws_close::bad_request, "Invalid message received: subscribe needs a payload object");
  const json::object& payload = payload_v->get_object();
  auto* query = payload.if_contains("query");
  if (query == nullptr || !query->is_string())
    return close(ws_close::bad_request, "Invalid message received: payload.query must be a string");
  if (!absent_null_or(payload, "variables", json::kind::object) ||
      !absent_null_or(payload, "operationName", json::kind::string) ||
      !absent_null_or(payload, "extensions", json::kind::object))
    return close(ws_close::bad_request, "Invalid message received: malformed subscribe payload");

  if (!acknowledged_) return close(ws_close::unauthorized, "Unauthorized");
  if (session_ended(true)) return;
  const std::string op_id(*id);
  if (operations_.count(op_id))
    return close(ws_close::subscriber_exists, "Subscriber for " + op_id + " already exists");

  auto error_message = [&](json::array errors) {
    send(json::object{{"id", op_id}, {"type", "error"}, {"payload", std::move(errors)}});
  };

  auto doc = engine_.prepare(query->get_string());
  if (!doc->errors.empty()) return error_message(errors_json(doc->errors));

  std::optional<std::string> operation_name;
  if (auto* n = payload.if_contains("operationName"); n && n->is_string())
    operation_name = std::string(n->get_string());
  std::string select_error;
  const OperationDefinition* op = Engine::select_operation(*doc, operation_name, select_error);
  if (op == nullptr) return error_message(single_error(select_error));

  json::object variables;
  if (auto* v = payload.if_contains("variables"); v && v->is_object()) variables = v->get_object();

  auto next_and_complete = [&](const ExecutionResult& result) {
    send(json::object{{"id", op_id}, {"type", "next"}, {"payload", result.to_json()}});
    send(json::object{{"id", op_id}, {"type", "complete"}});
  };

  if (op->operation != OperationType::Subscription) {
    if (!engine_.selects_costly(*doc, *op))
      return answer(op_id, engine_.execute(*doc, *op, variables, *context_), *context_);
    auto transport = transport_.lock();
    if (!transport) return;
    // A password hash or an e-mail: on the work pool, off the socket's strand. The work keeps
    // the document and the context alive; its answer is dropped when the socket closed meanwhile.
    auto work = [weak = weak_from_this(), &engine = engine_, doc, op, variables = std::move(variables),
                 context = context_, op_id]() -> std::function<void()> {
      auto result = std::make_shared<ExecutionResult>(engine.execute(*doc, *op, variables, *context));
      return [weak, result, context, op_id] {
        if (auto self = weak.lock()) self->answer(op_id, *result, *context);
      };
    };
    if (!transport->run_heavy(std::move(work))) {
      json::array errors;
      errors.emplace_back(
          json::object{{"message", kServerBusy},
                       {"extensions", json::object{{"code", "SERVER_BUSY"}, {"textCode", "SERVER_BUSY"}}}});
      error_message(std::move(errors));
    }
    return;
  }

  if (operations_.size() >= max_subscriptions)
    return error_message(
        single_error("Too many subscriptions on this connection (at most " + std::to_string(max_subscriptions) + ")"));

  auto source = engine_.subscribe(*doc, *op, variables, *context_);
  if (auto* failed = std::get_if<ExecutionResult>(&source)) return next_and_complete(*failed);

  const std::uint64_t generation = next_generation_++;
  std::weak_ptr<WsProtocol> weak = weak_from_this();
  // Runs on the publisher's thread: copy the event and hop onto this connection's strand.
  auto on_event = [weak, op_id, generation](const json::value& event) {
    auto self = weak.lock();
    if (!self) return;
    auto transport = self->transport_.lock();
    if (!transport) return;
    transport->post([weak, op_id, generation, event = json::value(event)] {
      if (auto s = weak.lock()) s->deliver(op_id, generation, event);
    });
  };
  Operation entry;
  entry.generation = generation;
  entry.document = doc;
  entry.operation = op;
  entry.variables = std::move(variables);
  auto [it, inserted] = operations_.emplace(op_id, std::move(entry));
  it->second.token = pubsub_.subscribe(std::get<SubscriptionSource>(source).topic, std::move(on_event));
}

void WsProtocol::answer(const std::string& id, const ExecutionResult& result, Context& context) {
  if (closed_) return;
  const auto not_before = context.answer_not_before;
  context.answer_not_before = {};
  json::object next{{"id", id}, {"type", "next"}, {"payload", result.to_json()}};
  json::object complete{{"id", id}, {"type", "complete"}};
  auto transport = transport_.lock();
  if (transport && not_before > std::chrono::steady_clock::now()) {
    transport->post_at(not_before, [weak = weak_from_this(), next = std::move(next), complete = std::move(complete)] {
      auto self = weak.lock();
      if (!self) return;
      self->send(next);
      self->send(complete);
    });
    return;
  }
  send(next);
  send(complete);
}

void WsProtocol::on_complete(const json::object& message) {
  const json::string* id = non_empty_string(message, "id");
  if (id == nullptr) return close(ws_close::bad_request, "Invalid message received: complete needs a non-empty id");
  auto it = operations_.find(std::string(*id));
  if (it == operations_.end()) return;  // already finished, or never existed: nothing to stop
  pubsub_.unsubscribe(it->second.token);
  operations_.erase(it);
}

void WsProtocol::deliver(const std::string& id, std::uint64_t generation, const json::value& event) {
  if (closed_) return;
  auto it = operations_.find(id);
  // Completed (or replaced by a newer operation with the same id) after the event was posted.
  if (it == operations_.end() || it->second.generation != generation) return;
  if (session_ended(false)) return;
  const Operation& op = it->second;
  json::object payload;
  try {
    payload = engine_.execute_event(*op.document, *op.operation, op.variables, *context_, event).to_json();
  } catch (const std::exception&) {
    payload = json::object{{"data", nullptr}, {"errors", single_error("Internal server error")}};
  }
  send(json::object{{"id", id}, {"type", "next"}, {"payload", std::move(payload)}});
}

void WsProtocol::send(const json::object& message) {
  if (closed_) return;
  if (auto t = transport_.lock()) t->send(json::serialize(message));
}

void WsProtocol::close(std::uint16_t code, std::string reason) {
  if (closed_) return;
  on_close();
  if (auto t = transport_.lock()) t->close(code, truncate_reason(std::move(reason)));
}

}  // namespace karyana::graphql
