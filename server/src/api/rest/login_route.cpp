#include "api/rest/login_route.hpp"

#include <boost/json.hpp>

#include "api/accounts/account_json.hpp"
#include "api/auth_guard.hpp"
#include "api/auth_services.hpp"
#include "api/json_args.hpp"
#include "domain/account_rules.hpp"
#include "store/clock.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

LoginResponse reply(int status, const json::object& body,
                    std::vector<std::pair<std::string, std::string>> headers = {}) {
  headers.emplace_back("Content-Type", "application/json");
  return {status, std::move(headers), json::serialize(body)};
}

LoginResponse failed(std::string status, std::string message, const std::string& code, int http_status = 200) {
  return reply(http_status, {{"status", std::move(status)},
                             {"TokenData", nullptr},
                             {"LoggedUser", nullptr},
                             {"error", error_info(std::move(message), code)}});
}

std::string iso(auth::TimePoint t) { return store::to_iso(t); }

}  // namespace

LoginResponse handle_login(Services& services, const LoginRequest& request) {
  json::error_code ec;
  auto parsed = json::parse(request.body, ec);
  if (ec || !parsed.is_object()) return failed("LoginFailed", domain::kInvalidSubmission, "BAD_REQUEST", 400);
  const auto& body = parsed.as_object();
  auto username = domain::trim(text_arg(body, "username"));
  auto password = text_arg(body, "pwd");
  // Malformed input cannot match an account; it still answers like a wrong password.
  if (!domain::valid_email(username) || password.empty()) return failed("LoginFailed", kLoginFailed, "LOGIN_FAILED");

  auto& auth = *services.auth;
  auth::ClientInfo client{.user_agent = request.user_agent.empty() ? std::nullopt : std::optional(request.user_agent),
                          .ip = request.client_ip.empty() ? std::nullopt : std::optional(request.client_ip)};
  auto outcome = auth.sign_in.sign_in(username, password, client);
  switch (outcome.status) {
    case auth::SignInStatus::rate_limited: {
      auto seconds = auth::retry_after_seconds(outcome.retry_after);
      auto response = failed("TooManyAttempts", kTooManyAttempts, "RATE_LIMITED", 429);
      response.headers.emplace_back("Retry-After", std::to_string(seconds));
      return response;
    }
    case auth::SignInStatus::wrong_credentials:
      return failed("LoginFailed", kLoginFailed, "LOGIN_FAILED");
    case auth::SignInStatus::not_enabled:
      return failed("NotEnabled", not_enabled_message(outcome.user ? outcome.user->status_note : std::nullopt),
                    "NOT_ENABLED");
    case auth::SignInStatus::signed_in:
      break;
  }
  const auto& session = *outcome.session;
  json::object tokens{{"token", session.access_token},
                      {"refreshToken", session.refresh_token},
                      {"expiresAt", iso(session.access_expires_at)},
                      {"refreshExpiresAt", iso(session.refresh_expires_at)}};
  return reply(200,
               {{"status", "LoggedIn"},
                {"TokenData", std::move(tokens)},
                {"LoggedUser", json::object{{"user", user_json(*outcome.user)}}},
                {"error", nullptr}},
               {{"token", session.access_token}, {"refresh-token", session.refresh_token}});
}

}  // namespace karyana::api
