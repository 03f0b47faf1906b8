// The outbox on both databases (issue 20): messages queued, claimed oldest due first under a
// lease (ties in the order they were queued), sent once with their body blanked, failed with a
// growing backoff; and two dispatchers claiming from one table at once (two instances on
// PostgreSQL: FOR UPDATE SKIP LOCKED) never take the same message, so each is sent exactly once.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "backend_sql.hpp"
#include "store/clock.hpp"
#include "store_backends.hpp"

namespace karyana::store {
namespace {

using namespace std::chrono_literals;

class OutboxStoreTest : public test::StoreBackendTest {
 protected:
  OutboxStore& outbox() { return stores().outbox(); }
  std::string enqueue(const std::string& to, const std::string& body = "Your code is 1234") {
    return outbox().enqueue({MessageChannel::sms, to, "", body, "phone_code"});
  }
  static OutboxStore::Clock::time_point at(const std::string& iso) { return *from_iso(iso); }
};

TEST_P(OutboxStoreTest, ClaimsTheOldestDueUnderALeaseAndSendsOnce) {
  int woken = 0;
  outbox().set_enqueue_listener([&] { ++woken; });
  auto first = enqueue("03001234567", "کوڈ 1234 🛒");
  auto second = outbox().enqueue({MessageChannel::email, "a@example.com", "Reset", "Code 654321", "password_reset"});
  auto third = enqueue("03007654321");
  EXPECT_EQ(woken, 3);
  outbox().set_enqueue_listener({});
  // Due times as the dispatcher would leave them: third oldest, then first and second due together
  // (the one created first goes first).
  test::exec_sql(stores(),
                 "UPDATE message_outbox SET next_attempt_at = '2026-01-01T00:00:01.000Z', created_at ="
                 " '2026-01-01T00:00:00.000Z' WHERE id = '" +
                     first + "'");
  test::exec_sql(stores(),
                 "UPDATE message_outbox SET next_attempt_at = '2026-01-01T00:00:01.000Z', created_at ="
                 " '2026-01-01T00:00:00.001Z' WHERE id = '" +
                     second + "'");
  test::exec_sql(stores(),
                 "UPDATE message_outbox SET next_attempt_at = '2026-01-01T00:00:00.500Z' WHERE id = '" + third + "'");
  EXPECT_EQ(outbox().unsent_count(), 3);
  EXPECT_TRUE(outbox().claim_due(at("2026-01-01T00:00:00.000Z"), 10, 60s).empty());

  auto claimed = outbox().claim_due(at("2026-01-01T00:00:02.000Z"), 2, 60s);
  ASSERT_EQ(claimed.size(), 2u);
  EXPECT_EQ(claimed[0].id, third);
  EXPECT_EQ(claimed[1].id, first);
  EXPECT_EQ(claimed[0].next_attempt_at, "2026-01-01T00:01:02.000Z");
  EXPECT_EQ(claimed[0].attempts, 0);
  auto rest = outbox().claim_due(at("2026-01-01T00:00:02.000Z"), 10, 60s);
  ASSERT_EQ(rest.size(), 1u);  // the others are leased
  EXPECT_EQ(rest[0].id, second);
  EXPECT_TRUE(outbox().claim_due(at("2026-01-01T00:00:03.000Z"), 10, 60s).empty());

  auto email = outbox().find(second);
  ASSERT_TRUE(email);
  EXPECT_EQ(email->channel, MessageChannel::email);
  EXPECT_EQ(email->to, "a@example.com");
  EXPECT_EQ(email->subject, "Reset");
  EXPECT_EQ(email->kind, "password_reset");
  EXPECT_EQ(outbox().find(first)->body, "کوڈ 1234 🛒");
  EXPECT_FALSE(outbox().find(first)->sent_at.has_value());

  outbox().mark_sent(first, at("2026-01-01T00:00:04.000Z"));
  outbox().mark_sent(first, at("2026-01-01T00:00:09.000Z"));  // once only
  auto sent = outbox().find(first);
  EXPECT_EQ(sent->sent_at, "2026-01-01T00:00:04.000Z");
  EXPECT_EQ(sent->body, "");
  EXPECT_EQ(outbox().unsent_count(), 2);
  EXPECT_TRUE(outbox().claim_due(at("2026-01-02T00:00:00.000Z"), 10, 60s).size() == 2u);
  EXPECT_FALSE(outbox().find("000000000000000000000000"));

  // Rows marked sent before bodies were blanked.
  test::exec_sql(stores(), "UPDATE message_outbox SET sent_at = '2026-01-01T00:00:00.000Z', body = 'old' WHERE id = '" +
                               third + "'");
  EXPECT_EQ(outbox().blank_sent_bodies(), 1);
  EXPECT_EQ(outbox().blank_sent_bodies(), 0);
}

// Messages due and created in the same millisecond go out in the order they were queued (SQLite's
// rowid; PostgreSQL's rowid identity column, migration 0005), whatever their ids: ids end in random
// digits, so id order is no queue order (issue 20). Here the ids sort c, a, d, b → a, b, c, d.
TEST_P(OutboxStoreTest, MessagesOfOneMillisecondGoOutInTheOrderTheyWereQueued) {
  const std::vector<std::string> queued = {std::string(24, 'c'), std::string(24, 'a'), std::string(24, 'd'),
                                           std::string(24, 'b')};
  for (std::size_t i = 0; i < queued.size(); ++i)
    test::exec_sql(stores(),
                   "INSERT INTO message_outbox(id, channel, recipient, subject, body, kind, created_at,"
                   " next_attempt_at) VALUES('" +
                       queued[i] + "', 'sms', '03001234567', '', 'message " + std::to_string(i) +
                       "', 'product_alert', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')");
  auto first = outbox().claim_due(at("2026-01-01T00:00:01.000Z"), 3, 60s);
  auto last = outbox().claim_due(at("2026-01-01T00:00:01.000Z"), 3, 60s);
  std::vector<std::string> claimed;
  for (const auto& m : first) claimed.push_back(m.id);
  for (const auto& m : last) claimed.push_back(m.id);
  EXPECT_EQ(claimed, queued);
}

TEST_P(OutboxStoreTest, AFailedSendWaitsLongerEachTime) {
  auto id = enqueue("03001234567");
  outbox().mark_failed(id, "gateway said نہیں", at("2026-01-01T00:00:00.000Z"));
  auto once = outbox().find(id);
  EXPECT_EQ(once->attempts, 1);
  EXPECT_EQ(once->last_error, "gateway said نہیں");
  EXPECT_EQ(once->next_attempt_at, "2026-01-01T00:00:05.000Z");
  outbox().mark_failed(id, "again", at("2026-01-01T00:00:05.000Z"));
  EXPECT_EQ(outbox().find(id)->next_attempt_at, "2026-01-01T00:00:15.000Z");
  outbox().mark_sent(id, at("2026-01-01T00:00:20.000Z"));
  EXPECT_FALSE(outbox().find(id)->last_error.has_value());
  outbox().mark_failed(id, "late", at("2026-01-01T00:00:30.000Z"));  // a sent message stays sent
  EXPECT_EQ(outbox().find(id)->attempts, 2);
  EXPECT_EQ(outbox().unsent_count(), 0);
}

TEST_P(OutboxStoreTest, TwoClaimersAtOnceSendEveryMessageExactlyOnce) {
  constexpr int kMessages = 60;
  for (int i = 0; i < kMessages; ++i) enqueue("0300" + std::to_string(1000000 + i));
  // Both dispatchers see every message due; each claims small batches and "sends" what it got.
  const auto now = std::chrono::system_clock::now() + 1h;
  std::mutex mutex;
  std::map<std::string, int> sends;
  std::atomic<int> batches{0};
  auto dispatcher = [&] {
    for (;;) {
      auto claimed = outbox().claim_due(now, 3, 600s);
      if (claimed.empty()) return;
      ++batches;
      for (const auto& m : claimed) {
        {
          std::lock_guard lock(mutex);
          ++sends[m.id];
        }
        outbox().mark_sent(m.id, now);
      }
    }
  };
  std::thread one(dispatcher), two(dispatcher);
  one.join();
  two.join();
  EXPECT_EQ(sends.size(), static_cast<std::size_t>(kMessages));
  for (const auto& [id, count] : sends) EXPECT_EQ(count, 1) << id;
  EXPECT_EQ(outbox().unsent_count(), 0);
  EXPECT_GE(batches.load(), kMessages / 3);
}

KARYANA_ON_BOTH_BACKENDS(OutboxStoreTest);

}  // namespace
}  // namespace karyana::store
