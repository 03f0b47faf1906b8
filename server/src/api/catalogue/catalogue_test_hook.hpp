// Test-only route (registered by main only with KARYANA_TEST_HOOKS=1): POST /api/test/stock
// {"slug": "...", "available_qty": n} (or "_id" instead of "slug") sets a product's stock through
// the catalogue store, so integration tests can watch back-in-stock alerts reach the outbox.
#pragma once

#include <string>
#include <string_view>

#include "api/api_context.hpp"

namespace karyana::api {

inline constexpr const char* kTestStockPath = "/api/test/stock";

struct TestHookReply {
  int status = 200;
  std::string body;  // JSON: {"_id", "slug", "available_qty"} or {"error": {"message"}}
};

TestHookReply handle_test_stock(Services& services, std::string_view body);

}  // namespace karyana::api
