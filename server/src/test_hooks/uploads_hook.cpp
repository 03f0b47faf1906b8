#include "test_hooks/uploads_hook.hpp"

#include <boost/json.hpp>

#include "api/accounts/upload_cleanup.hpp"
#include "store/stores.hpp"

namespace karyana::test_hooks {

namespace json = boost::json;

TestHookReply handle_test_uploads(api::Services& services, std::string_view body) {
  auto error = [](const char* message) {
    return TestHookReply{400, json::serialize(json::object{{"error", json::object{{"message", message}}}})};
  };
  json::error_code ec;
  auto parsed = json::parse(body, ec);
  if (ec || !parsed.is_object()) return error("The body must be a JSON object");
  const auto* sweep = parsed.get_object().if_contains("sweep");
  const auto* grace = sweep && sweep->is_object() ? sweep->get_object().if_contains("grace_seconds") : nullptr;
  if (!grace || !grace->is_int64() || grace->get_int64() < 0)
    return error("Send {\"sweep\": {\"grace_seconds\": n}} with n 0 or more");
  const int swept = api::sweep_unused_uploads(services.stores.uploads(), services.media_dir,
                                              std::chrono::seconds(grace->get_int64()));
  return {200, json::serialize(json::object{{"swept", swept}})};
}

}  // namespace karyana::test_hooks
