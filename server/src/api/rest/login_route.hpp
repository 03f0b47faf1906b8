// PUT /api/user/login (accounts.md §7): body {username, pwd, app}. Answers
//   {"status":"LoggedIn","TokenData":{token, refreshToken, expiresAt, refreshExpiresAt},
//    "LoggedUser":{"user":{...}},"error":null}
// with the tokens also in the `token` and `refresh-token` response headers. Wrong e-mail or
// password: {"status":"LoginFailed","error":{"message":"Login fail"}} (the two are not told
// apart). A user whose status is not 'enabled': status "NotEnabled" and a message. Too many
// attempts: HTTP 429, status "TooManyAttempts", a Retry-After header. Kept free of the HTTP
// library's types so the api room tests it directly; main.cpp adapts it to a route.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "api/api_context.hpp"

namespace karyana::api {

struct LoginRequest {
  std::string body;
  std::string client_ip;
  std::string user_agent;
};

struct LoginResponse {
  int status = 200;
  std::vector<std::pair<std::string, std::string>> headers;  // Content-Type included
  std::string body;
};

inline constexpr const char* kLoginPath = "/api/user/login";
inline constexpr const char* kLoginFailed = "Login fail";
inline constexpr const char* kTooManyAttempts = "Too many sign-in attempts. Please try again later.";

LoginResponse handle_login(Services& services, const LoginRequest& request);

}  // namespace karyana::api
