// The bus across instances (issue 20, app/bridged_pubsub.hpp): two "instances" in one process, each
// its own Database on the same PostgreSQL database with its own bridged PubSub. An event published
// on either reaches every subscriber exactly once (no echo), a 50 KB event arrives whole, a killed
// listener connection comes back (its sockets recheck their sessions) and later events still
// arrive; on SQLite the bus stays in-process.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include <boost/json.hpp>

#include "../store/postgres/postgres_cluster.hpp"
#include "../store/temp_dir.hpp"
#include "app/bridged_pubsub.hpp"
#include "app/bus_resync.hpp"
#include "store/event_channel.hpp"
#include "store/postgres/database.hpp"
#include "store/postgres/migrate.hpp"
#include "store/postgres/postgres_event_channel.hpp"
#include "store/stores.hpp"

namespace {

namespace json = boost::json;
using karyana::app::BridgedPubSub;
using karyana::store::postgres::Connection;
using karyana::store::postgres::Database;
using karyana::store::postgres::PostgresEventChannel;

// Events a subscriber received, by their "n".
struct Received {
  std::mutex mutex;
  std::condition_variable arrived;
  std::map<std::string, int> count;
  std::map<std::string, json::value> last;

  karyana::graphql::PubSub::Handler handler() {
    return [this](const json::value& event) {
      {
        std::lock_guard lock(mutex);
        const std::string n(event.as_object().at("n").as_string());
        ++count[n];
        last[n] = event;
      }
      arrived.notify_all();
    };
  }
  bool wait_for(const std::string& n) {
    std::unique_lock lock(mutex);
    return arrived.wait_for(lock, std::chrono::seconds(60), [&] { return count.contains(n); });
  }
  int times(const std::string& n) {
    std::lock_guard lock(mutex);
    return count.contains(n) ? count[n] : 0;
  }
};

json::value event(const std::string& n) { return json::object{{"n", n}}; }

// One instance: its own pool, listener and bus.
struct Instance {
  explicit Instance(const std::string& url) : db(std::make_unique<Database>(url)) {
    auto owned = std::make_unique<PostgresEventChannel>(*db, url);
    channel = owned.get();
    bus = std::make_unique<BridgedPubSub>(std::move(owned), karyana::app::resync_after_gap);  // as main.cpp
  }
  std::unique_ptr<Database> db;
  PostgresEventChannel* channel = nullptr;
  std::unique_ptr<BridgedPubSub> bus;  // destroyed before the database
};

class BridgedPubSubTest : public ::testing::Test {
 protected:
  void SetUp() override {
    url = karyana::test::PostgresCluster::shared().create_database("bus");
    karyana::store::postgres::migrate(url);
    a = std::make_unique<Instance>(url);
    b = std::make_unique<Instance>(url);
  }
  // Publishes a marker on `from` and waits until `to`'s subscriber has it: notices arrive in commit
  // order, so everything `from`'s instance sent before is then delivered (or never will be).
  void settle(Instance& from, Received& to, const std::string& marker) {
    from.bus->publish("topic", event(marker));
    ASSERT_TRUE(to.wait_for(marker));
  }

