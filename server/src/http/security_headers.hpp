// The headers every response carries to limit what a script injected into the web app could
// do: the app keeps a 30-day refresh token in localStorage, so an XSS is an account takeover.
// A Content-Security-Policy (our scripts only, the map tile host for pictures, no framing),
// a Referrer-Policy, X-Content-Type-Options, and HSTS when configured (behind TLS).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace karyana::http {

struct ServerConfig;
struct HttpResponse;

using HeaderList = std::vector<std::pair<std::string, std::string>>;

// The policy of the web app, pictures also allowed from `map_tile_origin`
// (e.g. "https://tile.openstreetmap.org"; empty: none).
std::string content_security_policy(std::string_view map_tile_origin);

// Sent on every response (built once from the configuration).
HeaderList security_headers(const ServerConfig& config);

// Responses that carry tokens (the `token` / `refresh-token` headers) and every /graphql or
// /api answer that did not choose a Cache-Control are never stored by browsers or proxies.
void forbid_storing(HttpResponse& response, bool api_path);

}  // namespace karyana::http
