#include "auth/codes.hpp"

#include <sodium.h>

#include "auth/sodium.hpp"
#include "store/clock.hpp"

namespace karyana::auth {

std::string random_digits(int digits) {
  ensure_sodium();
  std::string code;
  for (int i = 0; i < digits; ++i) code += static_cast<char>('0' + randombytes_uniform(10));
  return code;
}

CodeService::CodeService(store::AccountStore& accounts, const AuthKeys& keys, Clock clock, CodePolicy policy)
    : accounts_(accounts), hashing_key_(keys.code_hashing_key()), clock_(std::move(clock)), policy_(policy) {
  ensure_sodium();
}

std::string CodeService::hash(const std::string& user_id, store::CodePurpose purpose, const std::string& code) const {
  // Keyed, so a stolen database alone does not let anyone try the 10^4 codes offline.
  const std::string input =
      std::string(purpose == store::CodePurpose::phone ? "phone" : "reset") + "\n" + user_id + "\n" + code;
  unsigned char digest[32];
  crypto_generichash(digest, sizeof digest, reinterpret_cast<const unsigned char*>(input.data()), input.size(),
                     hashing_key_.data(), hashing_key_.size());
  return to_hex(digest, sizeof digest);
}

IssuedCode CodeService::issue(const std::string& user_id, store::CodePurpose purpose, const std::string& target,
                              int digits, std::chrono::seconds ttl) {
  const TimePoint now = clock_();
  IssuedCode issued{random_digits(digits), now + ttl};
  accounts_.create_code(store::NewCode{user_id, purpose, target, hash(user_id, purpose, issued.code),
                                       store::to_iso(issued.expires_at), policy_.max_attempts},
                        store::to_iso(now));
  return issued;
}

IssuedCode CodeService::issue_phone_code(const std::string& user_id, const std::string& phone) {
  return issue(user_id, store::CodePurpose::phone, phone, kPhoneDigits, policy_.phone_countdown + policy_.phone_grace);
}

IssuedCode CodeService::issue_reset_code(const std::string& user_id, const std::string& email) {
  return issue(user_id, store::CodePurpose::password_reset, email, kResetDigits, policy_.reset_ttl);
}

CodeResult CodeService::check(const std::string& user_id, store::CodePurpose purpose, const std::string& code,
                              int digits, const std::optional<std::string>& target, store::CodeAction action) {
  // A malformed code is a wrong try too: "-" never equals a stored hash.
  const bool well_formed =
      static_cast<int>(code.size()) == digits && code.find_first_not_of("0123456789") == std::string::npos;
  const std::string code_hash = well_formed ? hash(user_id, purpose, code) : std::string("-");
  const auto result = accounts_.check_code(user_id, purpose, code_hash, target, action, store::to_iso(clock_()));
  return CodeResult{result.status, result.attempts_left};
}

CodeResult CodeService::verify_phone_code(const std::string& user_id, const std::string& phone,
                                          const std::string& code) {
  return check(user_id, store::CodePurpose::phone, code, kPhoneDigits, phone, store::CodeAction::consume);
}

CodeResult CodeService::check_reset_code(const std::string& user_id, const std::string& code) {
  return check(user_id, store::CodePurpose::password_reset, code, kResetDigits, std::nullopt,
               store::CodeAction::verify);
}

CodeResult CodeService::consume_reset_code(const std::string& user_id, const std::string& code) {
  return check(user_id, store::CodePurpose::password_reset, code, kResetDigits, std::nullopt,
               store::CodeAction::consume);
}

}  // namespace karyana::auth
