// The server secret: a master key in the database (store::ServerSecretStore), imported from
// <data dir>/auth/keys of a store from before issue 20. The store's own behaviour on both databases
// is server/tests/store/server_secret_store_test.cpp.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>

#include "../store/temp_dir.hpp"
#include "auth/keys.hpp"

using karyana::auth::AuthKeys;
using karyana::auth::Key;
using karyana::auth::kMasterKeyName;
namespace fs = std::filesystem;

namespace {

// The store's contract, in memory.
class MemorySecrets final : public karyana::store::ServerSecretStore {
 public:
  std::optional<std::string> get(const std::string& name) override {
    auto it = values.find(name);
    return it == values.end() ? std::nullopt : std::optional(it->second);
  }
  std::string get_or_create(const std::string& name, const std::string& candidate) override {
    return values.try_emplace(name, candidate).first->second;
  }
  std::map<std::string, std::string> values;
};

const std::string kHex5 = std::string(64, '0').replace(0, 2, "05");  // 05 00 00 … as hex

Key key_05() {
  Key k{};
  k[0] = 5;
  return k;
}

void write_old_key_file(const fs::path& data_dir, const std::string& text) {
  fs::create_directories(data_dir / "auth");
  std::ofstream(data_dir / "auth" / "keys") << text;
}

}  // namespace

TEST(AuthKeys, CreatesTheMasterKeyInTheStoreOnceAndReadsItBack) {
  karyana::test::TempDir dir("keys");
  MemorySecrets secrets;
  const auto first = AuthKeys::load_or_create(secrets, dir.path());
  ASSERT_EQ(secrets.values.size(), 1u);
  EXPECT_EQ(secrets.values.at(kMasterKeyName).size(), 64u);
  EXPECT_FALSE(fs::exists(dir.path() / "auth"));  // no file any more
  const auto second = AuthKeys::load_or_create(secrets, dir.path());
  EXPECT_EQ(first.token_signing_key(), second.token_signing_key());
  EXPECT_EQ(first.code_hashing_key(), second.code_hashing_key());
  EXPECT_NE(first.token_signing_key(), first.code_hashing_key());  // one subkey per purpose

  MemorySecrets other;
  EXPECT_NE(AuthKeys::load_or_create(other, dir.path()).token_signing_key(), first.token_signing_key());
}

TEST(AuthKeys, ImportsTheOldKeyFileWhenTheStoreHasNoKeyAndLeavesTheFile) {
  karyana::test::TempDir dir("keys-import");
  write_old_key_file(dir.path(), kHex5 + "\n");
  MemorySecrets secrets;
  const auto keys = AuthKeys::load_or_create(secrets, dir.path());
  EXPECT_EQ(keys.token_signing_key(), AuthKeys(key_05()).token_signing_key());
  EXPECT_EQ(keys.code_hashing_key(), AuthKeys(key_05()).code_hashing_key());
  EXPECT_EQ(secrets.values.at(kMasterKeyName), kHex5);
  EXPECT_TRUE(fs::exists(dir.path() / "auth" / "keys"));
}

TEST(AuthKeys, TheStoresKeyWinsOverAnOldKeyFile) {
  karyana::test::TempDir dir("keys-store-wins");
  MemorySecrets secrets;
  const auto created = AuthKeys::load_or_create(secrets, dir.path());
  write_old_key_file(dir.path(), kHex5 + "\n");
  EXPECT_EQ(AuthKeys::load_or_create(secrets, dir.path()).token_signing_key(), created.token_signing_key());
  // Once the database has its key, the file is not even read: a damaged one does not matter.
  write_old_key_file(dir.path(), "not hex\n");
  EXPECT_EQ(AuthKeys::load_or_create(secrets, dir.path()).token_signing_key(), created.token_signing_key());
}

TEST(AuthKeys, RefusesToImportADamagedFile) {
  karyana::test::TempDir dir("keys-bad");
  write_old_key_file(dir.path(), "not hex\n");
  MemorySecrets secrets;
  EXPECT_THROW(AuthKeys::load_or_create(secrets, dir.path()), std::runtime_error);
  EXPECT_TRUE(secrets.values.empty());  // nothing became the shop's key
}

TEST(AuthKeys, RefusesADamagedKeyInTheStore) {
  karyana::test::TempDir dir("keys-bad-row");
  MemorySecrets secrets;
  secrets.values[kMasterKeyName] = "0123";
  EXPECT_THROW(AuthKeys::load_or_create(secrets, dir.path()), std::runtime_error);
}
