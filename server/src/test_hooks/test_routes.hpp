// The test-only routes, in a library (karyana_test_hooks) that only the testing binary
// (karyana_testing) and the tests link: the production `karyana` has none of them compiled in.
// karyana_testing registers them when KARYANA_TEST_HOOKS=1:
//   POST /api/test/publish   an event on the bus (publish_hook.hpp)
//   POST /api/test/stock     a product's stock (stock_hook.hpp)
//   POST /api/test/checkout  slot, voucher and order limits and statuses (checkout_hook.hpp)
//   POST /api/test/uploads   the sweep of unused uploads, now (uploads_hook.hpp)
#pragma once

#include "api/api_context.hpp"
#include "graphql/pubsub.hpp"
#include "http/server.hpp"

namespace karyana::test_hooks {

// `services` and `pubsub` must outlive `server`.
void add_test_routes(http::Server& server, api::Services& services, graphql::PubSub& pubsub);

}  // namespace karyana::test_hooks
