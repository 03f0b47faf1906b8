// NOTIFY out, the listener in (store/postgres/postgres_event_channel.hpp). A notice's payload is
// "=" and the message, or "#" and the id of its bus.events row.
#include "store/postgres/postgres_event_channel.hpp"

#include <charconv>
#include <optional>
#include <utility>

#include <spdlog/spdlog.h>

namespace karyana::store::postgres {

namespace {
constexpr auto kKeepStored = std::chrono::seconds(60);
}  // namespace

PostgresEventChannel::PostgresEventChannel(Database& db, std::string url) : db_(db), url_(std::move(url)) {}

PostgresEventChannel::~PostgresEventChannel() {
  std::lock_guard lock(slots_mutex_);
  for (auto& slot : slots_) {
    std::unique_lock closing(slot->mutex);  // waits for a callback under way
    slot->open = false;
  }
}

void PostgresEventChannel::publish(const std::string& channel, const std::string& payload) {
  std::lock_guard lock(publish_mutex_);
  for (int attempt = 1;; ++attempt) {
    try {
      if (!connection_)
        connection_ = std::make_unique<Connection>(url_);
      else if (connection_->broken())
        connection_->reconnect();
      send(channel, payload);
      return;
    } catch (const std::exception& e) {
      // A connection lost since the last publish shows only now: one more try on a fresh session.
      if (attempt < 2 && connection_ && connection_->broken()) continue;
      spdlog::warn("event channel: a message on {} was not sent to the other instances: {}", channel, e.what());
      return;
    }
  }
}

void PostgresEventChannel::send(const std::string& channel, const std::string& payload) {
  if (payload.size() <= kMaxInlineMessage) {
    connection_->exec("SELECT pg_notify($1, $2)", channel, "=" + payload);
    return;
  }
  const auto now = std::chrono::steady_clock::now();
  if (now - last_prune_ > kKeepStored) {
    connection_->exec("DELETE FROM bus.events WHERE created_at < now() - interval '1 minute'");
    last_prune_ = now;
  }
  // Autocommit: the row is committed before the notice leaves, so every receiver finds it.
  const auto id = connection_->exec("INSERT INTO bus.events(payload) VALUES($1) RETURNING id", payload).single_int();
  connection_->exec("SELECT pg_notify($1, $2)", channel, "#" + std::to_string(id));
  ++stored_;
}

void PostgresEventChannel::listen(const std::string& channel, OnMessage on_message, OnGap on_gap) {
  auto slot = std::make_shared<Slot>();
  slot->on_message = std::move(on_message);
  slot->on_gap = std::move(on_gap);
  {
    std::lock_guard lock(slots_mutex_);
    slots_.push_back(slot);
  }
  Database& db = db_;
  db_.listener().listen(
      channel, [&db, slot](const Notice& notice) { receive(db, *slot, notice); },
      [slot] {
        std::shared_lock lock(slot->mutex);
        if (slot->open && slot->on_gap) slot->on_gap();
      });
}

void PostgresEventChannel::receive(Database& db, Slot& slot, const Notice& notice) {
  std::shared_lock lock(slot.mutex);
  if (!slot.open || notice.payload.empty()) return;
  if (notice.payload[0] == '=') return slot.on_message(notice.payload.substr(1));
  if (notice.payload[0] != '#') return;
  std::int64_t id = 0;
  const auto* digits = notice.payload.data() + 1;
  const auto* end = notice.payload.data() + notice.payload.size();
  if (std::from_chars(digits, end, id).ptr != end) return;
  std::optional<std::string> stored;
  try {
    stored = db.read([&](Connection& c) -> std::optional<std::string> {
      auto rows = c.exec("SELECT payload FROM bus.events WHERE id = $1", id);
      if (!rows.step()) return std::nullopt;
      return rows.get_text(0);
    });
  } catch (const std::exception& e) {
    spdlog::warn("event channel: stored message {} unreadable: {}", id, e.what());
    return;
  }
  if (!stored) {
    spdlog::warn("event channel: stored message {} is gone (pruned before it was read)", id);
    return;
  }
  slot.on_message(*stored);
}

}  // namespace karyana::store::postgres
