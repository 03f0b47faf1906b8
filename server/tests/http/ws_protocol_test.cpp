// The graphql-transport-ws state machine on its own, with a transport that records what the
// protocol sends and queues posted work so the test decides when the "strand" runs it.
#include <deque>

#include "graphql/ws_protocol.hpp"
#include "test_server.hpp"

namespace karyana::http::test {
namespace {

struct RecordingTransport : graphql::WsTransport {
  std::vector<json::object> sent;
  std::optional<std::pair<int, std::string>> closed;
  std::deque<std::function<void()>> tasks;

  void send(std::string text) override { sent.push_back(json::parse(text).as_object()); }
  void close(std::uint16_t code, std::string reason) override { closed.emplace(code, std::move(reason)); }
  void post(std::function<void()> task) override { tasks.push_back(std::move(task)); }
  void run_tasks() {
    while (!tasks.empty()) {
      auto t = std::move(tasks.front());
      tasks.pop_front();
      t();
    }
  }
};

class WsProtocolTest : public ::testing::Test {
 protected:
  WsProtocolTest() : engine(make_engine()), transport(std::make_shared<RecordingTransport>()) {
    protocol = graphql::WsProtocol::create(
        *engine, pubsub,
        [](const json::object& payload) -> std::shared_ptr<graphql::Context> {
          if (payload.contains("reject")) return nullptr;
          return std::make_shared<TestContext>();
        },
        transport);
  }
  void message(const json::object& m) { protocol->on_message(json::serialize(m)); }
  void init() {
    message({{"type", "connection_init"}});
    ASSERT_EQ(transport->sent.back().at("type"), "connection_ack");
  }

  std::shared_ptr<const graphql::Engine> engine;
  graphql::PubSub pubsub;
  std::shared_ptr<RecordingTransport> transport;
  std::shared_ptr<graphql::WsProtocol> protocol;
};

TEST_F(WsProtocolTest, EventsPostedAfterCompleteAreDropped) {
  init();
  message({{"id", "1"}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  EXPECT_EQ(protocol->active_operations(), 1u);
  pubsub.publish("tick", "late");  // handler runs now and posts the delivery
  ASSERT_EQ(transport->tasks.size(), 1u);
  message({{"id", "1"}, {"type", "complete"}});
  EXPECT_EQ(pubsub.subscriber_count("tick"), 0u);
  transport->run_tasks();
  EXPECT_EQ(transport->sent.size(), 1u);  // only the ack
}

TEST_F(WsProtocolTest, ReusedIdDoesNotReceiveTheOldSubscriptionsEvents) {
  init();
  message({{"id", "1"}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  pubsub.publish("tick", "old");
  message({{"id", "1"}, {"type", "complete"}});
  message({{"id", "1"}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  transport->run_tasks();  // the event for the first subscription
  EXPECT_EQ(transport->sent.size(), 1u);
  pubsub.publish("tick", "new");
  transport->run_tasks();
  ASSERT_EQ(transport->sent.size(), 2u);
  EXPECT_EQ(transport->sent.back().at("payload").at("data").at("tick"), "new");
}

TEST_F(WsProtocolTest, AFactoryThatThrowsRejectsWith4403) {
  auto t = std::make_shared<RecordingTransport>();
  auto p = graphql::WsProtocol::create(
      *engine, pubsub,
      [](const json::object&) -> std::shared_ptr<graphql::Context> { throw std::runtime_error("token expired"); }, t);
  p->on_message(R"({"type":"connection_init","payload":{"token":"old"}})");
  ASSERT_TRUE(t->closed);
  EXPECT_EQ(t->closed->first, 4403);
  EXPECT_EQ(t->closed->second, "Forbidden");
  EXPECT_TRUE(t->sent.empty());
}

TEST_F(WsProtocolTest, InitTimeoutOnlyBeforeInit) {
  init();
  protocol->on_init_timeout();
  EXPECT_FALSE(transport->closed);
  auto t2 = std::make_shared<RecordingTransport>();
  auto p2 = graphql::WsProtocol::create(
      *engine, pubsub, [](const json::object&) { return std::make_shared<TestContext>(); }, t2);
  p2->on_init_timeout();
  ASSERT_TRUE(t2->closed);
  EXPECT_EQ(t2->closed->first, 4408);
}

TEST_F(WsProtocolTest, CloseUnsubscribesAndSilencesTheProtocol) {
  init();
  message({{"id", "a"}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  message({{"id", "b"}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  EXPECT_EQ(pubsub.subscriber_count("tick"), 2u);
  protocol->on_close();
  EXPECT_EQ(pubsub.subscriber_count("tick"), 0u);
  message({{"type", "ping"}});
  EXPECT_EQ(transport->sent.size(), 1u);
}

TEST_F(WsProtocolTest, LongIdsGiveAValidCloseReason) {
  init();
  const std::string id(300, 'x');
  message({{"id", id}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  message({{"id", id}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  ASSERT_TRUE(transport->closed);
  EXPECT_EQ(transport->closed->first, 4409);
  EXPECT_LE(transport->closed->second.size(), 123u);
}

TEST_F(WsProtocolTest, TransportGoneIsHarmless) {
  init();
  message({{"id", "1"}, {"type", "subscribe"}, {"payload", {{"query", "subscription { tick }"}}}});
  transport.reset();
  pubsub.publish("tick", "x");  // no transport to post to: dropped
  message({{"type", "ping"}});
  SUCCEED();
}

}  // namespace
}  // namespace karyana::http::test
