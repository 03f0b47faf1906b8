#include "http/security_headers.hpp"

#include <algorithm>

#include "http/http_util.hpp"
#include "http/server.hpp"

namespace karyana::http {

namespace {

bool has_header(const HttpResponse& response, std::string_view name) {
  for (const auto& [key, value] : response.headers)
    if (iequals(key, name)) return true;
  return false;
}

}  // namespace

std::string content_security_policy(std::string_view map_tile_origin) {
  std::string images = "img-src 'self' data: blob:";
  if (!map_tile_origin.empty()) images.append(" ").append(map_tile_origin);
  // style-src needs 'unsafe-inline': antd's CSS-in-JS injects <style> elements at run time.
  // connect-src 'self' covers the same-origin ws:/wss: subscriptions (CSP Level 3).
  return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " + images +
         "; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; "
         "form-action 'self'; object-src 'none'";
}

HeaderList security_headers(const ServerConfig& config) {
  HeaderList headers{
      {"X-Content-Type-Options", "nosniff"},
      {"Content-Security-Policy", content_security_policy(config.map_tile_origin)},
      // Not no-referrer: OpenStreetMap's tile policy asks web pages for a Referer. Other sites
      // get our origin only, never a page's path or query.
      {"Referrer-Policy", "strict-origin-when-cross-origin"},
  };
  if (!config.hsts.empty()) headers.emplace_back("Strict-Transport-Security", config.hsts);
  return headers;
}

void forbid_storing(HttpResponse& response, bool api_path) {
  const bool carries_tokens = has_header(response, "token") || has_header(response, "refresh-token");
  if (carries_tokens) {
    std::erase_if(response.headers, [](const auto& h) { return iequals(h.first, "Cache-Control"); });
  } else if (!api_path || has_header(response, "Cache-Control")) {
    return;
  }
  response.headers.emplace_back("Cache-Control", "no-store");
}

}  // namespace karyana::http
