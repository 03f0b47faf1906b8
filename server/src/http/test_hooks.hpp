// Test-only routes (ServerConfig::enable_test_hooks): POST /api/test/publish lets the
// integration tests publish an event on the bus from outside the process.
#pragma once

#include "http/server.hpp"

namespace karyana::http {

// Registers the test routes on `server`; `pubsub` must outlive it.
void add_test_hooks(Server& server, graphql::PubSub& pubsub);

// POST /api/test/publish with {"topic": string, "payload": any JSON}: 200 {"subscribers": n}
// (the subscribers listening before the publish), 400 for a malformed body.
HttpResponse publish_from_request(const HttpRequest& request, graphql::PubSub& pubsub);

}  // namespace karyana::http
