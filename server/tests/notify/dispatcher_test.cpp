// The dispatcher: outbox → sender, retries with backoff, the background worker, stop().
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <set>
#include <vector>

#include "notify/dispatcher.hpp"
#include "notify/jsonl_file_sender.hpp"
#include "notify/notify_config.hpp"
#include "outbox_fixture.hpp"
#include "store/clock.hpp"

using namespace std::chrono_literals;
using karyana::notify::Dispatcher;
using karyana::notify::DispatcherOptions;
using karyana::notify::Message;
using karyana::notify::SendError;
using Clock = std::chrono::system_clock;

namespace {

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string text(const boost::json::object& object, const char* key) { return std::string(object.at(key).as_string()); }

// Records what it was given; fails while `failures_left` > 0, or for every n-th message.
class RecordingSender final : public karyana::notify::Sender {
 public:
  int failures_left = 0;
  int fail_every = 0;

  void send(const Message& message) override {
    std::lock_guard lock(mutex_);
    ++calls_;
    if (failures_left > 0) {
      --failures_left;
      throw SendError("gateway down");
    }
    if (fail_every > 0 && calls_ % fail_every == 0) throw SendError("flaky");
    sent_.push_back(message);
    changed_.notify_all();
  }
  std::vector<Message> sent() {
    std::lock_guard lock(mutex_);
    return sent_;
  }
  // Waits until `n` messages were sent (bounded so a broken worker fails the test, not hangs it).
  bool wait_for_sent(size_t n) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, 20s, [&] { return sent_.size() >= n; });
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<Message> sent_;
  int calls_ = 0;
};

}  // namespace

TEST(Dispatcher, DeliversToTheJsonlFileWithExactlyTheSpecFields) {
  karyana::test::OutboxFixture f;
  karyana::notify::NotifyConfig config;
  config.outbox_path = f.dir.file("outbox.jsonl");
  auto sender = karyana::notify::make_sender(config);
  Dispatcher dispatcher(*f.outbox, *sender);
  auto sms_id = f.sms("+923001234567", "Your Karyana code is 4821");
  auto mail_id = f.email("ali@example.com", "Password reset", "Code: 123456\n\"quoted\" ünïcode");
  EXPECT_EQ(dispatcher.dispatch_due_once(), 2);

  auto lines = read_lines(f.dir.file("outbox.jsonl"));
  ASSERT_EQ(lines.size(), 2u);
  std::vector<boost::json::object> objects;
  for (auto& line : lines) objects.push_back(boost::json::parse(line).as_object());
  // Claimed oldest first, so the SMS came first.
  auto& sms = objects[0];
  auto& mail = objects[1];
  std::set<std::string> keys;
  for (auto& kv : sms) keys.insert(std::string(kv.key()));
  EXPECT_EQ(keys, (std::set<std::string>{"channel", "to", "subject", "body", "created_at"}));
  EXPECT_EQ(mail.size(), 5u);
  EXPECT_EQ(text(sms, "channel"), "sms");
  EXPECT_EQ(text(sms, "to"), "+923001234567");
  EXPECT_EQ(text(sms, "subject"), "");
  EXPECT_EQ(text(sms, "body"), "Your Karyana code is 4821");
  EXPECT_EQ(text(sms, "created_at"), f.outbox->find(sms_id)->created_at);
  EXPECT_EQ(text(mail, "channel"), "email");
  EXPECT_EQ(text(mail, "to"), "ali@example.com");
  EXPECT_EQ(text(mail, "subject"), "Password reset");
  EXPECT_EQ(text(mail, "body"), "Code: 123456\n\"quoted\" ünïcode");
  EXPECT_EQ(text(mail, "created_at"), f.outbox->find(mail_id)->created_at);

  EXPECT_TRUE(f.outbox->find(sms_id)->sent_at);
  EXPECT_TRUE(f.outbox->find(mail_id)->sent_at);
  EXPECT_EQ(dispatcher.dispatch_due_once(), 0);
  EXPECT_EQ(read_lines(f.dir.file("outbox.jsonl")).size(), 2u);
}

