// Sending the 4-digit phone code: rate-limited per phone (once per 30 s, 5 per hour), a
// fresh code from CodeService, and an SMS through the outbox.
#pragma once

#include <string>

#include "api/auth_services.hpp"
#include "store/account_store.hpp"
#include "store/outbox_store.hpp"

namespace karyana::api {

inline constexpr const char* kPhoneCodeKind = "phone_code";

// Refused (nothing sent, no new code) when the phone's rate limit is full.
auth::RateLimitResult send_phone_code(AuthServices& auth, store::OutboxStore& outbox, const std::string& user_id,
                                      const std::string& phone);

inline constexpr const char* kCodeTooSoon = "Please wait before requesting a new verification code.";
inline constexpr const char* kPhoneTaken = "This phone number is already registered to another account";

// True when an account other than `user_id` holds `phone` confirmed (a number confirms one account).
bool phone_taken_by_another(store::AccountStore& accounts, const std::string& phone, const std::string& user_id);

// The SMS text; the code is the only run of 4 digits in it.
std::string phone_code_text(const std::string& code);

}  // namespace karyana::api
