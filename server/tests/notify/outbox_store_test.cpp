// The outbox table: enqueue in or out of a transaction, atomic claims, sent, failed with backoff.
#include <gtest/gtest.h>

#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include "outbox_fixture.hpp"
#include "store/clock.hpp"

using namespace std::chrono_literals;
using karyana::store::MessageChannel;
using karyana::store::outbox_backoff;
using karyana::store::sqlite::Connection;
using Clock = std::chrono::system_clock;

namespace {

Clock::time_point at(const std::string& iso) { return *karyana::store::from_iso(iso); }

}  // namespace

TEST(OutboxBackoff, DoublesFromFiveSecondsUpToFifteenMinutes) {
  EXPECT_EQ(outbox_backoff(1), 5s);
  EXPECT_EQ(outbox_backoff(2), 10s);
  EXPECT_EQ(outbox_backoff(3), 20s);
  EXPECT_EQ(outbox_backoff(8), 640s);
  EXPECT_EQ(outbox_backoff(9), 900s);
  EXPECT_EQ(outbox_backoff(1000), 900s);
}

TEST(OutboxChannel, RoundTripsItsText) {
  EXPECT_EQ(karyana::store::to_string(MessageChannel::sms), "sms");
  EXPECT_EQ(karyana::store::to_string(MessageChannel::email), "email");
  EXPECT_EQ(karyana::store::parse_message_channel("email"), MessageChannel::email);
  EXPECT_FALSE(karyana::store::parse_message_channel("fax"));
}

TEST(OutboxStore, EnqueuedMessageIsPendingAndDueAtOnce) {
  karyana::test::OutboxFixture f;
  auto before = Clock::now();
  auto id = f.email("ali@example.com", "Reset", "Your code is 123456");
  auto m = f.outbox->find(id);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->channel, MessageChannel::email);
  EXPECT_EQ(m->to, "ali@example.com");
  EXPECT_EQ(m->subject, "Reset");
  EXPECT_EQ(m->body, "Your code is 123456");
  EXPECT_EQ(m->kind, "password_reset");
  EXPECT_EQ(m->attempts, 0);
  EXPECT_FALSE(m->sent_at);
  EXPECT_FALSE(m->last_error);
  EXPECT_LE(at(m->created_at), Clock::now());
  EXPECT_GE(at(m->created_at) + 1ms, before);
  EXPECT_EQ(f.outbox->unsent_count(), 1);
  EXPECT_EQ(f.outbox->claim_due(Clock::now(), 10, 60s).size(), 1u);
}

TEST(OutboxStore, EnqueueJoinsTheCallersTransaction) {
  karyana::test::OutboxFixture f;
  EXPECT_THROW(f.db.write([&](Connection&) {
    f.sms("+923001234567", "rolled back");
    throw std::runtime_error("the change that caused it failed");
  }),
               std::runtime_error);
  EXPECT_EQ(f.outbox->unsent_count(), 0);

  std::string id;
  f.db.write([&](Connection&) { id = f.sms("+923001234567", "committed"); });
  EXPECT_EQ(f.outbox->unsent_count(), 1);
  EXPECT_EQ(f.outbox->find(id)->body, "committed");
}

TEST(OutboxStore, AClaimedMessageIsNotClaimedAgainUntilItsLeaseEnds) {
  karyana::test::OutboxFixture f;
  auto id = f.sms("+923001234567", "1234");
  auto now = Clock::now();
  auto first = f.outbox->claim_due(now, 10, 60s);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].id, id);
  EXPECT_TRUE(f.outbox->claim_due(now + 30s, 10, 60s).empty());
  // The worker that held it vanished: the message comes back, nothing is lost.
  auto again = f.outbox->claim_due(now + 61s, 10, 60s);
  ASSERT_EQ(again.size(), 1u);
  EXPECT_EQ(again[0].id, id);
}

TEST(OutboxStore, ClaimRespectsTheLimitAndTakesOldestDueFirst) {
  karyana::test::OutboxFixture f;
  std::vector<std::string> ids;
  for (int i = 0; i < 5; ++i) ids.push_back(f.sms("+92300000000" + std::to_string(i), "m" + std::to_string(i)));
  auto now = Clock::now() + 1s;
  auto batch = f.outbox->claim_due(now, 3, 60s);
  ASSERT_EQ(batch.size(), 3u);
  auto rest = f.outbox->claim_due(now, 3, 60s);
  ASSERT_EQ(rest.size(), 2u);
  std::set<std::string> seen;
  for (auto& m : batch) seen.insert(m.id);
  for (auto& m : rest) seen.insert(m.id);
  EXPECT_EQ(seen, std::set<std::string>(ids.begin(), ids.end()));
}

