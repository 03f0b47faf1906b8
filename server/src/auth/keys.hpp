// The server's secret: 32 random bytes in <data dir>/auth/keys (mode 0600), created on the
// first start. Purpose-bound subkeys are derived from it, so one file serves token signing
// and code hashing without reusing a key across purposes.
#pragma once

#include <array>
#include <filesystem>

namespace karyana::auth {

using Key = std::array<unsigned char, 32>;

class AuthKeys {
 public:
  // Reads <data_dir>/auth/keys, creating the folder and the file when missing. Several
  // processes starting at once end up with the same key. Throws on a damaged file.
  static AuthKeys load_or_create(const std::filesystem::path& data_dir);
  // From a given master key (tests).
  explicit AuthKeys(const Key& master);

  const Key& token_signing_key() const { return token_signing_; }
  const Key& code_hashing_key() const { return code_hashing_; }

 private:
  Key token_signing_{};
  Key code_hashing_{};
};

}  // namespace karyana::auth
