// One-time codes: the 4-digit phone code (SMS) and the 6-digit password-reset code (e-mail).
// Drawn with randombytes_uniform (CSPRNG, no modulo bias), stored only as a keyed BLAKE2b
// hash bound to user, purpose and code, single-use, expiring, and locked after 5 wrong tries.
// A 4-digit code has ~13 bits: the try limit and the resend rate limit are what keep it safe.
// Tries are counted in the same transaction as the comparison, so parallel guesses (or
// aliases in one GraphQL document) cannot get more than 5 tries between them.
#pragma once

#include <chrono>
#include <string>

#include "auth/clock.hpp"
#include "auth/keys.hpp"
#include "store/account_store.hpp"

namespace karyana::auth {

struct CodePolicy {
  std::chrono::seconds phone_countdown{10};  // what the client counts down (configured)
  std::chrono::seconds phone_grace{120};     // extra time for a slow SMS
  std::chrono::seconds reset_ttl{10 * 60};
  int max_attempts = 5;
};

struct IssuedCode {
  std::string code;  // the plain digits, to send; never stored
  TimePoint expires_at;
};

using CodeStatus = store::CodeStatus;  // ok, wrong, expired, locked, missing

struct CodeResult {
  CodeStatus status = CodeStatus::missing;
  int attempts_left = 0;
  bool ok() const { return status == CodeStatus::ok; }
};

class CodeService {
 public:
  CodeService(store::AccountStore& accounts, const AuthKeys& keys, Clock clock = system_clock(),
              CodePolicy policy = {});

  // A new code retires the user's earlier code of the same purpose.
  IssuedCode issue_phone_code(const std::string& user_id, const std::string& phone);
  IssuedCode issue_reset_code(const std::string& user_id, const std::string& email);

  // Consumes the phone code; only a code sent to `phone` (the user's current number) matches.
  CodeResult verify_phone_code(const std::string& user_id, const std::string& phone, const std::string& code);
  // Reset step 2: checks the code and marks it verified, keeping it for the final step.
  CodeResult check_reset_code(const std::string& user_id, const std::string& code);
  // Reset step 3: checks and consumes the code.
  CodeResult consume_reset_code(const std::string& user_id, const std::string& code);

  static constexpr int kPhoneDigits = 4;
  static constexpr int kResetDigits = 6;

 private:
  IssuedCode issue(const std::string& user_id, store::CodePurpose purpose, const std::string& target, int digits,
                   std::chrono::seconds ttl);
  CodeResult check(const std::string& user_id, store::CodePurpose purpose, const std::string& code, int digits,
                   const std::optional<std::string>& target, store::CodeAction action);
  std::string hash(const std::string& user_id, store::CodePurpose purpose, const std::string& code) const;

  store::AccountStore& accounts_;
  Key hashing_key_;
  Clock clock_;
  CodePolicy policy_;
};

// `digits` random decimal digits, leading zeros kept.
std::string random_digits(int digits);

}  // namespace karyana::auth
