// Access and refresh tokens: expiry, tampering, rotation, reuse detection, concurrency, revocation.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "auth/tokens.hpp"
#include "auth_fixture.hpp"
#include "store/sqlite/sqlite_server_secret_store.hpp"

using namespace karyana::auth;
using namespace std::chrono_literals;
using karyana::test::AccountsFixture;
using karyana::test::ManualClock;

namespace {

Key key_of(unsigned char fill) {
  Key k{};
  k.fill(fill);
  return k;
}

struct TokensTest : ::testing::Test {
  AccountsFixture f{"tokens"};
  ManualClock clock;
  AuthKeys keys{key_of(7)};
  TokenService tokens{f.accounts(), keys, clock.clock()};
  std::string user_id = f.make_user("zara@example.com").id;
};

}  // namespace

TEST_F(TokensTest, AnIssuedAccessTokenAuthenticatesUntilItExpires) {
  const SignIn s = tokens.issue_session(user_id, {"test-agent", "10.0.0.1"});
  EXPECT_EQ(s.access_expires_at, clock.now() + 15min);
  EXPECT_EQ(s.refresh_expires_at, clock.now() + std::chrono::hours(24 * 30));
  auto principal = tokens.authenticate(s.access_token);
  ASSERT_TRUE(principal);
  EXPECT_EQ(principal->user_id, user_id);
  EXPECT_EQ(principal->session_id, s.session_id);
  EXPECT_EQ(principal->user_status, "enabled");

  clock.advance(15min - 1s);
  EXPECT_TRUE(tokens.authenticate(s.access_token));
  clock.advance(1s);
  EXPECT_FALSE(tokens.authenticate(s.access_token));
}

TEST_F(TokensTest, ATamperedOrForeignAccessTokenIsRefused) {
  const SignIn s = tokens.issue_session(user_id);
  const std::string& t = s.access_token;
  std::string other_user = t;
  other_user[3] = other_user[3] == 'a' ? 'b' : 'a';  // inside the user id
  EXPECT_FALSE(tokens.authenticate(other_user));
  std::string later = t;
  const auto exp_at = t.rfind('.') - 1;  // last digit of the expiry
  later[exp_at] = later[exp_at] == '9' ? '8' : '9';
  EXPECT_FALSE(tokens.authenticate(later));
  std::string bad_mac = t;
  bad_mac.back() = bad_mac.back() == 'A' ? 'B' : 'A';
  EXPECT_FALSE(tokens.authenticate(bad_mac));
  EXPECT_FALSE(tokens.authenticate(""));
  EXPECT_FALSE(tokens.authenticate("v1.a.b.c.d"));
  EXPECT_FALSE(tokens.authenticate(t + "."));
  EXPECT_FALSE(tokens.authenticate(s.refresh_token));

  AuthKeys other_keys{key_of(8)};
  TokenService other_server{f.accounts(), other_keys, clock.clock()};
  EXPECT_FALSE(other_server.authenticate(t));
}

TEST_F(TokensTest, OnlyTheHashOfTheRefreshTokenIsStored) {
  const SignIn s = tokens.issue_session(user_id);
  auto row = f.accounts().session_by_hash(TokenService::hash_refresh_token(s.refresh_token));
  ASSERT_TRUE(row);
  EXPECT_EQ(row->user_id, user_id);
  EXPECT_EQ(row->family_id, s.session_id);
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM sessions WHERE token_hash = '" + s.refresh_token + "'"), 0);
  EXPECT_EQ(s.refresh_token.size(), 43u);  // 32 bytes, unpadded base64url
}

TEST_F(TokensTest, RefreshRotatesAndReuseRevokesTheWholeFamily) {
  const SignIn first = tokens.issue_session(user_id);
  clock.advance(20min);
  EXPECT_FALSE(tokens.authenticate(first.access_token));

  RefreshResult second = tokens.refresh(first.refresh_token);
  ASSERT_EQ(second.status, RefreshStatus::ok);
  EXPECT_NE(second.session->refresh_token, first.refresh_token);
  EXPECT_EQ(second.session->session_id, first.session_id);  // same device
  ASSERT_TRUE(tokens.authenticate(second.session->access_token));

  RefreshResult third = tokens.refresh(second.session->refresh_token);
  ASSERT_EQ(third.status, RefreshStatus::ok);

  // The first token shows up again: stolen. Everything of that family ends.
  EXPECT_EQ(tokens.refresh(first.refresh_token).status, RefreshStatus::reused);
  EXPECT_FALSE(tokens.authenticate(third.session->access_token));
  EXPECT_EQ(tokens.refresh(third.session->refresh_token).status, RefreshStatus::revoked);
}

