// The GraphQL bus fanned out over the store's event channel (issue 20: several instances on one
// PostgreSQL database). publish() delivers to this process's subscribers at once, as the plain
// PubSub does, then sends the event to the other instances; an event from another instance is
// delivered to the local subscribers only. Each message carries this instance's random id, so the
// instance ignores its own echo: every subscriber gets an event exactly once, wherever it was
// published. After the channel reports a gap (its connection was lost; events may be missing),
// `on_gap` runs on the channel's thread (main.cpp: app/bus_resync.hpp).
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "graphql/pubsub.hpp"
#include "store/event_channel.hpp"

namespace karyana::app {

// The event channel the bus uses (a plain identifier: a PostgreSQL LISTEN channel).
inline constexpr const char* kBusChannel = "karyana_bus";

class BridgedPubSub final : public graphql::PubSub {
 public:
  using OnGap = std::function<void(graphql::PubSub& local)>;

  // Listens on kBusChannel before returning: events published on other instances from then on arrive.
  explicit BridgedPubSub(std::unique_ptr<store::EventChannel> channel, OnGap on_gap = {});
  ~BridgedPubSub() override;

  void publish(const std::string& topic, const boost::json::value& event) override;
  const std::string& instance_id() const { return instance_id_; }

 private:
  void receive(const std::string& message);

  std::string instance_id_;
  OnGap on_gap_;
  std::unique_ptr<store::EventChannel> channel_;  // last: closed first, before the bus goes
};

// The bus of `serve`: bridged when the store's engine is shared by other processes (PostgreSQL),
// the plain in-process PubSub otherwise (SQLite).
std::unique_ptr<graphql::PubSub> make_pubsub(store::Stores& stores, const std::string& database_url,
                                             BridgedPubSub::OnGap on_gap = {});

}  // namespace karyana::app
