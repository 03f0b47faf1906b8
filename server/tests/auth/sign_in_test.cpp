// Sign-in: credentials, status, rate limit, hash upgrade.
#include <gtest/gtest.h>
#include <sodium.h>

#include "auth/password.hpp"
#include "auth/sign_in.hpp"
#include "auth_fixture.hpp"

using namespace karyana::auth;
using karyana::test::AccountsFixture;
using karyana::test::ManualClock;

namespace {

Key test_key() {
  Key k{};
  k.fill(5);
  return k;
}

struct SignInTest : ::testing::Test {
  AccountsFixture f{"sign-in"};
  ManualClock clock;
  AuthKeys keys{test_key()};
  TokenService tokens{f.accounts(), keys, clock.clock()};
  RateLimiter limiter{f.accounts(), clock.clock()};
  SignInService service{f.accounts(), tokens, limiter};

  std::string add_user(const std::string& email, const std::string& hash) {
    karyana::store::NewUser user;
    user.email = email;
    user.password_hash = hash;
    user.fname = "Test";
    return f.accounts().create_user(user)->id;
  }
};

}  // namespace

TEST_F(SignInTest, TheRightPasswordSignsInWithAWorkingSession) {
  const auto id = add_user("fatima@example.com", hash_password("s3cret-pass"));
  const auto outcome = service.sign_in("FATIMA@example.com", "s3cret-pass", {"agent", "10.0.0.1"});
  ASSERT_EQ(outcome.status, SignInStatus::signed_in);
  ASSERT_TRUE(outcome.session);
  EXPECT_EQ(outcome.user->id, id);
  auto principal = tokens.authenticate(outcome.session->access_token);
  ASSERT_TRUE(principal);
  EXPECT_EQ(principal->user_id, id);
}

TEST_F(SignInTest, AWrongPasswordAndAnUnknownEmailLookTheSame) {
  add_user("ali@example.com", hash_password("right-password"));
  const auto wrong = service.sign_in("ali@example.com", "wrong-password");
  const auto unknown = service.sign_in("nobody@example.com", "right-password");
  EXPECT_EQ(wrong.status, SignInStatus::wrong_credentials);
  EXPECT_EQ(unknown.status, SignInStatus::wrong_credentials);
  EXPECT_FALSE(wrong.session || wrong.user || unknown.session || unknown.user);
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM sessions"), 0);
}

TEST_F(SignInTest, AUserWhoIsNotEnabledIsRefusedOnlyAfterTheRightPassword) {
  const auto id = add_user("blocked@example.com", hash_password("right-password"));
  f.db().write([&](karyana::store::sqlite::Connection& c) {
    c.prepare("UPDATE users SET status = 'blocked', status_note = 'Contact support' WHERE id = ?")
        .bind_all(id)
        .run();
  });
  EXPECT_EQ(service.sign_in("blocked@example.com", "nope").status, SignInStatus::wrong_credentials);
  const auto outcome = service.sign_in("blocked@example.com", "right-password");
  EXPECT_EQ(outcome.status, SignInStatus::not_enabled);
  EXPECT_EQ(outcome.user->status_note, "Contact support");
  EXPECT_FALSE(outcome.session);
}

TEST_F(SignInTest, TooManyAttemptsOnOneAccountAreRefusedEvenWithTheRightPassword) {
  add_user("target@example.com", hash_password("right-password"));
  for (int i = 0; i < 10; ++i)
    EXPECT_EQ(service.sign_in("target@example.com", "guess", {std::nullopt, "10.9.9." + std::to_string(i)}).status,
              SignInStatus::wrong_credentials);
  const auto outcome = service.sign_in("target@example.com", "right-password", {std::nullopt, "10.1.1.1"});
  EXPECT_EQ(outcome.status, SignInStatus::rate_limited);
  EXPECT_GT(outcome.retry_after.count(), 0);
  clock.advance(std::chrono::minutes(15));
  EXPECT_EQ(service.sign_in("target@example.com", "right-password").status, SignInStatus::signed_in);
}

TEST_F(SignInTest, AWeakerHashIsUpgradedOnSignIn) {
  ASSERT_GE(sodium_init(), 0);
  char weak[crypto_pwhash_STRBYTES];
  ASSERT_EQ(crypto_pwhash_str_alg(weak, "old-password", 12, crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN,
                                  crypto_pwhash_ALG_ARGON2ID13),
            0);
  const auto id = add_user("legacy@example.com", weak);
  ASSERT_EQ(service.sign_in("legacy@example.com", "old-password").status, SignInStatus::signed_in);
  const auto stored = f.accounts().user_by_id(id)->password_hash;
  EXPECT_NE(stored, weak);
  EXPECT_FALSE(password_needs_rehash(stored));
  EXPECT_TRUE(verify_password(stored, "old-password"));
}
