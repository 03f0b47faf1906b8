// Decides what answers a request: CORS preflights, /healthz, /readyz, /metrics, the routes other
// rooms registered, GraphQL over HTTP, /media files, and the web app with its index.html fallback.
// Free of Beast: it maps an HttpRequest to an HttpResponse. Counts each answer under its route's
// label (metrics/karyana_metrics.hpp).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "http/cors.hpp"
#include "http/graphql_metrics.hpp"
#include "http/security_headers.hpp"
#include "http/server.hpp"
#include "http/static_files.hpp"
#include "http/work_pool.hpp"
#include "metrics/karyana_metrics.hpp"

namespace karyana::http {

class Router {
 public:
  Router(const ServerConfig& config, const graphql::Engine& engine, ContextFactory context_factory);

  void add(std::string method, std::string path_prefix, Handler handler, bool large_body, bool heavy = false);

  // Which threads should run handle() for this request (work_pool.hpp): Lane::work for slow
  // work (a heavy route, or a GraphQL operation selecting a costly field), Lane::commit for a
  // GraphQL operation that waits for a durable commit; decided cheaply, on the I/O thread.
  Lane lane(const HttpRequest& request) const;

  // The answer when the work or commit pool is full: 503, Retry-After, CORS as for any API answer.
  HttpResponse busy(const HttpRequest& request) const;

  // The body limit for a request whose header has arrived.
  std::size_t body_limit(std::string_view method, std::string_view path) const;

  // Never throws: handler exceptions become a 500.
  HttpResponse handle(const HttpRequest& request) const;

  // Websocket upgrades from browsers on other origins than ours and the listed ones are
  // refused; clients that send no Origin (not browsers) are let through.
  bool upgrade_allowed(const HttpRequest& request) const;

  // Headers for every response, the session's own errors included (security_headers.hpp).
  const HeaderList& common_headers() const { return common_headers_; }

 private:
  struct Route {
    std::string method;
    std::string prefix;
    Handler handler;
    bool large_body = false;
    bool heavy = false;
    metrics::RouteMetrics metrics;  // labelled with the prefix
  };
  // The answers of the routes that are not in routes_, each under a fixed label.
  struct FixedRouteMetrics {
    metrics::RouteMetrics healthz{"healthz"}, readyz{"readyz"}, metrics{"metrics"}, graphql{"graphql"}, api{"api"},
        media{"media"}, web{"static"}, bad_path{"bad_path"}, preflight{"preflight"}, busy{"busy"};
  };
  // The routes under the longest matching prefix (any method); empty when none.
  std::vector<const Route*> match(std::string_view path) const;
  // Sets `counted` to the series the answer is counted under.
  HttpResponse dispatch(const HttpRequest& request, const metrics::RouteMetrics*& counted) const;
  HttpResponse readiness() const;
  bool may_read_metrics(const HttpRequest& request) const;
  HttpResponse serve_web(const HttpRequest& request) const;

  const ServerConfig& config_;
  const graphql::Engine& engine_;
  ContextFactory context_factory_;
  std::vector<Route> routes_;
  Cors cors_;
  HeaderList common_headers_;
  StaticFiles web_;
  StaticFiles media_;
  FixedRouteMetrics counted_;
  GraphqlMetrics graphql_counted_;
};

}  // namespace karyana::http
