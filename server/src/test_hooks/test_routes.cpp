#include "test_hooks/test_routes.hpp"

#include <spdlog/spdlog.h>

#include "test_hooks/checkout_hook.hpp"
#include "test_hooks/customers_hook.hpp"
#include "test_hooks/publish_hook.hpp"
#include "test_hooks/stock_hook.hpp"
#include "test_hooks/uploads_hook.hpp"

namespace karyana::test_hooks {

namespace {

template <class Hook>
void add_json_hook(http::Server& server, const char* path, api::Services& services, Hook hook) {
  server.route("POST", path, [&services, hook](const http::HttpRequest& request) {
    auto reply = hook(services, request.body);
    return http::HttpResponse::json(reply.status, std::move(reply.body));
  });
}

}  // namespace

void add_test_routes(http::Server& server, api::Services& services, graphql::PubSub& pubsub) {
  spdlog::warn("test hooks enabled (POST /api/test/...); never use this in production");
  add_publish_route(server, pubsub);
  add_json_hook(server, kTestStockPath, services, handle_test_stock);
  add_json_hook(server, kTestCheckoutPath, services, handle_test_checkout);
  add_json_hook(server, kTestUploadsPath, services, handle_test_uploads);
  add_json_hook(server, kTestCustomersPath, services, handle_test_customers);
}

}  // namespace karyana::test_hooks
