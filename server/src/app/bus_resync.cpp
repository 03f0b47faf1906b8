// The subscriptions told after a gap in the bus (app/bus_resync.hpp).
#include "app/bus_resync.hpp"

#include <boost/json.hpp>

#include "api/accounts/session_revocation.hpp"
#include "api/catalogue/product_events.hpp"

namespace karyana::app {

void resync_after_gap(graphql::PubSub& local) {
  namespace json = boost::json;
  const std::string session_prefix = api::topics::sessions("");
  for (const auto& topic : local.topics()) {
    // PubSub::publish of the base class: to this instance only (the others had no gap).
    if (topic.starts_with(session_prefix))
      local.PubSub::publish(topic, json::object{{"reason", "resync"}});
    else if (topic == api::topics::kProducts)
      local.PubSub::publish(topic, json::object{{"products", json::array()}, {"reload", true}});
  }
}

}  // namespace karyana::app
