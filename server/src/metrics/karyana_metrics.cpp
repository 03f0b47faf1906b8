#include "metrics/karyana_metrics.hpp"

#include <dirent.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <stdexcept>
#include <string>

namespace karyana::metrics {

namespace {

constexpr std::size_t kMaxRefusalReasons = 64;

double resident_bytes() {
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) throw std::runtime_error("no /proc/self/statm");
  long pages = 0, resident = 0;
  const int read = std::fscanf(f, "%ld %ld", &pages, &resident);
  std::fclose(f);
  if (read != 2) throw std::runtime_error("unreadable /proc/self/statm");
  return static_cast<double>(resident) * static_cast<double>(::sysconf(_SC_PAGESIZE));
}

double open_fds() {
  DIR* dir = ::opendir("/proc/self/fd");
  if (dir == nullptr) throw std::runtime_error("no /proc/self/fd");
  double n = 0;
  while (const dirent* entry = ::readdir(dir))
    if (entry->d_name[0] != '.') ++n;
  ::closedir(dir);
  return n - 1;  // the directory's own descriptor
}

Registry& make_registry() {
  static Registry r;
  const double started = static_cast<double>(std::time(nullptr));
  r.scraped({"process_start_time_seconds", "When the process started, in seconds since the Unix epoch.", "gauge",
             [started] { return started; }});
  r.scraped({"process_resident_memory_bytes", "Resident memory of the process, in bytes.", "gauge", resident_bytes});
  r.scraped(
      {"process_open_fds", "Open file descriptors of the process (sockets, database files, logs).", "gauge", open_fds});
  return r;
}

Family<Counter>& http_requests() {
  static auto& f = registry().counter("karyana_http_requests_total",
                                      "HTTP requests answered, by route and status class.", {"route", "status"});
  return f;
}

Family<Histogram>& http_latency() {
  static auto& f = registry().histogram("karyana_http_request_duration_seconds",
                                        "Time to compute an HTTP answer, by route (the socket write not included).",
                                        latency_buckets(), {"route"});
  return f;
}

Family<Counter>& graphql_operations() {
  static auto& f = registry().counter("karyana_graphql_operations_total",
                                      "GraphQL operations executed, by type, first root field and outcome.",
                                      {"type", "operation", "outcome"});
  return f;
}

Family<Histogram>& graphql_latency() {
  static auto& f = registry().histogram("karyana_graphql_operation_duration_seconds",
                                        "Time to execute a GraphQL operation, by type and first root field.",
                                        latency_buckets(), {"type", "operation"});
  return f;
}

Family<Histogram>& database_time() {
  static auto& f = registry().histogram(
      "karyana_database_transaction_duration_seconds",
      "Database transactions from the call to the end, waiting for a connection included, by kind.", latency_buckets(),
      {"kind"});
  return f;
}

}  // namespace

Registry& registry() {
  static Registry& r = make_registry();
  return r;
}

RouteMetrics::RouteMetrics(std::string_view route) : latency_(&http_latency().series({std::string(route)})) {
  static constexpr std::array<const char*, 5> kClasses{"1xx", "2xx", "3xx", "4xx", "5xx"};
  for (std::size_t i = 0; i < kClasses.size(); ++i)
    by_class_[i] = &http_requests().series({std::string(route), kClasses[i]});
}

void RouteMetrics::observe(int status, double seconds) const noexcept {
  const int index = std::min(std::max(status / 100 - 1, 0), 4);
  by_class_[static_cast<std::size_t>(index)]->add();
  latency_->observe(seconds);
}

GraphqlOperationMetrics::GraphqlOperationMetrics(std::string_view type, std::string_view field)
    : latency_(&graphql_latency().series({std::string(type), std::string(field)})) {
  static constexpr std::array<const char*, 3> kOutcomes{"ok", "error", "invalid"};
  for (std::size_t i = 0; i < kOutcomes.size(); ++i)
    by_outcome_[i] = &graphql_operations().series({std::string(type), std::string(field), kOutcomes[i]});
}

void GraphqlOperationMetrics::observe(GraphqlOutcome outcome, double seconds) const noexcept {
  by_outcome_[static_cast<std::size_t>(outcome)]->add();
  latency_->observe(seconds);
}

Counter& graphql_kept_answers() {
  static auto& c = registry()
                       .counter("karyana_graphql_kept_answers_total",
                                "GraphQL reads answered from the answer cache without executing.")
                       .series();
  return c;
}

Gauge& open_sockets(SocketKind kind) {
  static auto& f = registry().gauge("karyana_open_sockets", "Open client connections, by kind.", {"kind"});
  static Gauge& http = f.series({"http"});
  static Gauge& websocket = f.series({"websocket"});
  return kind == SocketKind::http ? http : websocket;
}

Counter& orders_placed() {
  static auto& c =
      registry()
          .counter("karyana_orders_placed_total", "Orders placed (a replay of the same idempotency key included).")
          .series();
  return c;
}

Counter& orders_refused(std::string_view reason) {
  static auto& f =
      registry().counter("karyana_orders_refused_total", "Orders refused, by the refusal's code (the first one).",
                         {"reason"}, kMaxRefusalReasons);
  return f.series({std::string(reason)});
}

Counter& outbox_sent() {
  static auto& c =
      registry().counter("karyana_outbox_sent_total", "Outbox messages (SMS, e-mail) handed to the sender.").series();
  return c;
}

Counter& outbox_failures() {
  static auto& c = registry()
                       .counter("karyana_outbox_failures_total",
                                "Outbox sends that failed (the message stays queued with a backoff).")
                       .series();
  return c;
}

void observe_database(DatabaseWork work, double seconds) noexcept {
  static Histogram& read = database_time().series({"read"});
  static Histogram& write = database_time().series({"write"});
  static Histogram& durable = database_time().series({"durable"});
  (work == DatabaseWork::read ? read : work == DatabaseWork::write ? write : durable).observe(seconds);
}

void observe_durable_group(std::size_t members) noexcept {
  static auto& h =
      registry()
          .histogram("karyana_database_durable_group_size",
                     "Durable writes (orders) committed together by one fsync, per group.", {1, 2, 4, 8, 16, 32, 64})
          .series();
  h.observe(static_cast<double>(members));
}

}  // namespace karyana::metrics
