#include "auth/password.hpp"

#include <sodium.h>

#include "auth/sodium.hpp"

namespace karyana::auth {

namespace {

constexpr unsigned long long kOpsLimit = crypto_pwhash_OPSLIMIT_INTERACTIVE;
constexpr std::size_t kMemLimit = crypto_pwhash_MEMLIMIT_INTERACTIVE;

// A NUL-terminated copy: libsodium's *_str functions read C strings.
std::string c_string(std::string_view text) { return std::string(text); }

}  // namespace

std::size_t password_length(std::string_view password) {
  std::size_t chars = 0;
  for (unsigned char ch : password)
    if ((ch & 0xC0) != 0x80) ++chars;  // count lead bytes, not continuation bytes
  return chars;
}

bool password_length_ok(std::string_view password, std::size_t min_chars) {
  const std::size_t chars = password_length(password);
  return chars >= min_chars && chars <= kMaxPasswordChars;
}

std::string hash_password(std::string_view password) {
  ensure_sodium();
  if (password_length(password) > kMaxPasswordChars) throw PasswordTooLong();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), kOpsLimit, kMemLimit,
                            crypto_pwhash_ALG_ARGON2ID13) != 0)
    throw std::runtime_error("password hashing ran out of memory");
  return out;
}

bool verify_password(std::string_view stored_hash, std::string_view password) {
  ensure_sodium();
  if (password_length(password) > kMaxPasswordChars) return false;
  const std::string hash = c_string(stored_hash);
  if (hash.size() >= crypto_pwhash_STRBYTES) return false;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

bool password_needs_rehash(std::string_view stored_hash) {
  ensure_sodium();
  const std::string hash = c_string(stored_hash);
  if (hash.rfind("$argon2id$", 0) != 0) return true;
  return crypto_pwhash_str_needs_rehash(hash.c_str(), kOpsLimit, kMemLimit) != 0;
}

void verify_dummy_password(std::string_view password) {
  // Made once with the current parameters, so it costs what a real verification costs.
  static const std::string dummy = hash_password("karyana dummy password, never matches anything");
  (void)verify_password(dummy, password);
}

}  // namespace karyana::auth
