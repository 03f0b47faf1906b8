// The account store on both databases (issue 20): users (e-mail case, UTF-8, NULLs), profile
// updates, phone confirmation, refresh-token sessions and their rotation, one-time codes and
// rate-limit buckets answer alike on SQLite and PostgreSQL; on PostgreSQL two threads racing for
// one token or one phone number still leave exactly one winner.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "backend_sql.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

using test::Backend;

class AccountStoreTest : public test::StoreBackendTest {
 protected:
  AccountStore& accounts() { return stores().accounts(); }
  UserRecord make_user(const std::string& email, const std::optional<std::string>& phone = "03001234567") {
    NewUser user;
    user.email = email;
    user.password_hash = "$placeholder$";
    user.fname = "Ayesha";
    user.phone = phone;
    return *accounts().create_user(user);
  }
  NewSession session_of(const UserRecord& user, const std::string& hash) {
    return NewSession{user.id, "", hash, "2099-01-01T00:00:00.000Z", "Firefox", "127.0.0.1"};
  }
};

TEST_P(AccountStoreTest, CreatesFindsAndRefusesATakenEmailWhateverItsCase) {
  NewUser user;
  user.email = "Ayesha@Example.com";
  user.password_hash = "hash-1";
  user.fname = "عائشہ";
  user.lname = "Khan — 🛒";
  user.gender = "female";
  user.phone = "03001234567";
  user.receive_offers = 1;
  auto created = accounts().create_user(user);
  ASSERT_TRUE(created);
  EXPECT_EQ(created->id.size(), 24u);
  EXPECT_EQ(created->status, "enabled");
  EXPECT_EQ(created->city, "sahiwal");
  EXPECT_EQ(created->country, "PK");
  EXPECT_EQ(created->timezone, "Asia/Karachi");
  EXPECT_EQ(created->type, "customer");
  EXPECT_EQ(created->fname, "عائشہ");
  EXPECT_EQ(created->lname, "Khan — 🛒");
  EXPECT_EQ(created->receive_offers, 1);
  EXPECT_EQ(created->phone_confirmed, 0);
  EXPECT_FALSE(created->avatar.has_value());
  EXPECT_FALSE(created->dob.has_value());
  EXPECT_EQ(created->created_at, created->updated_at);

  EXPECT_EQ(accounts().user_by_email("ayesha@example.COM")->id, created->id);
  EXPECT_EQ(accounts().user_by_id(created->id)->email, "Ayesha@Example.com");
  EXPECT_FALSE(accounts().user_by_id("000000000000000000000000"));
  EXPECT_FALSE(accounts().user_by_email("nobody@example.com"));

  NewUser again = user;
  again.email = "AYESHA@example.com";
  EXPECT_FALSE(accounts().create_user(again));
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM users"), 1);
  // Only ASCII folds, as SQLite's NOCASE: 'Ä' and 'ä' are two addresses.
  EXPECT_TRUE(accounts().create_user([] {
    NewUser u;
    u.email = "Är@example.com";
    u.password_hash = "x";
    return u;
  }()));
  EXPECT_TRUE(accounts().create_user([] {
    NewUser u;
    u.email = "är@example.com";
    u.password_hash = "x";
    u.city = "lahore";
    return u;
  }()));
  EXPECT_EQ(accounts().user_by_email("är@example.com")->city, "lahore");
}

TEST_P(AccountStoreTest, UsersByPhoneOldestFirst) {
  auto first = make_user("a@example.com");
  auto second = make_user("b@example.com");
  make_user("c@example.com", "03009999999");
  make_user("d@example.com", std::nullopt);
  auto found = accounts().users_by_phone("03001234567");
  ASSERT_EQ(found.size(), 2u);
  EXPECT_TRUE((found[0].id == first.id && found[1].id == second.id) || found[0].created_at == found[1].created_at);
  EXPECT_TRUE(accounts().users_by_phone("03000000000").empty());
}

