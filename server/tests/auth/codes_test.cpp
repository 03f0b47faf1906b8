// One-time codes: format, hashing, single use, expiry, the 5-try limit under parallel guesses.
#include <gtest/gtest.h>

#include <atomic>
#include <set>
#include <thread>
#include <vector>

#include "auth/codes.hpp"
#include "auth_fixture.hpp"

using namespace karyana::auth;
using namespace std::chrono_literals;
using karyana::test::AccountsFixture;
using karyana::test::ManualClock;

namespace {

Key test_key() {
  Key k{};
  k.fill(3);
  return k;
}

// A code that is certainly not `code` and has its length.
std::string other_than(const std::string& code) {
  std::string wrong = code;
  wrong[0] = wrong[0] == '9' ? '0' : static_cast<char>(wrong[0] + 1);
  return wrong;
}

struct CodesTest : ::testing::Test {
  AccountsFixture f{"codes"};
  ManualClock clock;
  AuthKeys keys{test_key()};
  CodePolicy policy{10s, 60s, 10min, 5};
  CodeService codes{f.accounts(), keys, clock.clock(), policy};
  std::string user_id = f.make_user("noor@example.com", "03001234567").id;
  const std::string phone = "03001234567";
};

}  // namespace

TEST(RandomDigits, HaveTheRightLengthAndVary) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const std::string code = random_digits(4);
    ASSERT_EQ(code.size(), 4u);
    ASSERT_EQ(code.find_first_not_of("0123456789"), std::string::npos);
    seen.insert(code);
  }
  EXPECT_GT(seen.size(), 150u);  // 200 draws from 10^4 values almost never repeat much
  EXPECT_EQ(random_digits(6).size(), 6u);
}

TEST_F(CodesTest, APhoneCodeIsStoredHashedAndWorksOnce) {
  const IssuedCode issued = codes.issue_phone_code(user_id, phone);
  EXPECT_EQ(issued.code.size(), 4u);
  EXPECT_EQ(issued.expires_at, clock.now() + 70s);
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM verification_codes WHERE code_hash = '" + issued.code + "'"), 0);
  EXPECT_EQ(f.count("SELECT COUNT(*) FROM verification_codes WHERE length(code_hash) = 64"), 1);

  const CodeResult wrong = codes.verify_phone_code(user_id, phone, other_than(issued.code));
  EXPECT_EQ(wrong.status, CodeStatus::wrong);
  EXPECT_EQ(wrong.attempts_left, 4);
  EXPECT_TRUE(codes.verify_phone_code(user_id, phone, issued.code).ok());
  EXPECT_EQ(codes.verify_phone_code(user_id, phone, issued.code).status, CodeStatus::missing);  // used
}

TEST_F(CodesTest, APhoneCodeExpiresAfterTheCountdownPlusGrace) {
  const IssuedCode issued = codes.issue_phone_code(user_id, phone);
  clock.advance(70s);
  EXPECT_EQ(codes.verify_phone_code(user_id, phone, issued.code).status, CodeStatus::expired);
}

TEST_F(CodesTest, OnlyTheNewestCodeCountsAndOnlyForThePhoneItWentTo) {
  const IssuedCode old_code = codes.issue_phone_code(user_id, phone);
  IssuedCode new_code = codes.issue_phone_code(user_id, phone);
  while (new_code.code == old_code.code) new_code = codes.issue_phone_code(user_id, phone);
  EXPECT_EQ(codes.verify_phone_code(user_id, phone, old_code.code).status, CodeStatus::wrong);
  EXPECT_EQ(codes.verify_phone_code(user_id, "03119999999", new_code.code).status, CodeStatus::missing);
  EXPECT_TRUE(codes.verify_phone_code(user_id, phone, new_code.code).ok());
}

TEST_F(CodesTest, ACodeOfOneUserDoesNotWorkForAnother) {
  const IssuedCode issued = codes.issue_phone_code(user_id, phone);
  const auto other = f.make_user("other@example.com", phone);
  codes.issue_phone_code(other.id, phone);
  // Same digits, other user: the hash is bound to the user id, so this is a miss (unless equal by chance).
  const CodeResult r = codes.verify_phone_code(other.id, phone, issued.code);
  EXPECT_TRUE(r.status == CodeStatus::wrong || r.ok());
  EXPECT_TRUE(codes.verify_phone_code(user_id, phone, issued.code).ok());
}

