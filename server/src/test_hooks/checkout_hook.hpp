// Test-only route (karyana_testing with KARYANA_TEST_HOOKS=1, test_routes.hpp): POST /api/test/checkout
// sets the limits the concurrency, crash and benchmark runs race for:
//   {"slot": {"_id": "...", "max_order_limit": n}}                      a slot's places per date
//   {"voucher": {"code": "...", "limit_usage": n, "limit_one_per_customer": 0|1}}
//   {"order": {"_id": "...", "status": "delivered"}}   an order's status (no admin interface yet),
//                                                      with its "Status Updated to …" note
// Any of them; 200 {"slot": {...}, "voucher": {...}, "order": {...}} with the stored values, 404
// for an unknown slot, code or order, 400 for a malformed body or an unknown status.
#pragma once

#include <string_view>

#include "api/api_context.hpp"
#include "test_hooks/hook_reply.hpp"

namespace karyana::test_hooks {

inline constexpr const char* kTestCheckoutPath = "/api/test/checkout";

TestHookReply handle_test_checkout(api::Services& services, std::string_view body);

}  // namespace karyana::test_hooks
