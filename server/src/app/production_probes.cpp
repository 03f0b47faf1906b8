#include "app/production_probes.hpp"

#include <exception>
#include <string>

#include "metrics/karyana_metrics.hpp"
#include "store/readiness_probe.hpp"

namespace karyana::app {

void add_production_probes(http::ServerConfig& config, store::Stores& stores, const graphql::PubSub& pubsub,
                           const std::string& db_path, const std::string& database_url) {
  if (database_url.empty()) {
    config.readiness = store::sqlite_readiness_probe(db_path);
  } else {
    config.readiness = [&stores]() -> std::string {
      try {
        stores.outbox().unsent_count();  // one small query on a pooled connection
        return "";
      } catch (const std::exception& e) {
        return std::string("database: ") + e.what();
      }
    };
  }
  auto& registry = metrics::registry();
  registry.scraped({"karyana_outbox_queue_length", "Outbox messages not sent yet (waiting, or failed and retrying).",
                    "gauge", [&stores] { return static_cast<double>(stores.outbox().unsent_count()); }});
  registry.scraped({"karyana_graphql_active_subscriptions",
                    "GraphQL subscriptions listening for events (over WebSocket, on this instance).", "gauge",
                    [&pubsub] { return static_cast<double>(pubsub.subscription_count()); }});
}

}  // namespace karyana::app
