// Picks the event channel of the engine behind the stores (store/event_channel.hpp); the
// in-process channel for SQLite, whose store is one process's by design.
#include "store/event_channel.hpp"

#include <map>
#include <mutex>
#include <vector>

#include "store/postgres/postgres_event_channel.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/stores.hpp"

namespace karyana::store {

namespace {

// Delivers on the publisher's thread, to this process's listeners only.
class LocalEventChannel final : public EventChannel {
 public:
  void publish(const std::string& channel, const std::string& payload) override {
    std::vector<OnMessage> listeners;
    {
      std::lock_guard lock(mutex_);
      if (auto it = listeners_.find(channel); it != listeners_.end()) listeners = it->second;
    }
    for (const auto& on_message : listeners) on_message(payload);
  }
  void listen(const std::string& channel, OnMessage on_message, OnGap) override {
    std::lock_guard lock(mutex_);
    listeners_[channel].push_back(std::move(on_message));
  }
  bool shared() const override { return false; }

 private:
  std::mutex mutex_;
  std::map<std::string, std::vector<OnMessage>> listeners_;
};

}  // namespace

std::unique_ptr<EventChannel> open_event_channel(Stores& stores, const std::string& database_url) {
  if (auto* db = postgres::postgres_database(stores))
    return std::make_unique<postgres::PostgresEventChannel>(*db, database_url);
  return std::make_unique<LocalEventChannel>();
}

}  // namespace karyana::store
