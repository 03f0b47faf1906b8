#include "api/catalogue/filter_args.hpp"

#include <boost/json/parse.hpp>
#include "api/message_codes.hpp"

namespace karyana::api {

boost::json::object json_object_argument(const graphql::ResolveInfo& info, std::string_view name) {
  const auto* arg = info.args.if_contains(name);
  if (!arg || arg->is_null()) return {};
  const auto* text = arg->if_string();
  if (!text || text->empty()) return {};
  boost::system::error_code ec;
  auto parsed = boost::json::parse(*text, ec);
  if (ec || !parsed.is_object()) {
    auto message = "Invalid " + std::string(name) + ": expected a JSON object";
    auto extensions = error_extensions(message, "BAD_USER_INPUT");
    throw graphql::FieldError(std::move(message), std::move(extensions));
  }
  return std::move(parsed.as_object());
}

}  // namespace karyana::api
