#include "http/router.hpp"

#include <chrono>
#include <exception>

#include <spdlog/spdlog.h>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "graphql/engine.hpp"
#include "http/graphql_http.hpp"
#include "http/work_pool.hpp"
#include "metrics/karyana_metrics.hpp"

namespace karyana::http {

namespace {

constexpr const char* kImmutable = "public, max-age=31536000, immutable";
// Media names are stable (product slugs), not content hashes: a replaced picture keeps its
// name, so browsers cache for a day and then revalidate with the ETag.
constexpr const char* kMedia = "public, max-age=86400";

bool starts_with_segment(std::string_view path, std::string_view prefix) {
  if (path.substr(0, prefix.size()) != prefix) return false;
  return path.size() == prefix.size() || prefix.back() == '/' || path[prefix.size()] == '/';
}

bool is_get(const HttpRequest& r) { return r.method == "GET" || r.method == "HEAD"; }

bool is_loopback(std::string_view ip) { return ip.starts_with("127.") || ip == "::1"; }

// Compares in a time that does not tell where the texts differ.
bool same_secret(std::string_view given, std::string_view secret) {
  if (given.size() != secret.size()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < given.size(); ++i) diff |= static_cast<unsigned char>(given[i] ^ secret[i]);
  return diff == 0;
}

HttpResponse no_store(HttpResponse res) {
  res.headers.emplace_back("Cache-Control", "no-store");
  return res;
}

}  // namespace

Router::Router(const ServerConfig& config, const graphql::Engine& engine, ContextFactory context_factory)
    : config_(config),
      engine_(engine),
      context_factory_(std::move(context_factory)),
      cors_(config.allowed_origins),
      common_headers_(security_headers(config)),
      web_(config.web_dir, config.static_cache_file_bytes, config.static_cache_total_bytes),
      media_(config.media_dir, config.static_cache_file_bytes, config.static_cache_total_bytes),
      graphql_counted_(engine.schema()) {}

void Router::add(std::string method, std::string path_prefix, Handler handler, bool large_body, bool heavy) {
  metrics::RouteMetrics counted(path_prefix);
  routes_.push_back(Route{std::move(method), std::move(path_prefix), std::move(handler), large_body, heavy, counted});
}

Lane Router::lane(const HttpRequest& request) const {
  if (!safe_relative_path(request.path) || Cors::is_preflight(request)) return Lane::io;
  if (request.path == "/readyz") return Lane::work;  // the database probe may wait on the disk
  if (auto routes = match(request.path); !routes.empty()) {
    for (const Route* r : routes)
      if (r->method == request.method || r->method == "*" || (request.method == "HEAD" && r->method == "GET"))
        return r->heavy ? Lane::work : Lane::io;
    return Lane::io;
  }
  if (request.path == "/graphql") {
    // A kept answer is copied out on the I/O thread, whatever the operation would cost.
    if (graphql_answer_kept(request, config_.graphql_answers.get())) return Lane::io;
    return graphql_lane(request, engine_);
  }
  return Lane::io;
}

HttpResponse Router::busy(const HttpRequest& request) const {
  HttpResponse res = HttpResponse::json_error(503, kBusyMessage, "SERVER_BUSY");
  res.headers.emplace_back("Retry-After", std::to_string(kBusyRetrySeconds));
  const bool api_path = starts_with_segment(request.path, "/graphql") || starts_with_segment(request.path, "/api");
  if (api_path) cors_.decorate(request, res);
  forbid_storing(res, api_path);
  counted_.busy.observe(res.status, 0);  // the work or commit pool was full
  return res;
}

std::vector<const Router::Route*> Router::match(std::string_view path) const {
  std::vector<const Route*> best;
  std::size_t best_len = 0;
  for (const auto& r : routes_) {
    if (!starts_with_segment(path, r.prefix)) continue;
    if (r.prefix.size() > best_len) best.clear(), best_len = r.prefix.size();
    if (r.prefix.size() == best_len) best.push_back(&r);
  }
  return best;
}

std::size_t Router::body_limit(std::string_view method, std::string_view path) const {
  for (const Route* r : match(path))
    if (r->large_body && (r->method == method || r->method == "*")) return config_.max_upload_bytes;
  return config_.max_body_bytes;
}

bool Router::upgrade_allowed(const HttpRequest& request) const {
  const std::string_view origin = request.header("origin");
  return origin.empty() || cors_.allowed(origin, request.header("host"));
}

HttpResponse Router::handle(const HttpRequest& request) const {
  const auto started = std::chrono::steady_clock::now();
  const bool api_path = starts_with_segment(request.path, "/graphql") || starts_with_segment(request.path, "/api");
  const metrics::RouteMetrics* counted = &counted_.web;
  HttpResponse response;
  try {
    response = dispatch(request, counted);
  } catch (const std::exception& e) {
    spdlog::error("{} {} failed: {}", request.method, request.path, e.what());
    response = HttpResponse::json_error(500, "Internal server error");
  } catch (...) {
    spdlog::error("{} {} failed", request.method, request.path);
    response = HttpResponse::json_error(500, "Internal server error");
  }
  forbid_storing(response, api_path);
  counted->observe(response.status, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  return response;
}

bool Router::may_read_metrics(const HttpRequest& request) const {
  if (!config_.metrics_token.empty()) {
    const std::string_view auth = request.header("authorization");
    constexpr std::string_view kBearer = "Bearer ";
    return auth.size() > kBearer.size() && auth.substr(0, kBearer.size()) == kBearer &&
           same_secret(auth.substr(kBearer.size()), config_.metrics_token);
  }
  // A proxy on this machine would make every client look local: a forwarded request is refused.
  return is_loopback(request.client_ip) && request.header("x-forwarded-for").empty() &&
         request.header("forwarded").empty() && request.header("x-real-ip").empty();
}

HttpResponse Router::readiness() const {
  const std::string problem = config_.readiness ? config_.readiness() : std::string();
  if (problem.empty()) return no_store(HttpResponse::json(200, R"({"status":"ready"})"));
  boost::json::object body{{"status", "unready"}, {"reason", problem}};
  return no_store(HttpResponse::json(503, boost::json::serialize(body)));
}

HttpResponse Router::dispatch(const HttpRequest& request, const metrics::RouteMetrics*& counted) const {
  const std::string_view path = request.path;
  const bool api_path = starts_with_segment(path, "/graphql") || starts_with_segment(path, "/api");

  // "." and ".." segments, NUL and backslashes are refused everywhere, not just for files.
  if (!safe_relative_path(path)) {
    counted = &counted_.bad_path;
    return HttpResponse::json_error(400, "Bad request path");
  }
  if (Cors::is_preflight(request)) {
    counted = &counted_.preflight;
    return cors_.preflight(request);
  }

  if (path == "/healthz") {
    counted = &counted_.healthz;
    if (!is_get(request)) return HttpResponse::json_error(405, "Method not allowed");
    return HttpResponse::json(200, R"({"status":"ok"})");
  }
  // Ready to take traffic: the database answers (a load balancer's probe; /healthz is liveness).
  if (path == "/readyz") {
    counted = &counted_.readyz;
    if (!is_get(request)) return HttpResponse::json_error(405, "Method not allowed");
    return readiness();
  }
  // To anyone else /metrics is an unknown page like any other (the web app's index.html).
  if (path == "/metrics" && is_get(request) && may_read_metrics(request)) {
    counted = &counted_.metrics;
    HttpResponse res{
        200, {{"Content-Type", "text/plain; version=0.0.4; charset=utf-8"}}, metrics::registry().expose(), {}, {}};
    return no_store(std::move(res));
  }

  if (auto routes = match(path); !routes.empty()) {
    counted = &routes.front()->metrics;
    std::string allow;
    for (const Route* r : routes) {
      const bool head_as_get = request.method == "HEAD" && r->method == "GET";
      if (r->method == request.method || r->method == "*" || head_as_get) {
        HttpResponse res = r->handler(request);
        if (api_path) cors_.decorate(request, res);
        return res;
      }
      allow += (allow.empty() ? "" : ", ") + r->method;
    }
    HttpResponse res = HttpResponse::json_error(405, "Method not allowed");
    res.headers.emplace_back("Allow", allow);
    if (api_path) cors_.decorate(request, res);
    return res;
  }

  if (path == "/graphql") {
    counted = &counted_.graphql;
    HttpResponse res = request.method == "OPTIONS" ? HttpResponse{204, {{"Allow", "GET, POST, OPTIONS"}}, {}, {}, {}}
                                                   : handle_graphql(request, engine_, context_factory_,
                                                                    config_.graphql_answers.get(), &graphql_counted_);
    cors_.decorate(request, res);
    return res;
  }
  if (api_path) {
    counted = &counted_.api;
    HttpResponse res = HttpResponse::json_error(404, "Not found");
    cors_.decorate(request, res);
    return res;
  }
  if (starts_with_segment(path, "/media")) {
    counted = &counted_.media;
    if (!is_get(request)) return HttpResponse::json_error(405, "Method not allowed");
    auto res = media_.serve(path.substr(6), request, kMedia);
    return res ? std::move(*res) : HttpResponse::json_error(404, "Not found");
  }
  return serve_web(request);
}

HttpResponse Router::serve_web(const HttpRequest& request) const {
  if (!is_get(request)) {
    HttpResponse res = HttpResponse::json_error(405, "Method not allowed");
    res.headers.emplace_back("Allow", "GET, HEAD");
    return res;
  }
  const std::string_view path = request.path;
  const bool hashed_asset = starts_with_segment(path, "/assets");
  const bool index = path == "/" || path == "/index.html";
  if (!index) {
    auto res = web_.serve(path, request, hashed_asset ? kImmutable : "public, max-age=3600");
    if (res) return std::move(*res);
    // A missing hashed asset is a stale page asking for an old build: say so instead of
    // answering JavaScript with HTML.
    if (hashed_asset) return HttpResponse::json_error(404, "Not found");
  }
  // The single-page app's routes all answer index.html; the app routes on the client.
  auto res = web_.serve("/index.html", request, "no-cache");
  return res ? std::move(*res) : HttpResponse::json_error(404, "Not found");
}

}  // namespace karyana::http
