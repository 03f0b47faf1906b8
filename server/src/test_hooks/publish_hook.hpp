// Test-only route (karyana_testing with KARYANA_TEST_HOOKS=1, test_routes.hpp): POST
// /api/test/publish lets the integration tests publish an event on the bus from outside the process.
#pragma once

#include "http/server.hpp"

namespace karyana::test_hooks {

inline constexpr const char* kTestPublishPath = "/api/test/publish";

// Registers the publish route on `server`; `pubsub` must outlive it.
void add_publish_route(http::Server& server, graphql::PubSub& pubsub);

// POST /api/test/publish with {"topic": string, "payload": any JSON}: 200 {"subscribers": n}
// (the subscribers listening before the publish), 400 for a malformed body.
http::HttpResponse publish_from_request(const http::HttpRequest& request, graphql::PubSub& pubsub);

}  // namespace karyana::test_hooks