  std::string url;
  std::unique_ptr<Instance> a;
  std::unique_ptr<Instance> b;
};

TEST_F(BridgedPubSubTest, AnEventReachesEverySubscriberOnceWhereverItWasPublished) {
  ASSERT_NE(a->bus->instance_id(), b->bus->instance_id());
  Received on_a;
  Received on_b;
  a->bus->subscribe("topic", on_a.handler());
  b->bus->subscribe("topic", on_b.handler());
  Received elsewhere;
  b->bus->subscribe("other-topic", elsewhere.handler());

  a->bus->publish("topic", event("from-a"));
  EXPECT_EQ(on_a.times("from-a"), 1);  // at once, on the publisher's thread
  ASSERT_TRUE(on_b.wait_for("from-a"));
  b->bus->publish("topic", event("from-b"));
  EXPECT_EQ(on_b.times("from-b"), 1);
  ASSERT_TRUE(on_a.wait_for("from-b"));

  // Later events from each side: every earlier notice has been handled on both sides by then.
  settle(*a, on_b, "marker-a");
  settle(*b, on_a, "marker-b");
  EXPECT_EQ(on_a.times("from-a"), 1) << "A heard its own echo";
  EXPECT_EQ(on_b.times("from-a"), 1);
  EXPECT_EQ(on_a.times("from-b"), 1);
  EXPECT_EQ(on_b.times("from-b"), 1) << "B heard its own echo";
  std::lock_guard lock(elsewhere.mutex);
  EXPECT_TRUE(elsewhere.count.empty());  // topics stay apart
}

TEST_F(BridgedPubSubTest, AFiftyKilobyteEventArrivesIntact) {
  Received on_b;
  b->bus->subscribe("topic", on_b.handler());
  // A cart with many lines: 50 KB of JSON with non-ASCII text, quotes and backslashes.
  json::array lines;
  for (int i = 0; lines.size() < 700; ++i)
    lines.emplace_back(json::object{{"id", "line-" + std::to_string(i)}, {"title", "बासमती चावल \"5 kg\" \\ पैक"}});
  json::object big{{"n", "big"}, {"lines", lines}};
  ASSERT_GT(json::serialize(big).size(), 50'000u);

  a->bus->publish("topic", big);
  ASSERT_TRUE(on_b.wait_for("big"));
  EXPECT_EQ(a->channel->stored_messages(), 1u);  // beyond NOTIFY's limit: through bus.events
  std::lock_guard lock(on_b.mutex);
  EXPECT_EQ(on_b.last["big"], json::value(big));
}

TEST_F(BridgedPubSubTest, AfterItsListenerConnectionIsKilledAnInstanceHearsLaterEvents) {
  Received on_b;
  b->bus->subscribe("topic", on_b.handler());
  Received b_sessions;  // a socket's session topic on B: told to recheck after the gap
  auto on_session = b_sessions.handler();
  b->bus->subscribe("sessions:u1", [&](const json::value&) { on_session(json::object{{"n", "recheck"}}); });
  a->bus->publish("topic", event("before"));
  ASSERT_TRUE(on_b.wait_for("before"));

  auto& listener = b->db->listener();
  const int killed = listener.backend_pid();
  ASSERT_NE(killed, 0);
  Connection admin(url);
  auto terminated = admin.exec("SELECT pg_terminate_backend($1)", killed);
  ASSERT_TRUE(terminated.step());
  ASSERT_TRUE(terminated.get_bool(0));
  ASSERT_TRUE(listener.wait_listening(karyana::app::kBusChannel, 1, 60'000));
  EXPECT_NE(listener.backend_pid(), killed);
  ASSERT_TRUE(b_sessions.wait_for("recheck"));

  a->bus->publish("topic", event("after"));
  ASSERT_TRUE(on_b.wait_for("after"));
  EXPECT_EQ(on_b.times("after"), 1);
}

TEST_F(BridgedPubSubTest, AfterAGapSessionsRecheckAndProductPagesReload) {
  // What main.cpp runs on a gap: only this instance's subscribers hear it, only on the topics
  // whose state a subscriber can read again.
  karyana::graphql::PubSub local;
  Received sessions;
  Received products;
  Received cart;
  auto on_session = sessions.handler();
  local.subscribe("sessions:u1", [&](const json::value&) { on_session(json::object{{"n", "s"}}); });
  auto products_handler = products.handler();
  local.subscribe("products", [&](const json::value& e) {
    EXPECT_EQ(e, json::parse(R"({"products":[],"reload":true})"));
    products_handler(json::object{{"n", "p"}});
  });
  local.subscribe("cart:c1", cart.handler());
  karyana::app::resync_after_gap(local);
  EXPECT_EQ(sessions.times("s"), 1);
  EXPECT_EQ(products.times("p"), 1);
  std::lock_guard lock(cart.mutex);
  EXPECT_TRUE(cart.count.empty());
}

TEST(BridgedPubSubSqlite, TheBusStaysInProcess) {
  karyana::test::TempDir dir("bridged-bus");
  auto stores = karyana::store::open_sqlite_stores(dir.file("karyana.sqlite3"));
  EXPECT_FALSE(karyana::store::open_event_channel(*stores, "")->shared());
  auto bus = karyana::app::make_pubsub(*stores, "");
  EXPECT_EQ(dynamic_cast<BridgedPubSub*>(bus.get()), nullptr);  // the plain PubSub
  Received received;
  bus->subscribe("topic", received.handler());
  bus->publish("topic", event("local"));
  EXPECT_EQ(received.times("local"), 1);
}

}  // namespace