TEST_P(AccountStoreTest, UpdatesOnlyTheGivenFieldsAndANewPhoneNeedsConfirmingAgain) {
  auto user = make_user("bilal@example.com");
  ASSERT_TRUE(accounts().set_phone_confirmed(user.id, 1));
  ProfileUpdate update;
  update.lname = "Khan";
  update.dob = "1990-05-01T00:00:00.000Z";
  update.phone = "03001234567";  // the same number keeps its confirmation
  update.avatar = "/media/uploads/a.png";
  update.receive_offers = 1;
  auto updated = accounts().update_profile(user.id, update);
  ASSERT_TRUE(updated);
  EXPECT_EQ(updated->fname, "Ayesha");
  EXPECT_EQ(updated->lname, "Khan");
  EXPECT_EQ(updated->dob, "1990-05-01T00:00:00.000Z");
  EXPECT_EQ(updated->avatar, "/media/uploads/a.png");
  EXPECT_FALSE(updated->avatar_thumb.has_value());
  EXPECT_EQ(updated->receive_offers, 1);
  EXPECT_EQ(updated->phone_confirmed, 1);

  ProfileUpdate other_phone;
  other_phone.phone = "03007654321";
  EXPECT_EQ(accounts().update_profile(user.id, other_phone)->phone_confirmed, 0);
  EXPECT_FALSE(accounts().update_profile("000000000000000000000000", update));

  // A user without a phone gets one: not confirmed.
  auto phoneless = make_user("nophone@example.com", std::nullopt);
  EXPECT_EQ(accounts().update_profile(phoneless.id, other_phone)->phone, "03007654321");

  EXPECT_TRUE(accounts().set_password_hash(user.id, "new-hash"));
  EXPECT_EQ(accounts().user_by_id(user.id)->password_hash, "new-hash");
  EXPECT_FALSE(accounts().set_password_hash("000000000000000000000000", "x"));
}

TEST_P(AccountStoreTest, ANumberIsConfirmedOnOneAccountAtATime) {
  auto a = make_user("a@example.com");
  auto b = make_user("b@example.com");
  EXPECT_TRUE(accounts().set_phone_confirmed(a.id, 1));
  EXPECT_FALSE(accounts().set_phone_confirmed(b.id, 1));
  EXPECT_TRUE(accounts().set_phone_confirmed(b.id, 0));  // unconfirming is always allowed
  EXPECT_TRUE(accounts().set_phone_confirmed(a.id, 0));
  EXPECT_TRUE(accounts().set_phone_confirmed(b.id, 1));
  EXPECT_FALSE(accounts().set_phone_confirmed("000000000000000000000000", 1));
}

TEST_P(AccountStoreTest, TwoAccountsConfirmingOneNumberAtOnceLeaveOneWinner) {
  for (int round = 0; round < 5; ++round) {
    const std::string phone = "0300000000" + std::to_string(round);
    auto a = make_user("a" + std::to_string(round) + "@example.com", phone);
    auto b = make_user("b" + std::to_string(round) + "@example.com", phone);
    std::atomic<int> wins{0};
    std::vector<std::thread> threads;
    for (const auto* user : {&a, &b})
      threads.emplace_back([&, user] { wins += accounts().set_phone_confirmed(user->id, 1) ? 1 : 0; });
    for (auto& t : threads) t.join();
    EXPECT_EQ(wins.load(), 1);
    EXPECT_EQ(
        test::query_int(stores(), "SELECT count(*) FROM users WHERE phone = '" + phone + "' AND phone_confirmed > 0"),
        1);
  }
}

TEST_P(AccountStoreTest, SessionsRotateOnceAndAReusedTokenEndsTheFamily) {
  auto user = make_user("s@example.com");
  auto first = accounts().create_session(session_of(user, "hash-1"));
  EXPECT_EQ(first.family_id, first.id);
  EXPECT_EQ(accounts().session_by_hash("hash-1")->id, first.id);
  EXPECT_EQ(accounts().session_by_id(first.id)->user_agent, "Firefox");
  EXPECT_FALSE(accounts().session_by_id(first.id)->revoked_at.has_value());
  EXPECT_EQ(accounts().live_family_user_status(first.family_id, user.id, "2026-01-01T00:00:00.000Z"), "enabled");

  auto rotated = accounts().rotate_session("hash-1", "hash-2", "2099-02-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z");
  ASSERT_EQ(rotated.status, RotateStatus::rotated);
  EXPECT_EQ(rotated.next->family_id, first.id);
  EXPECT_EQ(rotated.next->ip, "127.0.0.1");
  auto old = accounts().session_by_id(first.id);
  EXPECT_EQ(old->replaced_by, rotated.next->id);
  EXPECT_EQ(old->revoked_at, "2026-01-01T00:00:00.000Z");
  EXPECT_EQ(old->last_used_at, "2026-01-01T00:00:00.000Z");

  EXPECT_EQ(accounts().rotate_session("nope", "x", "2099-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z").status,
            RotateStatus::not_found);
  EXPECT_EQ(
      accounts().rotate_session("hash-1", "hash-3", "2099-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z").status,
      RotateStatus::reused);
  EXPECT_TRUE(accounts().session_by_hash("hash-2")->revoked_at.has_value());
  EXPECT_FALSE(accounts().live_family_user_status(first.family_id, user.id, "2026-01-02T00:00:00.000Z"));

  auto expiring = accounts().create_session(
      NewSession{user.id, "", "hash-e", "2026-01-01T00:00:00.000Z", std::nullopt, std::nullopt});
  EXPECT_FALSE(accounts().session_by_id(expiring.id)->user_agent.has_value());
  EXPECT_EQ(accounts().rotate_session("hash-e", "x", "2099-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z").status,
            RotateStatus::expired);
  auto signed_out = accounts().create_session(session_of(user, "hash-r"));
  EXPECT_EQ(accounts().revoke_session(signed_out.id, "2026-01-01T00:00:00.000Z"), 1);
  EXPECT_EQ(accounts().revoke_session(signed_out.id, "2026-01-01T00:00:00.000Z"), 0);
  EXPECT_EQ(accounts().rotate_session("hash-r", "x", "2099-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z").status,
            RotateStatus::revoked);
}

