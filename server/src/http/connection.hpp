// What every connection of a Server shares, and the registry that lets stop() reach the
// open connections (to close idle keep-alive sockets and say "going away" to websockets)
// and counts them per client (ServerConfig::max_connections_per_client).
// Internal to the http room.
#pragma once

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "http/router.hpp"
#include "http/server.hpp"
#include "http/work_pool.hpp"

namespace karyana::http {

class Connection {
 public:
  virtual ~Connection() = default;
  // Thread-safe: begin a graceful close on the connection's own strand.
  virtual void shutdown() = 0;
};

class ConnectionRegistry {
 public:
  void add(const std::shared_ptr<Connection>& c);
  void remove(Connection* c);  // also gives back its claim
  // Counts `c` against the client `key` (client_address.hpp); false, and not counted, when the
  // client already holds `max` (0: no cap). A connection claims once.
  bool claim(Connection* c, const std::string& key, std::size_t max);
  std::size_t size() const;
  void shutdown_all();

 private:
  mutable std::mutex mutex_;
  std::unordered_map<Connection*, std::weak_ptr<Connection>> open_;
  std::unordered_map<Connection*, std::string> claims_;
  std::unordered_map<std::string, std::size_t> per_client_;
};

struct ServerShared {
  ServerShared(ServerConfig cfg, const graphql::Engine& e, graphql::PubSub& p, ContextFactory cf, WsContextFactory wcf)
      : config(std::move(cfg)),
        engine(e),
        pubsub(p),
        ws_context_factory(std::move(wcf)),
        router(config, engine, std::move(cf)),
        work_pool(config.work_threads, config.work_queue),
        commit_pool(std::max(1U, config.commit_threads), config.commit_queue) {}

  const ServerConfig config;
  const graphql::Engine& engine;
  graphql::PubSub& pubsub;
  WsContextFactory ws_context_factory;
  Router router;
  ConnectionRegistry registry;
  // Slow requests run here (work_pool.hpp). Its tasks post back to the io_context: the
  // server stops it (joins) before the io_context goes.
  WorkPool work_pool;
  // Requests that wait for a durable group commit (placing an order); stopped with the work pool.
  WorkPool commit_pool;
  std::atomic<bool> stopping{false};
};

// The current time as an HTTP Date header value (formatted once per second per thread).
const std::string& http_date_now();

}  // namespace karyana::http
