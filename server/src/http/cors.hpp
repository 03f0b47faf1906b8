// CORS for the API paths (/graphql, /api), and the Origin check of websocket upgrades. Only
// the store's own origin (the request's Host) and the listed ones (--allowed-origins; "*":
// any) are allowed, so a page elsewhere cannot read our answers or open a socket as the
// customer. Tokens travel in headers, never cookies, so credentials are not allowed and
// the token headers are exposed so the browser lets the app read refreshed tokens.
#pragma once

#include <string>
#include <vector>

#include "http/server.hpp"

namespace karyana::http {

class Cors {
 public:
  explicit Cors(std::vector<std::string> allowed_origins) : allowed_(std::move(allowed_origins)) {}

  // A preflight: OPTIONS with Origin and Access-Control-Request-Method.
  static bool is_preflight(const HttpRequest& request);
  HttpResponse preflight(const HttpRequest& request) const;
  // Adds Access-Control-Allow-Origin / -Expose-Headers when the request has an allowed Origin.
  void decorate(const HttpRequest& request, HttpResponse& response) const;
  // True when `origin` is the request's own (its host[:port] is `host`, the Host header),
  // listed, or "*" is listed. False for an empty origin.
  bool allowed(std::string_view origin, std::string_view host) const;

 private:
  std::vector<std::string> allowed_;
};

}  // namespace karyana::http