TEST(Dispatcher, AFailedSendStaysPendingWithBackoffAndSucceedsOnRetry) {
  karyana::test::OutboxFixture f;
  RecordingSender sender;
  sender.failures_left = 2;
  Dispatcher dispatcher(*f.outbox, sender);
  auto id = f.sms("+923001234567", "4821");
  auto now = Clock::now() + 1s;

  EXPECT_EQ(dispatcher.dispatch_due_once(now), 0);
  auto m = f.outbox->find(id);
  EXPECT_EQ(m->attempts, 1);
  EXPECT_EQ(m->last_error, "gateway down");
  EXPECT_FALSE(m->sent_at);
  EXPECT_GE(*karyana::store::from_iso(m->next_attempt_at), now + 5s - 1ms);
  // Not due yet: nothing is tried.
  EXPECT_EQ(dispatcher.dispatch_due_once(now + 1s), 0);
  EXPECT_EQ(f.outbox->find(id)->attempts, 1);

  now = *karyana::store::from_iso(f.outbox->find(id)->next_attempt_at);
  EXPECT_EQ(dispatcher.dispatch_due_once(now), 0);
  EXPECT_EQ(f.outbox->find(id)->attempts, 2);

  now = *karyana::store::from_iso(f.outbox->find(id)->next_attempt_at);
  EXPECT_EQ(dispatcher.dispatch_due_once(now), 1);
  m = f.outbox->find(id);
  EXPECT_TRUE(m->sent_at);
  EXPECT_EQ(m->attempts, 2);
  ASSERT_EQ(sender.sent().size(), 1u);
  EXPECT_EQ(sender.sent()[0].body, "4821");
}

TEST(Dispatcher, BackgroundWorkerWakesOnEnqueue) {
  karyana::test::OutboxFixture f;
  RecordingSender sender;
  // An hour between polls: only the enqueue wake-up can deliver in time.
  Dispatcher dispatcher(*f.outbox, sender, DispatcherOptions{std::chrono::hours(1)});
  dispatcher.start();
  f.sms("+923001234567", "first");
  ASSERT_TRUE(sender.wait_for_sent(1));
  f.db.write([&](karyana::store::sqlite::Connection&) { f.email("a@example.com", "s", "inside a transaction"); });
  ASSERT_TRUE(sender.wait_for_sent(2));
  dispatcher.stop();
  EXPECT_EQ(sender.sent()[1].body, "inside a transaction");
  EXPECT_EQ(f.outbox->unsent_count(), 0);
}

TEST(Dispatcher, StartDeliversWhatAnEarlierRunLeftBehind) {
  karyana::test::OutboxFixture f;
  f.sms("+923001234567", "left over");
  RecordingSender sender;
  Dispatcher dispatcher(*f.outbox, sender, DispatcherOptions{std::chrono::hours(1)});
  dispatcher.start();
  ASSERT_TRUE(sender.wait_for_sent(1));
  dispatcher.stop();
  EXPECT_EQ(f.outbox->unsent_count(), 0);
}

TEST(Dispatcher, NothingIsLostOnStop) {
  karyana::test::OutboxFixture f;
  constexpr int kMessages = 40;
  RecordingSender flaky;
  flaky.fail_every = 3;
  std::set<std::string> ids;
  {
    Dispatcher dispatcher(*f.outbox, flaky, DispatcherOptions{10ms, 5});
    dispatcher.start();
    for (int i = 0; i < kMessages; ++i) ids.insert(f.sms("+923001234567", "m" + std::to_string(i)));
    dispatcher.stop();
  }
  // Every message was either delivered or is still waiting, and none was delivered twice.
  std::set<std::string> delivered;
  for (auto& m : flaky.sent()) EXPECT_TRUE(delivered.insert(m.id).second);
  int retried = 0;
  for (auto& id : ids) retried += f.outbox->find(id)->attempts > 0;
  EXPECT_GT(retried, 0);  // every third send failed
  EXPECT_EQ(static_cast<std::int64_t>(delivered.size()) + f.outbox->unsent_count(), kMessages);
  for (auto& id : ids) EXPECT_EQ(delivered.count(id) == 1, f.outbox->find(id)->sent_at.has_value());

  // A later run with a working sender delivers the rest once their backoff has passed.
  RecordingSender healthy;
  Dispatcher later(*f.outbox, healthy);
  later.dispatch_due_once(Clock::now() + 1h);
  EXPECT_EQ(f.outbox->unsent_count(), 0);
  EXPECT_EQ(delivered.size() + healthy.sent().size(), static_cast<size_t>(kMessages));
}

TEST(Dispatcher, StopWithoutStartAndTwiceIsHarmless) {
  karyana::test::OutboxFixture f;
  RecordingSender sender;
  Dispatcher dispatcher(*f.outbox, sender);
  dispatcher.stop();
  dispatcher.start();
  dispatcher.stop();
  dispatcher.stop();
  SUCCEED();
}
