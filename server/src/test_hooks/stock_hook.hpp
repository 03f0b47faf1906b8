// Test-only route (karyana_testing with KARYANA_TEST_HOOKS=1, test_routes.hpp): POST /api/test/stock
// {"slug": "...", "available_qty": n} (or "_id" instead of "slug") sets a product's stock through
// the catalogue store, so integration tests can watch back-in-stock alerts reach the outbox.
#pragma once

#include <string>
#include <string_view>

#include "api/api_context.hpp"
#include "test_hooks/hook_reply.hpp"

namespace karyana::test_hooks {

inline constexpr const char* kTestStockPath = "/api/test/stock";

// 200 {"_id", "slug", "available_qty"}; 404 for an unknown product, 400 for a malformed body.
TestHookReply handle_test_stock(api::Services& services, std::string_view body);

}  // namespace karyana::test_hooks
