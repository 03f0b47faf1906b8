// The listener: notices on any channel reach their callbacks after the sender's COMMIT, and a lost
// connection is re-established, re-LISTENed and reported as a gap (issue 20: later sessions fan
// subscriptions out across instances through it).
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <vector>

#include "postgres_cluster.hpp"
#include "store/postgres/listener.hpp"

namespace {

using karyana::store::postgres::Connection;
using karyana::store::postgres::Listener;
using karyana::store::postgres::Notice;

struct Inbox {
  std::mutex mutex;
  std::condition_variable arrived;
  std::vector<Notice> notices;
  int gaps = 0;

  void add(const Notice& n) {
    {
      std::lock_guard lock(mutex);
      notices.push_back(n);
    }
    arrived.notify_all();
  }
  void gap() {
    {
      std::lock_guard lock(mutex);
      ++gaps;
    }
    arrived.notify_all();
  }
  bool wait_for_payload(const std::string& payload) {
    std::unique_lock lock(mutex);
    return arrived.wait_for(lock, std::chrono::seconds(60), [&] {
      for (const auto& n : notices)
        if (n.payload == payload) return true;
      return false;
    });
  }
  bool wait_for_gap() {
    std::unique_lock lock(mutex);
    return arrived.wait_for(lock, std::chrono::seconds(60), [&] { return gaps > 0; });
  }
};

TEST(PostgresListener, DeliversEachChannelsNoticesAfterCommitOnly) {
  auto url = karyana::test::PostgresCluster::shared().create_database("listener");
  Listener listener(url);
  Inbox carts;
  Inbox slots;
  listener.listen("cart_updated", [&](const Notice& n) { carts.add(n); });
  listener.start();
  listener.listen("slot_counts", [&](const Notice& n) { slots.add(n); });  // after start()
  ASSERT_TRUE(listener.wait_listening("slot_counts", 0, 60'000));

  Connection sender(url);
  sender.exec_script("BEGIN");
  sender.exec("SELECT pg_notify($1, $2)", "cart_updated", "rolled back");
  sender.exec_script("ROLLBACK");
  sender.exec_script("BEGIN");
  sender.exec("SELECT pg_notify($1, $2)", "cart_updated", "customer-1");
  sender.exec("SELECT pg_notify($1, $2)", "slot_counts", "2026-11-27T10:00");
  sender.exec_script("COMMIT");

  ASSERT_TRUE(carts.wait_for_payload("customer-1"));
  ASSERT_TRUE(slots.wait_for_payload("2026-11-27T10:00"));
  std::lock_guard lock(carts.mutex);
  ASSERT_EQ(carts.notices.size(), 1u);  // the rolled-back notice never came
  EXPECT_EQ(carts.notices[0].channel, "cart_updated");
  EXPECT_EQ(carts.notices[0].sender_pid, sender.backend_pid());
}

TEST(PostgresListener, ReconnectsListensAgainAndReportsTheGap) {
  auto url = karyana::test::PostgresCluster::shared().create_database("listener_gap");
  Listener listener(url);
  Inbox inbox;
  listener.listen(
      "staff_board", [&](const Notice& n) { inbox.add(n); }, [&] { inbox.gap(); });
  listener.start();
  const int first = listener.backend_pid();
  Connection admin(url);
  admin.exec("SELECT pg_terminate_backend($1, $2)", first, 60'000);

  ASSERT_TRUE(inbox.wait_for_gap());
  ASSERT_TRUE(listener.wait_listening("staff_board", 1, 60'000));
  EXPECT_GE(listener.reconnects(), 1);
  EXPECT_NE(listener.backend_pid(), first);
  admin.exec("SELECT pg_notify($1, $2)", "staff_board", "after the gap");
  EXPECT_TRUE(inbox.wait_for_payload("after the gap"));
}

TEST(PostgresListener, RefusesAChannelNameThatIsNotAPlainIdentifier) {
  Listener listener(karyana::test::PostgresCluster::shared().url("postgres"));
  EXPECT_THROW(listener.listen("bad\"; DROP", [](const Notice&) {}), std::invalid_argument);
}

}  // namespace
