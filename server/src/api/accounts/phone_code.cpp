#include "api/accounts/phone_code.hpp"

namespace karyana::api {

std::string phone_code_text(const std::string& code) {
  return "Your Karyana verification code is " + code + ". Do not share it with anyone.";
}

PhoneCodeSend send_phone_code(AuthServices& auth, store::OutboxStore& outbox, const std::string& user_id,
                              const std::string& phone, const std::string& client_ip, SmsBudget budget) {
  auto allowed = auth.limiter.code_send(phone);
  if (!allowed.allowed) return {PhoneCodeSend::too_soon, allowed.retry_after};
  if (budget == SmsBudget::take) {
    auto within = auth.limiter.sms_budget(phone, client_ip);
    if (!within.allowed) return {PhoneCodeSend::budget_spent, within.retry_after};
  }
  auto issued = auth.codes.issue_phone_code(user_id, phone);
  outbox.enqueue({.channel = store::MessageChannel::sms,
                  .to = phone,
                  .subject = "",
                  .body = phone_code_text(issued.code),
                  .kind = kPhoneCodeKind});
  return {};
}

bool phone_taken_by_another(store::AccountStore& accounts, const std::string& phone, const std::string& user_id) {
  for (const auto& other : accounts.users_by_phone(phone))
    if (other.id != user_id && other.phone_confirmed > 0) return true;
  return false;
}

}  // namespace karyana::api
