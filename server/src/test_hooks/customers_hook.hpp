// Test-only route (karyana_testing with KARYANA_TEST_HOOKS=1, test_routes.hpp): POST /api/test/customers
// makes many phone-confirmed customers at once for the orders benchmark's placement-only phase,
// where registering each one (a password hash, an SMS code, its check) would take minutes:
//   {"count": n, "tag": "…", "phone_base": 3600000000,
//    "address": {AddressInput: full_address, city, geo_point, …},
//    "cart": {"product_id": "...", "qty": q}}                           (cart optional)
// Each customer i gets e-mail <tag>-<i>@example.com, phone phone_base + i (confirmed), the
// address (checked like registerClient's), a signed-in session and, with "cart", that line in
// their cart. All share one password hash ("bench-secret-pass"). 200 {"customers": [{"_id",
// "token", "address_id"}]}; 400 for a malformed body, a refused address or a taken e-mail/phone.
#pragma once

#include <string_view>

#include "api/api_context.hpp"
#include "test_hooks/hook_reply.hpp"

namespace karyana::test_hooks {

inline constexpr const char* kTestCustomersPath = "/api/test/customers";
inline constexpr int kMaxTestCustomers = 20000;

TestHookReply handle_test_customers(api::Services& services, std::string_view body);

}  // namespace karyana::test_hooks
