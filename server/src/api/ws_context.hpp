// The context of one graphql-ws socket: an ApiContext whose sign-in is taken from
// connection_init and then checked again for every operation and event (graphql::WsSession),
// so a socket never outlives its session — sign-out, a password change or reset, a disabled
// account or the access token's expiry close it with 4401.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "api/api_context.hpp"
#include "graphql/ws_protocol.hpp"

namespace karyana::api {

class WsApiContext final : public ApiContext, public graphql::WsSession {
 public:
  // Events within this long of the last check are delivered without reading the store again;
  // the bus closes a revoked socket at once, so this only bounds what a lost announcement costs.
  static constexpr std::chrono::seconds kEventRecheck{1};

  // Signs in with `token` now (no refresh: a socket cannot hand rotated tokens back). A token
  // that does not sign in leaves the socket anonymous, as it would leave an HTTP request.
  WsApiContext(Services& services, std::string client_ip, std::string token, std::string refresh_token);

  bool session_live(bool recheck) override;
  std::string revocation_topic() const override;
  std::optional<std::chrono::milliseconds> time_left() const override;

 private:
  std::optional<auth::Principal> signed_in_;  // the principal at connection_init
  auth::TimePoint checked_at_;                // the last store check that found the session live
};

}  // namespace karyana::api
