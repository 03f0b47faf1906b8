// The dispatcher counts for GET /metrics: each message handed to the sender, each failed try.
#include <gtest/gtest.h>

#include <chrono>

#include "metrics/karyana_metrics.hpp"
#include "notify/dispatcher.hpp"
#include "outbox_fixture.hpp"

using namespace std::chrono_literals;

namespace {

// Fails the first `failures` sends, then succeeds.
class FlakySender final : public karyana::notify::Sender {
 public:
  explicit FlakySender(int failures) : failures_(failures) {}
  void send(const karyana::notify::Message&) override {
    if (failures_-- > 0) throw karyana::notify::SendError("gateway down");
  }

 private:
  int failures_;
};

TEST(DispatcherMetrics, CountsSendsAndFailedTries) {
  karyana::test::OutboxFixture f;
  FlakySender sender(1);
  karyana::notify::Dispatcher dispatcher(*f.outbox, sender);
  auto& sent = karyana::metrics::outbox_sent();
  auto& failures = karyana::metrics::outbox_failures();
  const auto sent0 = sent.value(), failures0 = failures.value();
  f.sms("+923001234567", "4821");
  f.sms("+923001234568", "4822");
  const auto now = std::chrono::system_clock::now() + 1s;
  EXPECT_EQ(dispatcher.dispatch_due_once(now), 1);  // the first failed, the second went
  EXPECT_EQ(sent.value() - sent0, 1u);
  EXPECT_EQ(failures.value() - failures0, 1u);
  EXPECT_EQ(dispatcher.dispatch_due_once(now + 1h), 1);  // the retry
  EXPECT_EQ(sent.value() - sent0, 2u);
  EXPECT_EQ(failures.value() - failures0, 1u);
}

}  // namespace
