// Test-only route (registered by main only with KARYANA_TEST_HOOKS=1): POST /api/test/uploads
// {"sweep": {"grace_seconds": n}} runs the sweep of unused uploads now with a grace period of n
// seconds (the server's own sweep waits kUnusedUploadGrace, a day), so integration tests can see
// an unused upload swept and an avatar kept. 200 {"swept": count}, 400 for a malformed body.
#pragma once

#include <string_view>

#include "api/api_context.hpp"
#include "api/catalogue/catalogue_test_hook.hpp"

namespace karyana::api {

inline constexpr const char* kTestUploadsPath = "/api/test/uploads";

TestHookReply handle_test_uploads(Services& services, std::string_view body);

}  // namespace karyana::api
