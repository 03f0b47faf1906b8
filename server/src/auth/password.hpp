// Password hashing: Argon2id through libsodium's crypto_pwhash_str_alg with the INTERACTIVE
// limits (t=2, m=64 MiB, p=1 — above OWASP ASVS 5.0's t=2, m=19 MiB, p=1). Hashes are the
// self-describing "$argon2id$v=19$m=...,t=...,p=...$salt$hash" strings. Passwords are never logged.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace karyana::auth {

inline constexpr std::size_t kMaxPasswordChars = 128;

class PasswordTooLong : public std::invalid_argument {
 public:
  PasswordTooLong() : std::invalid_argument("password longer than 128 characters") {}
};

// Characters (UTF-8 code points), the unit of the spec's length rules.
std::size_t password_length(std::string_view password);
bool password_length_ok(std::string_view password, std::size_t min_chars);  // min_chars ≤ length ≤ 128

// Throws PasswordTooLong above 128 characters, std::runtime_error when out of memory.
std::string hash_password(std::string_view password);
// False for a wrong password, a malformed hash, or a password above 128 characters.
bool verify_password(std::string_view stored_hash, std::string_view password);
// True when the hash was made with weaker (or other) parameters than the current ones.
bool password_needs_rehash(std::string_view stored_hash);
// Spends the time of one verification against a fixed dummy hash, for sign-in with an
// unknown e-mail, so response time does not reveal whether the account exists.
void verify_dummy_password(std::string_view password);

}  // namespace karyana::auth
