#include "api/api_context.hpp"

#include <stdexcept>

#include <spdlog/spdlog.h>

#include "api/auth_services.hpp"

namespace karyana::api {

void ApiContext::on_internal_error(std::string_view field, std::string_view what) {
  spdlog::error("resolver {} failed: {}", field, what);
}

AuthServices& auth_services(ApiContext& context) {
  if (!context.services.auth) throw std::logic_error("auth services are not configured");
  return *context.services.auth;
}

search::ProductSearch& product_search(ApiContext& context) {
  if (!context.services.search) throw std::logic_error("product search is not configured");
  return *context.services.search;
}

const std::optional<auth::Principal>& ApiContext::principal() {
  std::lock_guard lock(principal_mutex_);
  if (principal_resolved_) return principal_;
  principal_resolved_ = true;
  if (!services.auth) return principal_;
  auto& tokens = services.auth->tokens;
  if (!token.empty()) principal_ = tokens.authenticate(token);
  if (!principal_ && allow_refresh && !refresh_token.empty()) {
    auto refreshed = tokens.refresh(refresh_token);
    if (refreshed.status == auth::RefreshStatus::ok && refreshed.session) {
      token = refreshed.session->access_token;
      refresh_token = refreshed.session->refresh_token;
      response_headers.emplace_back("token", token);
      response_headers.emplace_back("refresh-token", refresh_token);
      principal_ = tokens.authenticate(token);
    }
  }
  return principal_;
}

void ApiContext::signed_in(const auth::SignIn& session) {
  auto principal = services.auth ? services.auth->tokens.authenticate(session.access_token) : std::nullopt;
  std::lock_guard lock(principal_mutex_);
  token = session.access_token;
  refresh_token = session.refresh_token;
  response_headers.emplace_back("token", token);
  response_headers.emplace_back("refresh-token", refresh_token);
  principal_resolved_ = true;
  principal_ = std::move(principal);
}

}  // namespace karyana::api
