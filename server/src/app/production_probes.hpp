// What GET /readyz and GET /metrics read from the store and the bus when asked: the database probe,
// the outbox queue's length, the active subscriptions. Wired once by main.cpp.
#pragma once

#include <string>

#include "graphql/pubsub.hpp"
#include "http/server.hpp"
#include "store/stores.hpp"

namespace karyana::app {

// Sets config.readiness and registers the gauges read at scrape time. On SQLite (`database_url`
// empty) readiness is the file's own probe (store/readiness_probe.hpp); on PostgreSQL, where every
// read goes to the server, a trivial read through the store. `stores` and `pubsub` must outlive
// the server.
void add_production_probes(http::ServerConfig& config, store::Stores& stores, const graphql::PubSub& pubsub,
                           const std::string& db_path, const std::string& database_url);

}  // namespace karyana::app
