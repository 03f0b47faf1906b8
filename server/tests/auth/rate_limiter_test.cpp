// Fixed-window rate limits: code resends, sign-in per account and per address, atomicity.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "auth/rate_limiter.hpp"
#include "auth_fixture.hpp"

using namespace karyana::auth;
using namespace std::chrono_literals;
using karyana::test::AccountsFixture;
using karyana::test::ManualClock;

namespace {

struct RateLimiterTest : ::testing::Test {
  AccountsFixture f{"rate"};
  ManualClock clock;
  RateLimiter limiter{f.accounts(), clock.clock()};
};

}  // namespace

TEST_F(RateLimiterTest, ACodeCanBeResentOncePer30Seconds) {
  EXPECT_TRUE(limiter.code_send("03001234567").allowed);
  clock.advance(10s);
  const auto refused = limiter.code_send("03001234567");
  EXPECT_FALSE(refused.allowed);
  EXPECT_EQ(refused.retry_after, 20s);
  EXPECT_TRUE(limiter.code_send("03119999999").allowed);  // another phone has its own budget
  clock.advance(20s);
  EXPECT_TRUE(limiter.code_send("03001234567").allowed);
}

TEST_F(RateLimiterTest, AtMostFiveCodesPerHourPerPhone) {
  for (int i = 0; i < 5; ++i) {
    EXPECT_TRUE(limiter.code_send("03001234567").allowed) << i;
    clock.advance(31s);
  }
  const auto refused = limiter.code_send("03001234567");  // at 155 s
  EXPECT_FALSE(refused.allowed);
  EXPECT_EQ(refused.retry_after, 1h - 155s);
  clock.advance(1h - 155s);
  EXPECT_TRUE(limiter.code_send("03001234567").allowed);
}

TEST_F(RateLimiterTest, ARefusedAttemptUsesUpNoBudget) {
  // Hammering inside the 30 s window must not eat the hourly allowance.
  for (int i = 0; i < 4; ++i) {
    EXPECT_TRUE(limiter.code_send("03001234567").allowed);
    for (int j = 0; j < 10; ++j) EXPECT_FALSE(limiter.code_send("03001234567").allowed);
    clock.advance(30s);
  }
  EXPECT_TRUE(limiter.code_send("03001234567").allowed);  // the fifth of the hour
}

TEST_F(RateLimiterTest, SignInIsLimitedPerAddress) {
  // One address trying many accounts.
  int allowed = 0;
  for (int i = 0; i < 60; ++i) allowed += limiter.sign_in_from_client("192.0.2.1").allowed;
  EXPECT_EQ(allowed, 50);
  EXPECT_TRUE(limiter.sign_in_from_client("192.0.2.2").allowed);

  clock.advance(15min);
  EXPECT_TRUE(limiter.sign_in_from_client("192.0.2.1").allowed);
}

TEST_F(RateLimiterTest, OldPasswordTriesAreLimitedPerAccountUntilOneIsRight) {
  for (int i = 0; i < 10; ++i) EXPECT_TRUE(limiter.old_password_try("Kamran@example.com").allowed);
  EXPECT_FALSE(limiter.old_password_try("kamran@example.com").allowed);  // any case
  EXPECT_TRUE(limiter.old_password_try("adeel@example.com").allowed);
  limiter.old_password_succeeded("KAMRAN@example.com");
  EXPECT_TRUE(limiter.old_password_try("kamran@example.com").allowed);
}

TEST_F(RateLimiterTest, ParallelHitsNeverExceedTheLimit) {
  const RateRule rule{"test:parallel", 1min, 5};
  std::atomic<int> allowed{0};
  std::atomic<bool> go{false};
  std::vector<std::thread> threads;
  for (int i = 0; i < 16; ++i) {
    threads.emplace_back([&] {
      while (!go) std::this_thread::yield();
      if (limiter.hit({{rule, "same-subject"}}).allowed) ++allowed;
    });
  }
  go = true;
  for (auto& t : threads) t.join();
  EXPECT_EQ(allowed, 5);
}
