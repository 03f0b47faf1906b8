#include "http/graphql_http.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "graphql/engine.hpp"
#include "http/graphql_answers.hpp"
#include "http/graphql_metrics.hpp"
#include "http/http_util.hpp"

namespace karyana::http {

namespace json = boost::json;

namespace {

constexpr std::string_view kGraphqlResponse = "application/graphql-response+json";
constexpr std::string_view kJson = "application/json";

enum class MediaType { GraphqlResponse, Json, None };

// The response media type the client prefers: highest q, explicit types before wildcards,
// then the order listed. No Accept header (or "*/*") means application/json (legacy clients).
MediaType negotiate(std::string_view accept) {
  if (trim(accept).empty()) return MediaType::Json;
  MediaType best = MediaType::None;
  double best_q = 0;
  int best_specificity = -1;
  for (const auto& t : parse_weighted_list(accept)) {
    if (t.q <= 0) continue;
    MediaType m;
    int specificity;
    if (t.value == kGraphqlResponse)
      m = MediaType::GraphqlResponse, specificity = 2;
    else if (t.value == kJson)
      m = MediaType::Json, specificity = 2;
    else if (t.value == "application/*" || t.value == "*/*")
      m = MediaType::Json, specificity = 1;
    else
      continue;
    if (t.q > best_q || (t.q == best_q && specificity > best_specificity)) {
      best = m, best_q = t.q, best_specificity = specificity;
    }
  }
  return best;
}

// The media type's name in the answer cache's key.
std::string_view media_key(MediaType media) { return media == MediaType::GraphqlResponse ? "g" : "j"; }

struct Reply {
  MediaType media;
  HttpResponse make(int status, std::string body) const {
    HttpResponse res;
    res.status = status;
    res.headers.emplace_back("Content-Type", media == MediaType::GraphqlResponse
                                                 ? "application/graphql-response+json; charset=utf-8"
                                                 : "application/json; charset=utf-8");
    res.headers.emplace_back("Cache-Control", "no-store");
    res.body = std::move(body);
    return res;
  }
  // A request error: no data, errors only.
  HttpResponse errors(int status, const json::array& errors) const {
    return make(status, json::serialize(json::object{{"errors", errors}}));
  }
  HttpResponse error(int status, std::string_view message) const {
    json::array list;
    list.emplace_back(json::object{{"message", message}});
    return errors(status, list);
  }
  // Status for a well-formed request that failed before execution (parse, validation,
  // operation selection, variable coercion): 400 with graphql-response+json, else 200.
  int request_error_status() const { return media == MediaType::GraphqlResponse ? 400 : 200; }
};

struct GraphqlParams {
  std::string query;
  std::optional<std::string> operation_name;
  json::object variables;
};

// Reads {query, variables, operationName, extensions}; returns the problem or "".
std::string read_params_from_json(const json::value& body, GraphqlParams& out) {
  if (!body.is_object()) return "The request body must be a JSON object";
  const auto& o = body.get_object();
  auto* q = o.if_contains("query");
  if (q == nullptr || !q->is_string()) return "The request must have a string \"query\"";
  out.query = std::string(q->get_string());
  if (auto* v = o.if_contains("variables"); v && !v->is_null()) {
    if (!v->is_object()) return "\"variables\" must be an object";
    out.variables = v->get_object();
  }
  if (auto* n = o.if_contains("operationName"); n && !n->is_null()) {
    if (!n->is_string()) return "\"operationName\" must be a string";
    if (!n->get_string().empty()) out.operation_name = std::string(n->get_string());
  }
  if (auto* e = o.if_contains("extensions"); e && !e->is_null() && !e->is_object())
    return "\"extensions\" must be an object";
  return "";
}

std::string read_params_from_query(const HttpRequest& request, GraphqlParams& out) {
  bool have_query = false;
  for (auto& [name, value] : parse_form(request.query)) {
    if (name == "query") {
      out.query = value;
      have_query = true;
    } else if (name == "operationName") {
      if (!value.empty()) out.operation_name = value;
    } else if (name == "variables" || name == "extensions") {
      if (value.empty()) continue;
      json::error_code ec;
      auto parsed = json::parse(value, ec);
      if (ec || !(parsed.is_object() || parsed.is_null())) return "\"" + name + "\" must be a JSON object";
      if (name == "variables" && parsed.is_object()) out.variables = std::move(parsed.get_object());
    }
  }
  if (!have_query) return "The request must have a \"query\" parameter";
  return "";
}

}  // namespace

Lane graphql_lane(const HttpRequest& request, const graphql::Engine& engine) {
  const bool is_get = request.method == "GET" || request.method == "HEAD";
  if (!is_get && request.method != "POST") return Lane::io;
  GraphqlParams params;
  if (is_get) {
    if (!read_params_from_query(request, params).empty()) return Lane::io;
  } else {
    if (media_type(request.header("content-type")) != kJson) return Lane::io;
    json::error_code ec;
    json::value body = json::parse(request.body, ec);
    if (ec || !read_params_from_json(body, params).empty()) return Lane::io;
  }
  auto doc = engine.prepare(params.query);
  std::string select_error;
  const graphql::OperationDefinition* op = graphql::Engine::select_operation(*doc, params.operation_name, select_error);
  if (op == nullptr) return Lane::io;
  if (engine.selects_costly(*doc, *op)) return Lane::work;
  return engine.selects_committing(*doc, *op) ? Lane::commit : Lane::io;
}

bool graphql_answer_kept(const HttpRequest& request, const GraphqlAnswers* answers) {
  if (answers == nullptr) return false;
  const MediaType media = negotiate(request.header("accept"));
  return media != MediaType::None && answers->has(request, media_key(media));
}

HttpResponse handle_graphql(const HttpRequest& request, const graphql::Engine& engine,
                            const ContextFactory& context_factory, GraphqlAnswers* answers,
                            const GraphqlMetrics* counted) {
  const auto started = std::chrono::steady_clock::now();
  auto count = [&](const graphql::OperationDefinition* op, metrics::GraphqlOutcome outcome) {
    if (counted == nullptr) return;
    counted->of(op).observe(outcome, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  };
  const bool is_get = request.method == "GET" || request.method == "HEAD";
  if (!is_get && request.method != "POST") {
    auto res = HttpResponse::json_error(405, "Method not allowed");
    res.headers.emplace_back("Allow", "GET, POST, OPTIONS");
    return res;
  }
  const Reply reply{negotiate(request.header("accept"))};
  if (reply.media == MediaType::None) {
    return HttpResponse::json_error(406, "Acceptable media types: application/graphql-response+json, application/json");
  }
  if (answers != nullptr) {
    if (auto kept = answers->find(request, media_key(reply.media))) {
      if (counted != nullptr) metrics::graphql_kept_answers().add();
      return reply.make(200, std::move(*kept));
    }
  }

  GraphqlParams params;
  if (is_get) {
    if (auto problem = read_params_from_query(request, params); !problem.empty()) return reply.error(400, problem);
  } else {
    const std::string_view content_type = request.header("content-type");
    if (media_type(content_type) != kJson) {
      return reply.error(415, "Content-Type must be application/json");
    }
    json::error_code ec;
    json::value body = json::parse(request.body, ec);
    if (ec) return reply.error(400, "The request body is not valid JSON");
    if (auto problem = read_params_from_json(body, params); !problem.empty()) return reply.error(400, problem);
  }

  auto doc = engine.prepare(params.query);
  auto document_errors = [&] {
    json::array a;
    for (const auto& e : doc->errors) a.emplace_back(e.to_json());
    return a;
  };
  if (doc->syntax_error) {
    count(nullptr, metrics::GraphqlOutcome::invalid);
    return reply.errors(reply.request_error_status(), document_errors());
  }

  std::string select_error;
  const graphql::OperationDefinition* op = graphql::Engine::select_operation(*doc, params.operation_name, select_error);
  // GET must never run a mutation, even one that would fail validation.
  if (op != nullptr && is_get && op->operation == graphql::OperationType::Mutation) {
    auto res = reply.error(405, "Mutations are only allowed over POST");
    res.headers.emplace_back("Allow", "POST");
    return res;
  }
  if (!doc->errors.empty()) {
    count(op, metrics::GraphqlOutcome::invalid);
    return reply.errors(reply.request_error_status(), document_errors());
  }
  if (op == nullptr) {
    count(nullptr, metrics::GraphqlOutcome::invalid);
    return reply.error(reply.request_error_status(), select_error);
  }
  if (op->operation == graphql::OperationType::Subscription) {
    return reply.error(reply.request_error_status(), "Subscriptions are served over WebSocket (graphql-transport-ws)");
  }

  // The version before executing: an answer computed from older data lands under an older one.
  std::optional<AnswerRule> keep = answers ? answers->admits(*op, params.query, request) : std::nullopt;
  const std::uint64_t version = keep ? answers->version() : 0;

  std::shared_ptr<graphql::Context> context = context_factory(request);
  if (!context) throw std::runtime_error("the GraphQL context factory returned null");
  graphql::ExecutionResult result = engine.execute(*doc, *op, params.variables, *context);
  const int status = result.data ? 200 : reply.request_error_status();
  count(op, !result.data            ? metrics::GraphqlOutcome::invalid
            : result.errors.empty() ? metrics::GraphqlOutcome::ok
                                    : metrics::GraphqlOutcome::error);
  HttpResponse res = reply.make(status, json::serialize(result.to_json()));
  // Only a clean answer that says the same to every caller: no errors, no rotated tokens, no delay.
  if (keep && status == 200 && result.errors.empty() && context->response_headers.empty() &&
      context->answer_may_be_kept && context->answer_not_before == std::chrono::steady_clock::time_point{})
    answers->put(request, media_key(reply.media), version, *keep, res.body);
  for (auto& header : context->response_headers) res.headers.push_back(header);
  res.not_before = context->answer_not_before;
  return res;
}

}  // namespace karyana::http
