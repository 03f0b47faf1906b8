// The server's secret: a 32-byte master key kept in the database (store::ServerSecretStore, issue 20),
// so every instance on one database signs and checks with the same one. Purpose-bound subkeys are
// derived from it, so one secret serves token signing and code hashing without reusing a key across
// purposes.
#pragma once

#include <array>
#include <filesystem>

#include "store/server_secret_store.hpp"

namespace karyana::auth {

using Key = std::array<unsigned char, 32>;

// The master key's name in server_secrets; the value is its 64 hex digits.
inline constexpr const char* kMasterKeyName = "auth_master_key";

class AuthKeys {
 public:
  // The database's master key. When it has none: the key of <data_dir>/auth/keys, where stores from
  // before issue 20 kept it (so their tokens and pending codes stay valid), else 32 fresh random
  // bytes; whoever stores one first wins and everybody reads that one. The file is only read, never
  // written or removed. Throws on a damaged key (in the database, or a file about to be imported).
  static AuthKeys load_or_create(store::ServerSecretStore& secrets, const std::filesystem::path& data_dir);
  // From a given master key (tests).
  explicit AuthKeys(const Key& master);

  const Key& token_signing_key() const { return token_signing_; }
  const Key& code_hashing_key() const { return code_hashing_; }

 private:
  Key token_signing_{};
  Key code_hashing_{};
};

}  // namespace karyana::auth
