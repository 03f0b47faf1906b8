// The server secret in <data dir>/auth/keys.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../store/temp_dir.hpp"
#include "auth/keys.hpp"

using karyana::auth::AuthKeys;
namespace fs = std::filesystem;

TEST(AuthKeys, CreatesAPrivateKeyFileOnceAndReadsItBack) {
  karyana::test::TempDir dir("keys");
  const auto first = AuthKeys::load_or_create(dir.path());
  const auto file = dir.path() / "auth" / "keys";
  ASSERT_TRUE(fs::exists(file));
  EXPECT_EQ(fs::status(file).permissions() & (fs::perms::group_all | fs::perms::others_all), fs::perms::none);
  const auto second = AuthKeys::load_or_create(dir.path());
  EXPECT_EQ(first.token_signing_key(), second.token_signing_key());
  EXPECT_EQ(first.code_hashing_key(), second.code_hashing_key());
  EXPECT_NE(first.token_signing_key(), first.code_hashing_key());  // one subkey per purpose

  karyana::test::TempDir other("keys-other");
  EXPECT_NE(AuthKeys::load_or_create(other.path()).token_signing_key(), first.token_signing_key());
}

TEST(AuthKeys, RefusesADamagedFile) {
  karyana::test::TempDir dir("keys-bad");
  fs::create_directories(dir.path() / "auth");
  std::ofstream(dir.path() / "auth" / "keys") << "not hex\n";
  EXPECT_THROW(AuthKeys::load_or_create(dir.path()), std::runtime_error);
}
