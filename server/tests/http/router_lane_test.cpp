// Which threads answer a request (Router::lane): an operation that waits for a durable commit
// (Resolvers::add_committing, e.g. createOrderFromCart) goes to the commit pool, a costly one to
// the work pool, everything else, malformed requests included, stays on its I/O thread.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include <boost/json.hpp>

#include "graphql/engine.hpp"
#include "graphql/schema.hpp"
#include "http/router.hpp"
#include "http/work_pool.hpp"

namespace karyana::http::test {
namespace {

namespace json = boost::json;

constexpr const char* kSchema = R"(
  type Query { hello: String }
  type Mutation { place: String hash: String ping: String }
)";

std::shared_ptr<const graphql::Engine> lane_engine() {
  graphql::Resolvers r;
  auto answer = [](const graphql::ResolveInfo&) { return json::value("ok"); };
  r.add("Query.hello", answer);
  r.add("Mutation.ping", answer);
  r.add_committing("Mutation.place", answer);
  r.add_costly("Mutation.hash", answer);
  return std::make_shared<graphql::Engine>(graphql::Schema::from_sdl(kSchema), std::move(r));
}

HttpRequest post_graphql(const std::string& query) {
  HttpRequest r;
  r.method = "POST";
  r.target = r.path = "/graphql";
  r.headers = {{"content-type", "application/json"}};
  r.body = json::serialize(json::object{{"query", query}});
  return r;
}

class RouterLane : public ::testing::Test {
 protected:
  ServerConfig config_;
  std::shared_ptr<const graphql::Engine> engine_ = lane_engine();
  Router router_{config_, *engine_, [](const HttpRequest&) { return std::make_shared<graphql::Context>(); }};
};

TEST_F(RouterLane, AnOperationWaitingForACommitGoesToTheCommitPool) {
  EXPECT_EQ(router_.lane(post_graphql("mutation { place }")), Lane::commit);
  EXPECT_EQ(router_.lane(post_graphql("mutation { ping a: place }")), Lane::commit);
  EXPECT_EQ(router_.lane(post_graphql("mutation { ...F } fragment F on Mutation { place }")), Lane::commit);
}

TEST_F(RouterLane, CostlyGoesToTheWorkPoolAndTheRestStaysOnTheIoThread) {
  EXPECT_EQ(router_.lane(post_graphql("mutation { hash }")), Lane::work);
  EXPECT_EQ(router_.lane(post_graphql("mutation { hash place }")), Lane::work);  // the CPU-heavy pool wins
  EXPECT_EQ(router_.lane(post_graphql("mutation { ping }")), Lane::io);
  EXPECT_EQ(router_.lane(post_graphql("{ hello }")), Lane::io);
  // Malformed or invalid requests are answered at once.
  EXPECT_EQ(router_.lane(post_graphql("mutation { place")), Lane::io);
  EXPECT_EQ(router_.lane(post_graphql("mutation { place nope }")), Lane::io);
  HttpRequest not_json = post_graphql("mutation { place }");
  not_json.headers = {{"content-type", "text/plain"}};
  EXPECT_EQ(router_.lane(not_json), Lane::io);
}

TEST_F(RouterLane, HeavyRoutesGoToTheWorkPool) {
  router_.add(
      "POST", "/api/slow", [](const HttpRequest&) { return HttpResponse::json(200, "{}"); }, false, true);
  router_.add(
      "POST", "/api/fast", [](const HttpRequest&) { return HttpResponse::json(200, "{}"); }, false, false);
  HttpRequest slow;
  slow.method = "POST";
  slow.target = slow.path = "/api/slow";
  HttpRequest fast = slow;
  fast.target = fast.path = "/api/fast";
  EXPECT_EQ(router_.lane(slow), Lane::work);
  EXPECT_EQ(router_.lane(fast), Lane::io);
}

}  // namespace
}  // namespace karyana::http::test
