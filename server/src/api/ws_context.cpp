#include "api/ws_context.hpp"

#include "api/accounts/session_revocation.hpp"
#include "api/auth_services.hpp"

namespace karyana::api {

WsApiContext::WsApiContext(Services& services, std::string client_ip, std::string token, std::string refresh_token)
    : ApiContext(services, std::move(client_ip), std::move(token), std::move(refresh_token)) {
  allow_refresh = false;
  signed_in_ = principal();
  if (signed_in_ && services.auth) checked_at_ = services.auth->clock();
}

bool WsApiContext::session_live(bool recheck) {
  if (!signed_in_ || !services.auth) return true;
  auto& auth = *services.auth;
  const auto now = auth.clock();
  if (now >= signed_in_->expires_at) return false;  // the client reconnects with a fresh token
  if (!recheck && now - checked_at_ < kEventRecheck) return true;
  // The signature again, the expiry, and the session's row: revoked or expired ends it.
  auto current = auth.tokens.authenticate(token);
  if (!current || current->session_id != signed_in_->session_id) return false;
  // Disabled since the socket signed in (a status that was never 'enabled' is the resolvers' to report).
  if (current->user_status != "enabled" && signed_in_->user_status == "enabled") return false;
  checked_at_ = now;
  return true;
}

std::string WsApiContext::revocation_topic() const {
  return signed_in_ ? topics::sessions(signed_in_->user_id) : std::string();
}

std::optional<std::chrono::milliseconds> WsApiContext::time_left() const {
  if (!signed_in_ || !services.auth) return std::nullopt;
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(signed_in_->expires_at - services.auth->clock());
  return left.count() > 0 ? left : std::chrono::milliseconds(0);
}

}  // namespace karyana::api
