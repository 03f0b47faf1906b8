#include "api/accounts/account_json.hpp"

#include <optional>

#include "api/message_codes.hpp"

namespace karyana::api {

namespace {
boost::json::value opt(const std::optional<std::string>& v) {
  return v ? boost::json::value(*v) : boost::json::value(nullptr);
}
}  // namespace

boost::json::object user_json(const store::UserRecord& u) {
  return {
      {"_id", u.id},
      {"fname", u.fname},
      {"lname", u.lname},
      {"email", u.email},
      {"avatar", opt(u.avatar)},
      {"avatar_thumb", opt(u.avatar_thumb)},
      {"phone", opt(u.phone)},
      {"phone_confirmed", u.phone_confirmed},
      {"country", u.country},
      {"city", u.city},
      {"note", opt(u.note)},
      {"interests", opt(u.interests)},
      {"gender", opt(u.gender)},
      {"dob", opt(u.dob)},
      {"status", u.status},
      {"status_note", opt(u.status_note)},
      {"timezone", u.timezone},
      {"created_at", u.created_at},
      {"freezed_until", opt(u.freezed_until)},
      {"type", u.type},
      {"receive_offers", u.receive_offers},
  };
}

boost::json::object error_info(std::string message, const std::string& code, const std::string& details) {
  boost::json::object e{{"message", message}};
  if (auto text = text_code(message, code); !text.empty()) e["textCode"] = text;
  if (!code.empty()) e["code"] = code;
  if (!details.empty()) e["details"] = details;
  return e;
}

boost::json::object user_with_error(const store::UserRecord& user, std::string message, const std::string& code,
                                    const std::string& details) {
  auto out = user_json(user);
  out["error"] = error_info(std::move(message), code, details);
  return out;
}

}  // namespace karyana::api
