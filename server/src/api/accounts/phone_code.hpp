// Sending the 4-digit phone code: rate-limited per phone (once per 30 s, 5 per hour), within
// the day's SMS budget (all together, per client address, per phone: config::AbuseLimits),
// a fresh code from CodeService, and an SMS through the outbox. Every SMS the server sends
// goes through here.
#pragma once

#include <chrono>
#include <string>

#include "api/auth_services.hpp"
#include "store/account_store.hpp"
#include "store/outbox_store.hpp"

namespace karyana::api {

inline constexpr const char* kPhoneCodeKind = "phone_code";

struct PhoneCodeSend {
  enum Outcome { sent, too_soon, budget_spent } outcome = sent;
  std::chrono::milliseconds retry_after{0};
  bool ok() const { return outcome == sent; }
};

// Whether send_phone_code still takes the SMS from the day's budget (registration takes it
// before it creates the account, so a spent budget creates nothing).
enum class SmsBudget { take, already_taken };

// Refused (nothing sent, no new code) when the phone's resend limit or the SMS budget is
// full; the resend limit is checked first, so a too-early request uses no budget.
PhoneCodeSend send_phone_code(AuthServices& auth, store::OutboxStore& outbox, const std::string& user_id,
                              const std::string& phone, const std::string& client_ip,
                              SmsBudget budget = SmsBudget::take);

inline constexpr const char* kCodeTooSoon = "Please wait before requesting a new verification code.";
inline constexpr const char* kSmsBudgetSpent =
    "We cannot send more text messages right now. Please try again tomorrow or contact support.";
inline constexpr const char* kSmsBudgetCode = "SMS_LIMIT";
inline constexpr const char* kPhoneTaken = "This phone number is already registered to another account";

// True when an account other than `user_id` holds `phone` confirmed (a number confirms one account).
bool phone_taken_by_another(store::AccountStore& accounts, const std::string& phone, const std::string& user_id);

// The SMS text; the code is the only run of 4 digits in it.
std::string phone_code_text(const std::string& code);

}  // namespace karyana::api
