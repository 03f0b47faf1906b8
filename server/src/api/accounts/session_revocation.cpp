#include "api/accounts/session_revocation.hpp"

#include <stdexcept>

#include <boost/json/object.hpp>

#include "api/auth_services.hpp"
#include "graphql/pubsub.hpp"

namespace karyana::api {

namespace {

auth::TokenService& tokens(Services& services) {
  if (!services.auth) throw std::logic_error("auth services are not configured");
  return services.auth->tokens;
}

void announce(Services& services, const std::string& user_id, boost::json::object event) {
  event["user_id"] = user_id;
  services.pubsub.publish(topics::sessions(user_id), event);
}

}  // namespace

void end_session(Services& services, const std::string& user_id, const std::string& session_id) {
  tokens(services).revoke_session(session_id);
  announce(services, user_id, {{"reason", "sign-out"}, {"session_id", session_id}});
}

void end_other_sessions(Services& services, const std::string& user_id, const std::string& keep_session_id) {
  tokens(services).revoke_others(user_id, keep_session_id);
  announce(services, user_id, {{"reason", "password-change"}, {"except_session_id", keep_session_id}});
}

void end_all_sessions(Services& services, const std::string& user_id, const std::string& reason) {
  tokens(services).revoke_all(user_id);
  announce(services, user_id, {{"reason", reason}});
}

}  // namespace karyana::api
