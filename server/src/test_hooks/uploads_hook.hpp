// Test-only route (karyana_testing with KARYANA_TEST_HOOKS=1, test_routes.hpp): POST /api/test/uploads
// {"sweep": {"grace_seconds": n}} runs the sweep of unused uploads now with a grace period of n
// seconds (the server's own sweep waits kUnusedUploadGrace, a day), so integration tests can see
// an unused upload swept and an avatar kept. 200 {"swept": count}, 400 for a malformed body.
#pragma once

#include <string_view>

#include "api/api_context.hpp"
#include "test_hooks/hook_reply.hpp"

namespace karyana::test_hooks {

inline constexpr const char* kTestUploadsPath = "/api/test/uploads";

TestHookReply handle_test_uploads(api::Services& services, std::string_view body);

}  // namespace karyana::test_hooks
