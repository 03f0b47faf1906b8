// Ending sign-in sessions: the store marks them revoked (what every request and every socket
// check reads), then the end is announced on the bus so the session's open websockets close
// with 4401 at once — through the bus, so another instance's sockets hear it too.
#pragma once

#include <string>

#include "api/api_context.hpp"

namespace karyana::api {

namespace topics {
// Announcements that sessions of a user ended: {"user_id", "reason", and "session_id" for one
// session or "except_session_id" for all but one}. A socket rechecks its own session on any.
inline std::string sessions(const std::string& user_id) { return "sessions:" + user_id; }
}  // namespace topics

// Sign-out of one device.
void end_session(Services& services, const std::string& user_id, const std::string& session_id);
// Every device of the user but one (a password change keeps the caller signed in).
void end_other_sessions(Services& services, const std::string& user_id, const std::string& keep_session_id);
// Every device of the user (password reset; an account disabled by staff).
void end_all_sessions(Services& services, const std::string& user_id, const std::string& reason);

}  // namespace karyana::api