TEST_P(AccountStoreTest, RevokesByFamilyUserAndAllButOneFamily) {
  auto user = make_user("r@example.com");
  auto other = make_user("o@example.com");
  auto a = accounts().create_session(session_of(user, "a"));
  auto a2 = accounts().create_session(NewSession{user.id, a.family_id, "a2", "2099-01-01T00:00:00.000Z", {}, {}});
  auto b = accounts().create_session(session_of(user, "b"));
  auto c = accounts().create_session(session_of(user, "c"));
  accounts().create_session(session_of(other, "o"));
  EXPECT_EQ(a2.family_id, a.id);
  EXPECT_EQ(accounts().revoke_user_sessions_except(user.id, a.family_id, "2026-01-01T00:00:00.000Z"), 2);
  EXPECT_FALSE(accounts().session_by_id(a2.id)->revoked_at);
  EXPECT_TRUE(accounts().session_by_id(b.id)->revoked_at);
  EXPECT_EQ(accounts().revoke_family(a.family_id, "2026-01-01T00:00:00.000Z"), 2);
  EXPECT_EQ(accounts().revoke_family(a.family_id, "2026-01-01T00:00:00.000Z"), 0);
  EXPECT_EQ(accounts().revoke_user_sessions(user.id, "2026-01-01T00:00:00.000Z"), 0);
  EXPECT_EQ(accounts().revoke_user_sessions(other.id, "2026-01-01T00:00:00.000Z"), 1);
  (void)c;
}

TEST_P(AccountStoreTest, TwoRefreshesOfOneTokenAtOnceRotateItOnce) {
  auto user = make_user("race@example.com");
  for (int round = 0; round < 5; ++round) {
    const std::string hash = "race-" + std::to_string(round);
    accounts().create_session(session_of(user, hash));
    std::vector<RotateStatus> statuses(2);
    std::vector<std::thread> threads;
    for (int i = 0; i < 2; ++i)
      threads.emplace_back([&, i] {
        statuses[i] = accounts()
                          .rotate_session(hash, hash + "-next-" + std::to_string(i), "2099-01-01T00:00:00.000Z",
                                          "2026-01-01T00:00:00.000Z")
                          .status;
      });
    for (auto& t : threads) t.join();
    const int rotated = (statuses[0] == RotateStatus::rotated) + (statuses[1] == RotateStatus::rotated);
    const int reused = (statuses[0] == RotateStatus::reused) + (statuses[1] == RotateStatus::reused);
    EXPECT_EQ(rotated, 1);
    EXPECT_EQ(reused, 1);  // the second presented a token already rotated: the family ends
    EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM sessions WHERE token_hash LIKE '" + hash +
                                            "%' AND revoked_at IS NULL"),
              0);
  }
}

