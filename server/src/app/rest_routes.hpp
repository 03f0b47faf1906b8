// The store's routes beside GraphQL (sign-in, picture upload, search), in one table that the
// server (main.cpp) and the HTTP fuzzer (fuzz/http_request_fuzzer.cpp) both register, so the
// conversion between HTTP requests and the API's plain requests exists once. Also the
// factories that turn a request into the API's context.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "api/api_context.hpp"
#include "graphql/engine.hpp"
#include "http/server.hpp"
#include "search/product_search.hpp"

namespace karyana::app {

struct Route {
  std::string method, path;
  http::Handler handler;
  bool large_body = false;  // up to ServerConfig::max_upload_bytes
  bool heavy = false;       // on the work pool
};

// `services` and `search` must outlive the routes; uploads go below media_dir.
std::vector<Route> rest_routes(api::Services& services, search::ProductSearch& search, const std::string& media_dir);

// The GraphQL context of an HTTP request: its client key, token (or Authorization: Bearer),
// refresh-token, user agent and idempotency key.
http::ContextFactory http_context_factory(api::Services& services);
// The context of a graphql-ws connection, from connection_init's payload.
http::WsContextFactory ws_context_factory(api::Services& services);

}  // namespace karyana::app
