#include "http/router.hpp"

#include <exception>

#include <spdlog/spdlog.h>

#include "http/graphql_http.hpp"
#include "http/work_pool.hpp"

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

}  // namespace

Router::Router(const ServerConfig& config, const graphql::Engine& engine, ContextFactory context_factory)
    : config_(config),
      engine_(engine),
      context_factory_(std::move(context_factory)),
      cors_(config.allowed_origins),
      common_headers_(security_headers(config)),
      web_(config.web_dir, config.static_cache_file_bytes, config.static_cache_total_bytes),
      media_(config.media_dir, config.static_cache_file_bytes, config.static_cache_total_bytes) {}

void Router::add(std::string method, std::string path_prefix, Handler handler, bool large_body, bool heavy) {
  routes_.push_back(Route{std::move(method), std::move(path_prefix), std::move(handler), large_body, heavy});
}

Lane Router::lane(const HttpRequest& request) const {
  if (!safe_relative_path(request.path) || Cors::is_preflight(request)) return Lane::io;
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
  const bool api_path = starts_with_segment(request.path, "/graphql") || starts_with_segment(request.path, "/api");
  HttpResponse response;
  try {
    response = dispatch(request);
  } catch (const std::exception& e) {
    spdlog::error("{} {} failed: {}", request.method, request.path, e.what());
    response = HttpResponse::json_error(500, "Internal server error");
  } catch (...) {
    spdlog::error("{} {} failed", request.method, request.path);
    response = HttpResponse::json_error(500, "Internal server error");
  }
  forbid_storing(response, api_path);
  return response;
}

HttpResponse Router::dispatch(const HttpRequest& request) const {
  const std::string_view path = request.path;
  const bool api_path = starts_with_segment(path, "/graphql") || starts_with_segment(path, "/api");

  // "." and ".." segments, NUL and backslashes are refused everywhere, not just for files.
  if (!safe_relative_path(path)) return HttpResponse::json_error(400, "Bad request path");
  if (Cors::is_preflight(request)) return cors_.preflight(request);

  if (path == "/healthz") {
    if (!is_get(request)) return HttpResponse::json_error(405, "Method not allowed");
    return HttpResponse::json(200, R"({"status":"ok"})");
  }

  if (auto routes = match(path); !routes.empty()) {
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
    HttpResponse res = request.method == "OPTIONS"
                           ? HttpResponse{204, {{"Allow", "GET, POST, OPTIONS"}}, {}, {}, {}}
                           : handle_graphql(request, engine_, context_factory_, config_.graphql_answers.get());
    cors_.decorate(request, res);
    return res;
  }
  if (api_path) {
    HttpResponse res = HttpResponse::json_error(404, "Not found");
    cors_.decorate(request, res);
    return res;
  }
  if (starts_with_segment(path, "/media")) {
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
