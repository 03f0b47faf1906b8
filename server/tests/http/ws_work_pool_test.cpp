// The websocket side of the work pool (graphql/ws_protocol.hpp): an operation selecting a
// costly field goes to the transport's run_heavy (off the strand), a full pool answers that
// operation alone with a SERVER_BUSY error, and an answer with a minimum time waits for
// post_at. A recording transport decides when the "pool" and the "timer" run.
#include <deque>

#include "graphql/ws_protocol.hpp"
#include "test_server.hpp"

namespace karyana::http::test {
namespace {

using Clock = std::chrono::steady_clock;

std::shared_ptr<const graphql::Engine> costly_engine() {
  graphql::Resolvers r;
  r.add("Query.hello", [](const graphql::ResolveInfo&) { return json::value("world"); });
  // A costly field that also asks for a minimum answer time, like sendPasswordResetCode.
  r.add_costly("Mutation.ping", [](const graphql::ResolveInfo& info) {
    info.context.answer_not_before = Clock::now() + std::chrono::hours(1);
    return json::value("pong");
  });
  return std::make_shared<graphql::Engine>(graphql::Schema::from_sdl(kSchema), std::move(r));
}

struct PoolTransport : graphql::WsTransport {
  std::vector<json::object> sent;
  std::optional<std::pair<int, std::string>> closed;
  bool pool_full = false;
  std::deque<std::function<std::function<void()>()>> pool;  // work handed to run_heavy
  std::vector<std::pair<Clock::time_point, std::function<void()>>> timers;

  void send(std::string text) override { sent.push_back(json::parse(text).as_object()); }
  void close(std::uint16_t code, std::string reason) override { closed.emplace(code, std::move(reason)); }
  void post(std::function<void()> task) override { task(); }
  bool run_heavy(std::function<std::function<void()>()> work) override {
    if (pool_full) return false;
    pool.push_back(std::move(work));
    return true;
  }
  void post_at(Clock::time_point when, std::function<void()> task) override {
    timers.emplace_back(when, std::move(task));
  }
  // The pool thread runs the work, then its continuation runs on the strand.
  void run_pool() {
    while (!pool.empty()) {
      auto work = std::move(pool.front());
      pool.pop_front();
      work()();
    }
  }
};

class WsWorkPoolTest : public ::testing::Test {
 protected:
  WsWorkPoolTest() : engine(costly_engine()), transport(std::make_shared<PoolTransport>()) {
    protocol = graphql::WsProtocol::create(
        *engine, pubsub,
        [](const json::object&) -> std::shared_ptr<graphql::Context> { return std::make_shared<TestContext>(); },
        transport);
    protocol->on_message(R"({"type":"connection_init"})");
    EXPECT_EQ(transport->sent.back().at("type"), "connection_ack");
    transport->sent.clear();
  }
  void subscribe(const std::string& id, const std::string& query) {
    protocol->on_message(
        json::serialize(json::object{{"id", id}, {"type", "subscribe"}, {"payload", {{"query", query}}}}));
  }

  std::shared_ptr<const graphql::Engine> engine;
  graphql::PubSub pubsub;
  std::shared_ptr<PoolTransport> transport;
  std::shared_ptr<graphql::WsProtocol> protocol;
};

TEST_F(WsWorkPoolTest, CheapOperationsAreAnsweredInline) {
  subscribe("q", "{ hello }");
  EXPECT_TRUE(transport->pool.empty());
  ASSERT_EQ(transport->sent.size(), 2u);
  EXPECT_EQ(transport->sent[0].at("payload").at("data").at("hello"), "world");
  EXPECT_EQ(transport->sent[1].at("type"), "complete");
}

TEST_F(WsWorkPoolTest, CostlyOperationsRunOnThePoolAndWaitForTheirMinimumTime) {
  subscribe("m", "mutation { ping }");
  ASSERT_EQ(transport->pool.size(), 1u);
  EXPECT_TRUE(transport->sent.empty()) << "nothing is answered before the work ran";
  transport->run_pool();
  ASSERT_EQ(transport->timers.size(), 1u) << "the answer waits for answer_not_before";
  EXPECT_GT(transport->timers[0].first, Clock::now());
  EXPECT_TRUE(transport->sent.empty());
  transport->timers[0].second();
  ASSERT_EQ(transport->sent.size(), 2u);
  EXPECT_EQ(transport->sent[0].at("id"), "m");
  EXPECT_EQ(transport->sent[0].at("payload").at("data").at("ping"), "pong");
  EXPECT_EQ(transport->sent[1].at("type"), "complete");
}

TEST_F(WsWorkPoolTest, AFullPoolRefusesThatOperationOnlyWithServerBusy) {
  transport->pool_full = true;
  subscribe("m", "mutation { ping }");
  ASSERT_EQ(transport->sent.size(), 1u);
  const auto& error = transport->sent[0];
  EXPECT_EQ(error.at("id"), "m");
  EXPECT_EQ(error.at("type"), "error");
  EXPECT_EQ(error.at("payload").at(0).at("message"), "The server is busy. Please try again in a moment.");
  EXPECT_EQ(error.at("payload").at(0).at("extensions").at("code"), "SERVER_BUSY");
  EXPECT_FALSE(transport->closed) << "the socket stays open";
  transport->pool_full = false;
  subscribe("q", "{ hello }");
  EXPECT_EQ(transport->sent.back().at("type"), "complete");
}

TEST_F(WsWorkPoolTest, AnAnswerForAClosedSocketIsDropped) {
  subscribe("m", "mutation { ping }");
  protocol->on_close();
  transport->run_pool();
  EXPECT_TRUE(transport->timers.empty());
  EXPECT_TRUE(transport->sent.empty());
}

}  // namespace
}  // namespace karyana::http::test