TEST_F(CodesTest, AfterFiveWrongTriesEvenTheRightCodeFails) {
  const IssuedCode issued = codes.issue_phone_code(user_id, phone);
  for (int i = 0; i < 5; ++i) {
    const CodeResult r = codes.verify_phone_code(user_id, phone, other_than(issued.code));
    EXPECT_EQ(r.status, CodeStatus::wrong);
    EXPECT_EQ(r.attempts_left, 4 - i);
  }
  EXPECT_EQ(codes.verify_phone_code(user_id, phone, issued.code).status, CodeStatus::locked);
  EXPECT_EQ(codes.verify_phone_code(user_id, phone, "12").status, CodeStatus::locked);
}

TEST_F(CodesTest, MalformedGuessesCountAsWrongTries) {
  const IssuedCode issued = codes.issue_phone_code(user_id, phone);
  for (const char* guess : {"", "12345", "abcd", "12 4", "99"})
    EXPECT_EQ(codes.verify_phone_code(user_id, phone, guess).status, CodeStatus::wrong) << guess;
  EXPECT_EQ(codes.verify_phone_code(user_id, phone, issued.code).status, CodeStatus::locked);
}

TEST_F(CodesTest, ParallelGuessesGetFiveTriesBetweenThem) {
  // Repeated rounds make a check-then-count race (if one existed) show up reliably.
  for (int round = 0; round < 20; ++round) {
    const IssuedCode issued = codes.issue_phone_code(user_id, phone);
    const std::string wrong = other_than(issued.code);
    std::atomic<int> wrong_count{0}, locked_count{0}, other{0};
    std::atomic<bool> go{false};
    std::vector<std::thread> threads;
    for (int i = 0; i < 16; ++i) {
      threads.emplace_back([&] {
        while (!go) std::this_thread::yield();
        switch (codes.verify_phone_code(user_id, phone, wrong).status) {
          case CodeStatus::wrong:
            ++wrong_count;
            break;
          case CodeStatus::locked:
            ++locked_count;
            break;
          default:
            ++other;
            break;
        }
      });
    }
    go = true;
    for (auto& t : threads) t.join();
    ASSERT_EQ(wrong_count, 5) << "round " << round;
    ASSERT_EQ(locked_count, 11) << "round " << round;
    ASSERT_EQ(other, 0);
    ASSERT_EQ(codes.verify_phone_code(user_id, phone, issued.code).status, CodeStatus::locked);
  }
}

TEST_F(CodesTest, AResetCodeIsVerifiedThenConsumedAndExpiresInTenMinutes) {
  const IssuedCode issued = codes.issue_reset_code(user_id, "noor@example.com");
  EXPECT_EQ(issued.code.size(), 6u);
  EXPECT_EQ(issued.expires_at, clock.now() + 10min);
  EXPECT_TRUE(codes.check_reset_code(user_id, issued.code).ok());
  EXPECT_TRUE(codes.check_reset_code(user_id, issued.code).ok());  // step 2 may be repeated
  EXPECT_TRUE(codes.consume_reset_code(user_id, issued.code).ok());
  EXPECT_EQ(codes.consume_reset_code(user_id, issued.code).status, CodeStatus::missing);

  const IssuedCode late = codes.issue_reset_code(user_id, "noor@example.com");
  clock.advance(10min);
  EXPECT_EQ(codes.check_reset_code(user_id, late.code).status, CodeStatus::expired);
  EXPECT_EQ(codes.consume_reset_code(user_id, late.code).status, CodeStatus::expired);
}

TEST_F(CodesTest, PhoneAndResetCodesAreSeparate) {
  const IssuedCode phone_code = codes.issue_phone_code(user_id, phone);
  const IssuedCode reset_code = codes.issue_reset_code(user_id, "noor@example.com");
  EXPECT_EQ(codes.check_reset_code(user_id, phone_code.code).status, CodeStatus::wrong);  // 4 digits: malformed
  EXPECT_EQ(codes.verify_phone_code(user_id, phone, reset_code.code).status, CodeStatus::wrong);
  EXPECT_TRUE(codes.verify_phone_code(user_id, phone, phone_code.code).ok());
  EXPECT_TRUE(codes.consume_reset_code(user_id, reset_code.code).ok());
}