TEST_P(AccountStoreTest, CodesCountWrongGuessesLockAndRetireEarlierOnes) {
  auto user = make_user("code@example.com");
  const std::string now = "2026-01-01T00:00:00.000Z";
  NewCode code{user.id, CodePurpose::phone, "03001234567", "h-1", "2026-01-01T00:10:00.000Z", 3};
  auto first = accounts().create_code(code, now);
  code.code_hash = "h-2";
  auto second = accounts().create_code(code, now);
  EXPECT_NE(first, second);
  // The first was retired by the resend.
  auto old = accounts().check_code(user.id, CodePurpose::phone, "h-1", std::nullopt, CodeAction::verify, now);
  EXPECT_EQ(old.status, CodeStatus::wrong);
  EXPECT_EQ(old.attempts_left, 2);
  EXPECT_EQ(old.code_id, second);
  auto elsewhere = accounts().check_code(user.id, CodePurpose::phone, "h-2", "03000000000", CodeAction::verify, now);
  EXPECT_EQ(elsewhere.status, CodeStatus::missing);
  EXPECT_EQ(elsewhere.code_id, "");
  auto ok = accounts().check_code(user.id, CodePurpose::phone, "h-2", "03001234567", CodeAction::verify, now);
  EXPECT_EQ(ok.status, CodeStatus::ok);
  EXPECT_EQ(ok.attempts_left, 2);
  EXPECT_EQ(accounts().check_code(user.id, CodePurpose::phone, "x", std::nullopt, CodeAction::verify, now).status,
            CodeStatus::wrong);
  EXPECT_EQ(accounts().check_code(user.id, CodePurpose::phone, "x", std::nullopt, CodeAction::verify, now).status,
            CodeStatus::wrong);
  EXPECT_EQ(accounts().check_code(user.id, CodePurpose::phone, "h-2", std::nullopt, CodeAction::consume, now).status,
            CodeStatus::locked);
  EXPECT_EQ(
      accounts().check_code(user.id, CodePurpose::password_reset, "h-2", std::nullopt, CodeAction::verify, now).status,
      CodeStatus::missing);

  NewCode reset{user.id, CodePurpose::password_reset, "code@example.com", "r-1", "2026-01-01T00:10:00.000Z", 5};
  accounts().create_code(reset, now);
  EXPECT_EQ(accounts()
                .check_code(user.id, CodePurpose::password_reset, "r-1", std::nullopt, CodeAction::verify,
                            "2026-01-01T00:10:00.000Z")
                .status,
            CodeStatus::expired);
  EXPECT_EQ(
      accounts().check_code(user.id, CodePurpose::password_reset, "r-1", std::nullopt, CodeAction::consume, now).status,
      CodeStatus::ok);
  EXPECT_EQ(
      accounts().check_code(user.id, CodePurpose::password_reset, "r-1", std::nullopt, CodeAction::consume, now).status,
      CodeStatus::missing);  // used: never matches again
}

TEST_P(AccountStoreTest, ParallelWrongGuessesEachCountOnce) {
  auto user = make_user("guess@example.com");
  const std::string now = "2026-01-01T00:00:00.000Z";
  accounts().create_code({user.id, CodePurpose::phone, "03001234567", "right", "2026-01-01T00:10:00.000Z", 6}, now);
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 4; ++i)
    threads.emplace_back([&] {
      auto r = accounts().check_code(user.id, CodePurpose::phone, "bad", std::nullopt, CodeAction::verify, now);
      if (r.status == CodeStatus::wrong) ++wrong;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(wrong.load(), 4);
  EXPECT_EQ(test::query_int(stores(), "SELECT attempts FROM verification_codes WHERE code_hash = 'right'"), 4);
}

TEST_P(AccountStoreTest, RateLimitsCountEveryBucketOrNone) {
  std::vector<RateBucket> buckets{{"ip:1", 60'000, 2}, {"email:a", 60'000, 5}};
  EXPECT_TRUE(accounts().hit_rate_limits(buckets, 1'000).allowed);
  EXPECT_TRUE(accounts().hit_rate_limits(buckets, 2'000).allowed);
  auto refused = accounts().hit_rate_limits(buckets, 3'000);
  EXPECT_FALSE(refused.allowed);
  EXPECT_EQ(refused.retry_after_ms, 58'000);
  EXPECT_EQ(test::query_int(stores(), "SELECT hits FROM rate_limits WHERE bucket_key = 'email:a'"), 2);
  EXPECT_TRUE(accounts().hit_rate_limits(buckets, 61'000).allowed);  // a new window
  accounts().clear_rate_limit("ip:1");
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM rate_limits WHERE bucket_key = 'ip:1'"), 0);

  std::vector<RateBucketState> states(2);
  states[0].key = "fail:a", states[0].window_ms = 60'000;
  states[1].key = "fail:b", states[1].window_ms = 60'000;
  accounts().update_rate_buckets(states, 5'000, [](std::vector<RateBucketState>& b) {
    b[0].hits += 3, b[0].last_ms = 5'000, b[0].changed = true;
  });
  accounts().update_rate_buckets(states, 6'000, [](std::vector<RateBucketState>& b) {
    EXPECT_EQ(b[0].hits, 3);
    EXPECT_EQ(b[0].window_start_ms, 5'000);
    EXPECT_EQ(b[0].last_ms, 5'000);
    EXPECT_EQ(b[1].hits, 0);
    EXPECT_EQ(b[1].window_start_ms, 6'000);
  });
  EXPECT_EQ(test::query_int(stores(), "SELECT count(*) FROM rate_limits WHERE bucket_key LIKE 'fail:%'"), 1);
}

TEST_P(AccountStoreTest, ParallelHitsOfOneBucketAllCount) {
  const std::vector<RateBucket> buckets{{"busy", 60'000, 1000}};
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&] {
      for (int i = 0; i < 10; ++i) EXPECT_TRUE(accounts().hit_rate_limits(buckets, 1'000).allowed);
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(test::query_int(stores(), "SELECT hits FROM rate_limits WHERE bucket_key = 'busy'"), 20);
}

KARYANA_ON_BOTH_BACKENDS(AccountStoreTest);

}  // namespace
}  // namespace karyana::store
