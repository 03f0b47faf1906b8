#include "http/cors.hpp"

#include "http/http_util.hpp"

namespace karyana::http {

namespace {
constexpr const char* kAllowMethods = "GET, POST, PUT, OPTIONS";
constexpr const char* kAllowHeaders = "content-type, accept, token, refresh-token, authorization, x-requested-with";
constexpr const char* kExposeHeaders = "token, refresh-token";
}  // namespace

bool Cors::is_preflight(const HttpRequest& request) {
  return request.method == "OPTIONS" && !request.header("origin").empty() &&
         !request.header("access-control-request-method").empty();
}

bool Cors::allowed(std::string_view origin, std::string_view host) const {
  if (origin.empty()) return false;
  for (const auto& o : allowed_)
    if (o == "*" || iequals(o, origin)) return true;
  // The same origin: the page came from this Host (behind a proxy, the proxy passes it on).
  // The scheme is not compared: behind a TLS proxy the browser says https, we hear http.
  std::string_view authority = origin;
  if (authority.substr(0, 8) == "https://")
    authority.remove_prefix(8);
  else if (authority.substr(0, 7) == "http://")
    authority.remove_prefix(7);
  else
    return false;
  return !host.empty() && iequals(authority, host);
}

HttpResponse Cors::preflight(const HttpRequest& request) const {
  HttpResponse res;
  res.status = 204;
  const std::string_view origin = request.header("origin");
  if (!allowed(origin, request.header("host"))) return res;  // no CORS headers: the browser refuses the real request
  res.headers.emplace_back("Access-Control-Allow-Origin", std::string(origin));
  res.headers.emplace_back("Access-Control-Allow-Methods", kAllowMethods);
  // Echo what the browser asks for (it only asks for headers the app sets), else our list.
  std::string_view asked = request.header("access-control-request-headers");
  res.headers.emplace_back("Access-Control-Allow-Headers",
                           asked.empty() ? std::string(kAllowHeaders) : std::string(asked));
  res.headers.emplace_back("Access-Control-Max-Age", "600");
  res.headers.emplace_back("Vary", "Origin");
  return res;
}

void Cors::decorate(const HttpRequest& request, HttpResponse& response) const {
  const std::string_view origin = request.header("origin");
  if (!allowed(origin, request.header("host"))) return;
  response.headers.emplace_back("Access-Control-Allow-Origin", std::string(origin));
  response.headers.emplace_back("Access-Control-Expose-Headers", kExposeHeaders);
  response.headers.emplace_back("Vary", "Origin");
}

}  // namespace karyana::http
