#include "auth/keys.hpp"

#include <sodium.h>

#include <cstdint>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "auth/sodium.hpp"

namespace karyana::auth {

namespace {

constexpr char kContext[crypto_kdf_CONTEXTBYTES + 1] = "karyana1";
enum SubkeyId : std::uint64_t { token_signing_id = 1, code_hashing_id = 2 };

// `text`: 64 hex digits (what follows them, such as the old key file's newline, is ignored);
// `where` names its origin in the error.
Key parse_key(const std::string& text, const std::string& where) {
  Key key{};
  size_t length = 0;
  const char* end = nullptr;
  if (sodium_hex2bin(key.data(), key.size(), text.data(), text.size(), nullptr, &length, &end) != 0 ||
      length != key.size())
    throw std::runtime_error("the auth key is damaged: " + where);
  return key;
}

// The hex text of <data_dir>/auth/keys, the key file of a store from before issue 20, if it exists.
std::optional<std::string> old_key_file(const std::filesystem::path& data_dir) {
  const auto file = data_dir / "auth" / "keys";
  if (!std::filesystem::exists(file)) return std::nullopt;
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  if (!in) throw std::runtime_error("cannot read " + file.string());
  // Checked before it is imported: a damaged file must not become the shop's key.
  Key key = parse_key(text.str(), file.string());
  std::string hex = to_hex(key.data(), key.size());
  sodium_memzero(key.data(), key.size());
  return hex;
}

std::string fresh_key() {
  Key key{};
  randombytes_buf(key.data(), key.size());
  std::string hex = to_hex(key.data(), key.size());
  sodium_memzero(key.data(), key.size());
  return hex;
}

}  // namespace

AuthKeys::AuthKeys(const Key& master) {
  ensure_sodium();
  crypto_kdf_derive_from_key(token_signing_.data(), token_signing_.size(), token_signing_id, kContext, master.data());
  crypto_kdf_derive_from_key(code_hashing_.data(), code_hashing_.size(), code_hashing_id, kContext, master.data());
}

AuthKeys AuthKeys::load_or_create(store::ServerSecretStore& secrets, const std::filesystem::path& data_dir) {
  ensure_sodium();
  std::optional<std::string> hex = secrets.get(kMasterKeyName);
  // The upgrade: the old file's key is offered first, so what was signed and hashed with it stays
  // valid. The file stays where it is: a binary from before issue 20 (a rollback) still reads it, and
  // a restored backup from before the upgrade (no key in its database) imports it again.
  if (!hex) {
    const std::optional<std::string> imported = old_key_file(data_dir);
    hex = secrets.get_or_create(kMasterKeyName, imported ? *imported : fresh_key());
  }
  Key master = parse_key(*hex, std::string("server_secrets '") + kMasterKeyName + "' in the database");
  AuthKeys keys(master);
  sodium_memzero(master.data(), master.size());
  return keys;
}

}  // namespace karyana::auth
