// Sign-in: credentials, status, rate limit, hash upgrade.
#include <gtest/gtest.h>
#include <sodium.h>

#include <vector>

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
  SignInService service{f.accounts(), tokens, limiter, clock.clock()};

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
    c.prepare("UPDATE users SET status = 'blocked', status_note = 'Contact support' WHERE id = ?").bind_all(id).run();
  });
  EXPECT_EQ(service.sign_in("blocked@example.com", "nope").status, SignInStatus::wrong_credentials);
  const auto outcome = service.sign_in("blocked@example.com", "right-password");
  EXPECT_EQ(outcome.status, SignInStatus::not_enabled);
  EXPECT_EQ(outcome.user->status_note, "Contact support");
  EXPECT_FALSE(outcome.session);
}

TEST_F(SignInTest, GuessesOnOneAccountNeverLockOutItsOwnerFromAnotherDevice) {
  add_user("target@example.com", hash_password("right-password"));
  // 40 guesses from several addresses, each waiting out its delay: none is ever a lock.
  for (int i = 0; i < 40; ++i) {
    ClientInfo from{std::nullopt, "10.9.9." + std::to_string(i % 4)};
    auto outcome = service.sign_in("target@example.com", "guess", from);
    if (outcome.status == SignInStatus::rate_limited) {
      clock.advance(outcome.retry_after);
      outcome = service.sign_in("target@example.com", "guess", from);
    }
    EXPECT_EQ(outcome.status, SignInStatus::wrong_credentials) << i;
  }
  // The owner, on a device that has not been failing, signs in at once.
  EXPECT_EQ(service.sign_in("target@example.com", "right-password", {std::nullopt, "10.1.1.1"}).status,
            SignInStatus::signed_in);
  // A device that has been failing waits its turn, however many addresses guess.
  EXPECT_EQ(service.sign_in("target@example.com", "right-password", {std::nullopt, "10.9.9.0"}).status,
            SignInStatus::rate_limited);
}

TEST_F(SignInTest, AFailingClientWaitsLongerAfterEveryFailureUpToTheCap) {
  add_user("slow@example.com", hash_password("right-password"));
  const ClientInfo guesser{std::nullopt, "10.2.2.2"};
  std::vector<long long> waits;
  for (int i = 0; i < 20; ++i) {
    auto outcome = service.sign_in("slow@example.com", "guess", guesser);
    if (outcome.status == SignInStatus::rate_limited) {
      waits.push_back(outcome.retry_after.count());
      clock.advance(outcome.retry_after);
      outcome = service.sign_in("slow@example.com", "guess", guesser);
    }
    ASSERT_EQ(outcome.status, SignInStatus::wrong_credentials) << i;
  }
  // Five free failures, then 1 s, 2 s, 4 s ... doubling up to five minutes.
  ASSERT_EQ(waits.size(), 15u);
  EXPECT_EQ(waits[0], 1000);
  EXPECT_EQ(waits[1], 2000);
  EXPECT_EQ(waits[4], 16000);
  EXPECT_EQ(waits.back(), 300000);
  // During a wait even the right password from that client is not checked...
  const auto refused = service.sign_in("slow@example.com", "right-password", guesser);
  EXPECT_EQ(refused.status, SignInStatus::rate_limited);
  EXPECT_EQ(refused.retry_after.count(), 300000);
  // ...and after it, it is.
  clock.advance(refused.retry_after);
  EXPECT_EQ(service.sign_in("slow@example.com", "right-password", guesser).status, SignInStatus::signed_in);
}

TEST_F(SignInTest, ConcurrentTriesFromFailingClientsShareOneSlot) {
  add_user("shared@example.com", hash_password("right-password"));
  for (int i = 0; i < 5; ++i)
    service.sign_in("shared@example.com", "guess", {std::nullopt, "10.3.3." + std::to_string(i)});
  clock.advance(std::chrono::seconds(1));
  // The delay is over: the first failing client to come takes the slot, the next waits.
  EXPECT_EQ(service.sign_in("shared@example.com", "guess", {std::nullopt, "10.3.3.0"}).status,
            SignInStatus::wrong_credentials);
  EXPECT_EQ(service.sign_in("shared@example.com", "guess", {std::nullopt, "10.3.3.1"}).status,
            SignInStatus::rate_limited);
}

TEST_F(SignInTest, APasswordResetForgetsTheAccountsFailures) {
  add_user("reset@example.com", hash_password("right-password"));
  const ClientInfo guesser{std::nullopt, "10.4.4.4"};
  for (int i = 0; i < 5; ++i) service.sign_in("reset@example.com", "guess", guesser);
  EXPECT_EQ(service.sign_in("reset@example.com", "right-password", guesser).status, SignInStatus::rate_limited);
  service.account_recovered("RESET@example.com");
  EXPECT_EQ(service.sign_in("reset@example.com", "right-password", guesser).status, SignInStatus::signed_in);
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
