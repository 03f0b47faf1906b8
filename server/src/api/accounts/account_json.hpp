// Account records as the JSON the schema's User / ErrorInfo types read.
#pragma once

#include <string>

#include <boost/json/object.hpp>

#include "store/account_store.hpp"

namespace karyana::api {

// Every User field the record has (never the password hash); phone in the canonical form.
boost::json::object user_json(const store::UserRecord& user);
// {"message", "code"?, "details"?} — the ErrorInfo of business errors.
boost::json::object error_info(std::string message, const std::string& code = {}, const std::string& details = {});
// The user as it is, with an error saying why a change was refused.
boost::json::object user_with_error(const store::UserRecord& user, std::string message, const std::string& code,
                                    const std::string& details = {});

}  // namespace karyana::api
