// The bus across instances (app/bridged_pubsub.hpp). A message is JSON:
// {"i": sender instance id, "t": topic, "e": event}.
#include "app/bridged_pubsub.hpp"

#include <random>

#include <spdlog/spdlog.h>
#include <boost/json.hpp>

#include "store/stores.hpp"

namespace karyana::app {

namespace json = boost::json;

namespace {

std::string random_instance_id() {
  std::random_device device;
  std::uniform_int_distribution<int> digit(0, 15);
  std::string id;
  for (int i = 0; i < 16; ++i) id += "0123456789abcdef"[digit(device)];
  return id;
}

}  // namespace

BridgedPubSub::BridgedPubSub(std::unique_ptr<store::EventChannel> channel, OnGap on_gap)
    : instance_id_(random_instance_id()), on_gap_(std::move(on_gap)), channel_(std::move(channel)) {
  channel_->listen(
      kBusChannel, [this](const std::string& message) { receive(message); },
      [this] {
        spdlog::warn("bus: events from other instances may have been missed (the channel reconnected)");
        if (on_gap_) on_gap_(*this);
      });
}

BridgedPubSub::~BridgedPubSub() { channel_.reset(); }

void BridgedPubSub::publish(const std::string& topic, const boost::json::value& event) {
  PubSub::publish(topic, event);
  channel_->publish(kBusChannel, json::serialize(json::object{{"i", instance_id_}, {"t", topic}, {"e", event}}));
}

void BridgedPubSub::receive(const std::string& message) {
  try {
    const json::value parsed = json::parse(message);
    const json::object& m = parsed.as_object();
    if (m.at("i").as_string() == instance_id_) return;  // our own, already delivered
    PubSub::publish(std::string(m.at("t").as_string()), m.at("e"));
  } catch (const std::exception& e) {
    spdlog::warn("bus: a message from another instance was unreadable: {}", e.what());
  }
}

std::unique_ptr<graphql::PubSub> make_pubsub(store::Stores& stores, const std::string& database_url,
                                             BridgedPubSub::OnGap on_gap) {
  auto channel = store::open_event_channel(stores, database_url);
  if (!channel->shared()) return std::make_unique<graphql::PubSub>();
  return std::make_unique<BridgedPubSub>(std::move(channel), std::move(on_gap));
}

}  // namespace karyana::app