TEST(OutboxStore, ConcurrentClaimsNeverShareAMessage) {
  karyana::test::OutboxFixture f;
  constexpr int kMessages = 60;
  for (int i = 0; i < kMessages; ++i) f.sms("+923001234567", "m" + std::to_string(i));
  auto now = Clock::now() + 1s;
  std::mutex mutex;
  std::vector<std::string> claimed;
  std::vector<std::thread> workers;
  for (int w = 0; w < 4; ++w)
    workers.emplace_back([&] {
      for (;;) {
        auto batch = f.outbox->claim_due(now, 4, 60s);
        if (batch.empty()) return;
        std::lock_guard lock(mutex);
        for (auto& m : batch) claimed.push_back(m.id);
      }
    });
  for (auto& t : workers) t.join();
  EXPECT_EQ(claimed.size(), static_cast<size_t>(kMessages));
  EXPECT_EQ(std::set<std::string>(claimed.begin(), claimed.end()).size(), static_cast<size_t>(kMessages));
}

TEST(OutboxStore, FailedSendCountsAnAttemptAndBacksOff) {
  karyana::test::OutboxFixture f;
  auto id = f.sms("+923001234567", "1234");
  auto now = at("2030-01-01T10:00:00.000Z");
  ASSERT_EQ(f.outbox->claim_due(now, 10, 60s).size(), 1u);
  f.outbox->mark_failed(id, "gateway down", now);
  auto m = f.outbox->find(id);
  EXPECT_EQ(m->attempts, 1);
  EXPECT_EQ(m->last_error, "gateway down");
  EXPECT_EQ(m->next_attempt_at, "2030-01-01T10:00:05.000Z");
  EXPECT_FALSE(m->sent_at);
  EXPECT_TRUE(f.outbox->claim_due(now + 4s, 10, 60s).empty());

  ASSERT_EQ(f.outbox->claim_due(now + 5s, 10, 60s).size(), 1u);
  f.outbox->mark_failed(id, "still down", now + 5s);
  m = f.outbox->find(id);
  EXPECT_EQ(m->attempts, 2);
  EXPECT_EQ(m->last_error, "still down");
  EXPECT_EQ(m->next_attempt_at, "2030-01-01T10:00:15.000Z");
  EXPECT_EQ(f.outbox->unsent_count(), 1);
}

TEST(OutboxStore, SentMessageIsKeptButNeverClaimedAgain) {
  karyana::test::OutboxFixture f;
  auto id = f.sms("+923001234567", "1234");
  auto now = Clock::now() + 1s;
  ASSERT_EQ(f.outbox->claim_due(now, 10, 60s).size(), 1u);
  f.outbox->mark_sent(id, now);
  // A late failure report for a message already sent changes nothing.
  f.outbox->mark_failed(id, "late", now);
  auto m = f.outbox->find(id);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->sent_at, karyana::store::to_iso(now));
  EXPECT_EQ(m->attempts, 0);
  EXPECT_EQ(f.outbox->unsent_count(), 0);
  EXPECT_TRUE(f.outbox->claim_due(now + 1h, 10, 60s).empty());
}

TEST(OutboxStore, ASentMessageLosesItsBodyAnUnsentOneKeepsIt) {
  karyana::test::OutboxFixture f;
  auto sent = f.sms("+923001234567", "Your Karyana password reset code is 245814");
  auto pending = f.sms("+923001234568", "Your code is 8812");
  auto now = Clock::now() + 1s;
  ASSERT_EQ(f.outbox->claim_due(now, 1, 60s).size(), 1u);
  f.outbox->mark_sent(sent, now);
  EXPECT_EQ(f.outbox->find(sent)->body, "");
  EXPECT_EQ(f.outbox->find(pending)->body, "Your code is 8812");
}

TEST(OutboxStore, BodiesOfMessagesSentEarlierAreBlanked) {
  karyana::test::OutboxFixture f;
  auto old = f.sms("+923001234567", "Your code is 1234");
  auto pending = f.sms("+923001234568", "Your code is 5678");
  // A row marked sent by an older build, which kept the text.
  f.db.write([&](Connection& c) {
    c.prepare("UPDATE message_outbox SET sent_at = '2030-01-01T10:00:00.000Z' WHERE id = ?1").bind_all(old).run();
  });
  EXPECT_EQ(f.outbox->find(old)->body, "Your code is 1234");
  EXPECT_EQ(f.outbox->blank_sent_bodies(), 1);
  EXPECT_EQ(f.outbox->find(old)->body, "");
  EXPECT_EQ(f.outbox->find(pending)->body, "Your code is 5678");
  EXPECT_EQ(f.outbox->blank_sent_bodies(), 0);
}

TEST(OutboxStore, ListenerHearsEveryEnqueue) {
  karyana::test::OutboxFixture f;
  int heard = 0;
  f.outbox->set_enqueue_listener([&] { ++heard; });
  f.sms("+923001234567", "a");
  f.email("a@example.com", "s", "b");
  f.outbox->set_enqueue_listener({});
  f.sms("+923001234567", "c");
  EXPECT_EQ(heard, 2);
}