TEST_F(TokensTest, ReuseDoesNotTouchTheUsersOtherDevices) {
  const SignIn phone = tokens.issue_session(user_id);
  const SignIn laptop = tokens.issue_session(user_id);
  ASSERT_EQ(tokens.refresh(phone.refresh_token).status, RefreshStatus::ok);
  ASSERT_EQ(tokens.refresh(phone.refresh_token).status, RefreshStatus::reused);
  EXPECT_TRUE(tokens.authenticate(laptop.access_token));
  EXPECT_EQ(tokens.refresh(laptop.refresh_token).status, RefreshStatus::ok);
}

TEST_F(TokensTest, RefreshTokensExpireAfterThirtyDays) {
  const SignIn s = tokens.issue_session(user_id);
  clock.advance(std::chrono::hours(24 * 30) + 1s);
  EXPECT_EQ(tokens.refresh(s.refresh_token).status, RefreshStatus::expired);
  EXPECT_EQ(tokens.refresh("not-a-token").status, RefreshStatus::invalid);
  EXPECT_EQ(tokens.refresh("").status, RefreshStatus::invalid);
}

TEST_F(TokensTest, OfConcurrentRefreshesExactlyOneWins) {
  // Eight threads at once make a check-then-rotate race (if one existed) show up reliably.
  constexpr int kThreads = 8;
  for (int round = 0; round < 50; ++round) {
    const SignIn s = tokens.issue_session(user_id);
    std::atomic<int> ok{0}, reused{0}, other{0};
    std::atomic<bool> go{false};
    std::vector<std::thread> threads;
    for (int i = 0; i < kThreads; ++i) {
      threads.emplace_back([&] {
        while (!go) std::this_thread::yield();
        switch (tokens.refresh(s.refresh_token).status) {
          case RefreshStatus::ok:
            ++ok;
            break;
          case RefreshStatus::reused:
            ++reused;
            break;
          default:
            ++other;
            break;
        }
      });
    }
    go = true;
    for (auto& t : threads) t.join();
    ASSERT_EQ(ok, 1) << "round " << round;
    ASSERT_EQ(reused, kThreads - 1) << "round " << round;
    EXPECT_EQ(other, 0);
    // The loser's replay revoked the family, so the winner's new token is dead too.
    EXPECT_EQ(f.count("SELECT COUNT(*) FROM sessions WHERE family_id = '" + s.session_id + "' AND revoked_at IS NULL"),
              0);
  }
}

TEST_F(TokensTest, SignOutRevokesOneDeviceAndRevokeAllEndsEveryOne) {
  const SignIn a = tokens.issue_session(user_id);
  const SignIn b = tokens.issue_session(user_id);
  const SignIn c = tokens.issue_session(user_id);
  tokens.revoke_session(a.session_id);
  EXPECT_FALSE(tokens.authenticate(a.access_token));
  EXPECT_EQ(tokens.refresh(a.refresh_token).status, RefreshStatus::revoked);
  EXPECT_TRUE(tokens.authenticate(b.access_token));

  tokens.revoke_others(user_id, b.session_id);
  EXPECT_TRUE(tokens.authenticate(b.access_token));
  EXPECT_FALSE(tokens.authenticate(c.access_token));

  tokens.revoke_all(user_id);
  EXPECT_FALSE(tokens.authenticate(b.access_token));
  EXPECT_EQ(tokens.refresh(b.refresh_token).status, RefreshStatus::revoked);
}

TEST_F(TokensTest, ThePrincipalCarriesTheUsersStatus) {
  const SignIn s = tokens.issue_session(user_id);
  f.db().write([&](karyana::store::sqlite::Connection& c) {
    c.prepare("UPDATE users SET status = 'disabled' WHERE id = ?").bind_all(user_id).run();
  });
  auto principal = tokens.authenticate(s.access_token);
  ASSERT_TRUE(principal);
  EXPECT_EQ(principal->user_status, "disabled");
}

TEST(TokenKeys, TokensSurviveARestartWithTheSameDatabase) {
  AccountsFixture f("tokens-restart");
  const auto user = f.make_user("restart@example.com");
  const auto secrets = karyana::store::sqlite::make_sqlite_server_secret_store(f.db());
  const SignIn s =
      TokenService(f.accounts(), AuthKeys::load_or_create(*secrets, f.dir().path())).issue_session(user.id);
  const auto reloaded = AuthKeys::load_or_create(*secrets, f.dir().path());
  EXPECT_TRUE(TokenService(f.accounts(), reloaded).authenticate(s.access_token));
}
