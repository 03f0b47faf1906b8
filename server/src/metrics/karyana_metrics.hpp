// The store's own metrics, served by GET /metrics (docs/api.md lists each with its labels). One
// process-wide registry; each room counts through the small handles below, which hold their
// series (created once), so counting costs an atomic add or a histogram observation.
//
// Label sets are bounded: routes are the route table's entries or a fixed word, GraphQL operations
// are the schema's root fields, refusal reasons are capped with the rest folded into "other".
#pragma once

#include <array>
#include <chrono>
#include <cstddef>
#include <string_view>

#include "metrics/registry.hpp"

namespace karyana::metrics {

// The process's registry (what GET /metrics writes). Its first use notes the start time.
Registry& registry();

// Requests answered under one route label, by status class, and the time to answer them.
class RouteMetrics {
 public:
  explicit RouteMetrics(std::string_view route);
  void observe(int status, double seconds) const noexcept;

 private:
  std::array<Counter*, 5> by_class_{};  // 1xx … 5xx
  Histogram* latency_;
};

enum class GraphqlOutcome { ok, error, invalid };

// Executed operations of one root field (the first of the operation's selection), by outcome:
// ok (data, no errors), error (errors alongside data, e.g. a resolver failed), invalid (no
// data: validation, variables). Kept answers (issue 19) are counted apart.
class GraphqlOperationMetrics {
 public:
  GraphqlOperationMetrics(std::string_view type, std::string_view field);
  void observe(GraphqlOutcome outcome, double seconds) const noexcept;

 private:
  std::array<Counter*, 3> by_outcome_{};
  Histogram* latency_;
};
Counter& graphql_kept_answers();

enum class SocketKind { http, websocket };
Gauge& open_sockets(SocketKind kind);

// Orders: placed (replays of an idempotency key included), refused by the refusal's code.
Counter& orders_placed();
Counter& orders_refused(std::string_view reason);  // takes a lock: not for the hot path

// The outbox dispatcher's sends and failed tries (the queue's length is read when scraped).
Counter& outbox_sent();
Counter& outbox_failures();

// Database transactions (outermost ones), from the call to its end: waiting for the writer or a
// reader included.
enum class DatabaseWork { read, write, durable };
void observe_database(DatabaseWork work, double seconds) noexcept;
void observe_durable_group(std::size_t members) noexcept;

// Times a scope into observe_database; does nothing when not `counted`.
class DatabaseTimer {
 public:
  DatabaseTimer(DatabaseWork work, bool counted) : work_(work), counted_(counted) {}
  ~DatabaseTimer() {
    if (counted_)
      observe_database(work_, std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count());
  }
  DatabaseTimer(const DatabaseTimer&) = delete;
  DatabaseTimer& operator=(const DatabaseTimer&) = delete;

 private:
  DatabaseWork work_;
  bool counted_;
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
};

}  // namespace karyana::metrics
