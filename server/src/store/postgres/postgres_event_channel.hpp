// The PostgreSQL event channel (store/event_channel.hpp): NOTIFY from its own autocommit
// connection (a publish comes after the business write committed, so it never waits for one),
// LISTEN through the database's listener (store/postgres/listener.hpp), which reconnects and
// reports gaps. NOTIFY payloads must stay under 8,000 bytes: a larger message is stored in
// bus.events (migration 0002) and the notice carries its id; the receivers read it back, and rows
// older than a minute are deleted by later publishes.
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <vector>

#include "store/event_channel.hpp"
#include "store/postgres/connection.hpp"
#include "store/postgres/database.hpp"

namespace karyana::store::postgres {

// Messages up to this many bytes travel in the notice itself (NOTIFY's limit is 8,000).
inline constexpr std::size_t kMaxInlineMessage = 7'900;

class PostgresEventChannel final : public EventChannel {
 public:
  // Connects lazily (the first publish); `url` is the database's.
  PostgresEventChannel(Database& db, std::string url);
  ~PostgresEventChannel() override;  // later notices no longer reach this channel's callbacks

  void publish(const std::string& channel, const std::string& payload) override;
  void listen(const std::string& channel, OnMessage on_message, OnGap on_gap) override;
  bool shared() const override { return true; }

  // For tests: messages that travelled through bus.events.
  std::size_t stored_messages() const { return stored_; }

 private:
  // One listen()'s callbacks; closed by the destructor (the listener outlives the channel).
  struct Slot {
    std::shared_mutex mutex;
    bool open = true;
    OnMessage on_message;
    OnGap on_gap;
  };
  void send(const std::string& channel, const std::string& payload);
  static void receive(Database& db, Slot& slot, const Notice& notice);

  Database& db_;
  std::string url_;
  std::mutex publish_mutex_;
  std::unique_ptr<Connection> connection_;  // under publish_mutex_
  std::chrono::steady_clock::time_point last_prune_{};
  std::size_t stored_ = 0;
  std::mutex slots_mutex_;
  std::vector<std::shared_ptr<Slot>> slots_;
};

}  // namespace karyana::store::postgres
