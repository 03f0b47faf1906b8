// The work pool (http/work_pool.hpp) on its own — tasks run, a full queue refuses, stop joins
// and drops what never started — and through a Server: heavy routes answered from the pool,
// in order on a pipelined connection, and 503 + Retry-After when the pool is full. Slow work
// is simulated with gates the test opens, never with timing.
#include <atomic>
#include <future>
#include <mutex>

#include "http/work_pool.hpp"
#include "test_server.hpp"

namespace karyana::http::test {
namespace {

// A gate tasks wait at until the test opens it.
class Gate {
 public:
  void wait() { opened_.wait(); }
  void open() { promise_.set_value(); }

 private:
  std::promise<void> promise_;
  std::shared_future<void> opened_ = promise_.get_future().share();
};

TEST(WorkPool, RunsTasksOnItsThreads) {
  WorkPool pool(2, 8);
  EXPECT_EQ(pool.threads(), 2u);
  std::atomic<int> ran{0};
  std::promise<void> all;
  for (int i = 0; i < 5; ++i)
    ASSERT_TRUE(pool.try_submit([&] {
      if (++ran == 5) all.set_value();
    }));
  all.get_future().wait();
  EXPECT_EQ(ran.load(), 5);
}

TEST(WorkPool, RefusesWhenTheQueueIsFull) {
  WorkPool pool(1, 1);
  Gate gate;
  std::promise<void> started;
  ASSERT_TRUE(pool.try_submit([&] {
    started.set_value();
    gate.wait();
  }));
  started.get_future().wait();  // the one thread is busy
  std::atomic<bool> second_ran{false};
  ASSERT_TRUE(pool.try_submit([&] { second_ran = true; }));  // waits in the queue
  std::function<void()> third = [] {};
  EXPECT_FALSE(pool.try_submit(third));
  EXPECT_TRUE(third) << "a refused task is left to the caller";
  EXPECT_EQ(pool.waiting(), 1u);
  gate.open();
  pool.stop();
  EXPECT_TRUE(second_ran.load() || pool.waiting() == 0);
}

TEST(WorkPool, StopJoinsRunningTasksAndDropsUnstartedOnes) {
  WorkPool pool(1, 4);
  Gate gate;
  std::promise<void> started;
  std::atomic<bool> finished{false};
  ASSERT_TRUE(pool.try_submit([&] {
    started.set_value();
    gate.wait();
    finished = true;
  }));
  started.get_future().wait();
  auto owned = std::make_shared<int>(1);
  std::weak_ptr<int> watch = owned;
  std::atomic<bool> dropped_ran{false};
  ASSERT_TRUE(pool.try_submit([&, owned] { dropped_ran = true; }));
  owned.reset();
  std::thread stopper([&] { pool.stop(); });  // waits for the running task
  while (!pool.stopping()) std::this_thread::yield();
  gate.open();
  stopper.join();
  EXPECT_TRUE(finished.load());
  EXPECT_FALSE(dropped_ran.load());
  EXPECT_TRUE(watch.expired()) << "the dropped task was destroyed";
  EXPECT_FALSE(pool.try_submit([] {})) << "a stopped pool takes nothing";
  pool.stop();  // idempotent
}

TEST(WorkPool, DefaultsToAtLeastTwoThreads) {
  EXPECT_GE(work_thread_count(0), 2u);
  EXPECT_EQ(work_thread_count(3), 3u);
}

// A heavy route that waits at a gate (the first `gated` calls), counting who ran it.
struct SlowRoute {
  Gate gate;
  std::atomic<int> calls{0};
  std::promise<void> first_started;
  Handler handler() {
    return [this](const HttpRequest& request) {
      if (calls++ == 0) {
        first_started.set_value();
        gate.wait();
      }
      return HttpResponse::json(200, R"({"slow":")" + request.query + R"("})");
    };
  }
};

TEST(WorkPoolServer, PipelinedHeavyAndCheapRequestsAnswerInOrder) {
  SlowRoute slow;
  TestServer server([](ServerConfig& c) { c.work_threads = 1; },
                    [&](Server& s) { s.route("GET", "/api/slow", slow.handler(), false, /*heavy=*/true); });
  HttpClient c(server.port());
  c.send_raw(
      "GET /api/slow?first HTTP/1.1\r\nHost: x\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
      "GET /api/slow?second HTTP/1.1\r\nHost: x\r\n\r\n");
  slow.first_started.get_future().wait();
  // Another connection is served while the slow one holds the pool.
  HttpClient other(server.port());
  EXPECT_EQ(other.get("/healthz").result_int(), 200);
  slow.gate.open();
  auto a = c.read();
  auto b = c.read();
  auto d = c.read();
  EXPECT_EQ(a.body(), R"({"slow":"first"})");
  EXPECT_EQ(b.body(), R"({"status":"ok"})");
  EXPECT_EQ(d.body(), R"({"slow":"second"})");
}

TEST(WorkPoolServer, AFullPoolAnswers503WithRetryAfter) {
  SlowRoute slow;
  TestServer server([](ServerConfig& c) { c.work_threads = 1, c.work_queue = 1; },
                    [&](Server& s) { s.route("GET", "/api/slow", slow.handler(), false, /*heavy=*/true); });
  HttpClient running(server.port()), b(server.port()), c(server.port());
  running.send(bhttp::verb::get, "/api/slow?running");
  slow.first_started.get_future().wait();  // the one work thread is busy until the gate opens
  // Of two more, one waits in the queue (its answer comes after the gate) and the other is
  // refused at once: whichever answers while the gate is still shut is the refusal.
  b.send(bhttp::verb::get, "/api/slow?b");
  c.send(bhttp::verb::get, "/api/slow?c");
  auto from_b = std::async(std::launch::async, [&] { return b.read(); });
  auto from_c = std::async(std::launch::async, [&] { return c.read(); });
  while (from_b.wait_for(10ms) != std::future_status::ready && from_c.wait_for(10ms) != std::future_status::ready) {
  }
  const bool b_first = from_b.wait_for(0ms) == std::future_status::ready;
  Response busy = b_first ? from_b.get() : from_c.get();
  ASSERT_EQ(busy.result_int(), 503);
  EXPECT_EQ(busy[bhttp::field::retry_after], "1");
  EXPECT_EQ(parse_object(busy.body()).at("error").at("message"), json::value(kBusyMessage));
  HttpClient& refused = b_first ? b : c;
  EXPECT_EQ(refused.get("/healthz").result_int(), 200) << "the refused connection stays usable";
  slow.gate.open();
  EXPECT_EQ(running.read().body(), R"({"slow":"running"})");
  Response queued = b_first ? from_c.get() : from_b.get();
  EXPECT_EQ(queued.result_int(), 200);
}

TEST(WorkPoolServer, StopWhileAHeavyRequestRunsAnswersItAndJoins) {
  SlowRoute slow;
  auto server = std::make_unique<TestServer>(
      [](ServerConfig& c) { c.work_threads = 1; },
      [&](Server& s) { s.route("GET", "/api/slow", slow.handler(), false, /*heavy=*/true); });
  HttpClient c(server->port());
  c.send(bhttp::verb::get, "/api/slow?last");
  slow.first_started.get_future().wait();
  server->server().stop();
  // Shutdown has begun once the listener is closed; only then does the slow answer come.
  for (bool listening = true; listening;) {
    try {
      HttpClient probe(server->port());
    } catch (const std::exception&) {
      listening = false;
    }
  }
  slow.gate.open();
  auto res = c.read();
  EXPECT_EQ(res.result_int(), 200);
  EXPECT_FALSE(res.keep_alive()) << "answered during shutdown: the connection closes";
  server.reset();  // joins the I/O threads and the pool
}

}  // namespace
}  // namespace karyana::http::test
