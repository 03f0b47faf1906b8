// Events between the instances of the store that share one database (issue 20): what one process
// publishes reaches every process listening on the channel. Engine-neutral, so app/ can fan the
// GraphQL bus out without knowing the engine:
//
//   auto channel = store::open_event_channel(*stores, database_url);
//   channel->listen("karyana_pubsub", [](const std::string& payload) { ... }, [] { /* gap */ });
//   channel->publish("karyana_pubsub", payload);  // after the business write committed
//
// PostgreSQL: NOTIFY from the channel's own autocommit connection, received by the database's
// listener (store/postgres/listener.hpp); a payload of any size arrives (beyond NOTIFY's 8,000
// bytes it travels through a table). Delivery is at most once: when the listener lost its
// connection, `on_gap` runs after it is back (messages sent meanwhile are lost). Every listener,
// the sender's own included, receives each message; the caller filters its echo.
// SQLite (one process by design): the channel is in-process and `shared()` is false.
#pragma once

#include <functional>
#include <memory>
#include <string>

namespace karyana::store {

class Stores;

class EventChannel {
 public:
  using OnMessage = std::function<void(const std::string& payload)>;
  using OnGap = std::function<void()>;

  virtual ~EventChannel() = default;
  // `channel`: a plain identifier (letters, digits, '_'). Never throws for a lost connection: the
  // message is dropped and logged (the local bus already delivered it).
  virtual void publish(const std::string& channel, const std::string& payload) = 0;
  // Callbacks run on one thread (not the publisher's), one at a time: quick, and must not throw.
  // Returns once messages published from now on will be delivered.
  virtual void listen(const std::string& channel, OnMessage on_message, OnGap on_gap = {}) = 0;
  // Whether other processes hear this channel (false: in-process only).
  virtual bool shared() const = 0;
};

// The channel of the engine behind `stores`: PostgreSQL's (connecting to `database_url`) or the
// in-process one.
std::unique_ptr<EventChannel> open_event_channel(Stores& stores, const std::string& database_url);

}  // namespace karyana::store
