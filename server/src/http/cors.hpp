// CORS for the API paths (/graphql, /api): the web app may be served from another origin in
// development. Tokens travel in headers, never cookies, so credentials are not allowed and
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
  // True for an origin in the allowed list (any non-empty origin when the list is empty).
  bool allowed(std::string_view origin) const;

 private:
  std::vector<std::string> allowed_;
};

}  // namespace karyana::http
