#include "store/sqlite/sqlite_outbox_store.hpp"

#include <algorithm>
#include <mutex>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/outbox_rows.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store {

// The channel helpers and the backoff belong to store/outbox_store.hpp; they live here because
// this is the outbox's only .cpp in the store room.
std::string_view to_string(MessageChannel channel) { return channel == MessageChannel::email ? "email" : "sms"; }

std::optional<MessageChannel> parse_message_channel(std::string_view text) {
  if (text == "sms") return MessageChannel::sms;
  if (text == "email") return MessageChannel::email;
  return std::nullopt;
}

std::chrono::seconds outbox_backoff(int attempts) {
  constexpr std::chrono::seconds first{5};
  constexpr std::chrono::seconds cap{15 * 60};
  if (attempts <= 1) return first;
  // 5 s · 2^(attempts-1); past 2^8 it is over the cap anyway (and the shift stays small).
  int doublings = std::min(attempts - 1, 8);
  return std::min(first * (1 << doublings), cap);
}

}  // namespace karyana::store

namespace karyana::store::sqlite {

namespace {

using outbox_rows::kColumns;
using outbox_rows::read_message;

}  // namespace

std::string insert_outbox_message(Connection& c, const NewOutboxMessage& message) {
  std::string id = new_id();
  std::string now = now_iso();
  c.prepare(
       "INSERT INTO message_outbox(id, channel, recipient, subject, body, kind, created_at, next_attempt_at)"
       " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7)")
      .bind_all(id, to_string(message.channel), message.to, message.subject, message.body, message.kind, now)
      .run();
  return id;
}

namespace {

class SqliteOutboxStore final : public OutboxStore {
 public:
  explicit SqliteOutboxStore(Database& db) : db_(db) {}

  std::string enqueue(const NewOutboxMessage& message) override {
    std::string id = db_.write([&](Connection& c) { return insert_outbox_message(c, message); });
    notify_listener();
    return id;
  }

  std::vector<OutboxMessage> claim_due(Clock::time_point now, int limit, std::chrono::seconds lease) override {
    std::string now_text = to_iso(now);
    std::string lease_end = to_iso(now + lease);
    // One write transaction (BEGIN IMMEDIATE): select and push back together, so two workers
    // never take the same message.
    return db_.write([&](Connection& c) {
      std::vector<OutboxMessage> claimed;
      {
        auto st = c.prepare(std::string("SELECT ") + kColumns +
                            " FROM message_outbox WHERE sent_at IS NULL AND next_attempt_at <= ?1"
                            " ORDER BY next_attempt_at, created_at, rowid LIMIT ?2");
        st.bind_all(now_text, limit);
        while (st.step()) claimed.push_back(read_message(st));
      }
      for (auto& m : claimed) {
        c.prepare("UPDATE message_outbox SET next_attempt_at = ?2 WHERE id = ?1").bind_all(m.id, lease_end).run();
        m.next_attempt_at = lease_end;
      }
      return claimed;
    });
  }

  void mark_sent(const std::string& id, Clock::time_point now) override {
    db_.write([&](Connection& c) {
      c.prepare(
           "UPDATE message_outbox SET sent_at = ?2, last_error = NULL, body = '' WHERE id = ?1 AND sent_at IS NULL")
          .bind_all(id, to_iso(now))
          .run();
    });
  }

  std::int64_t blank_sent_bodies() override {
    return db_.write([](Connection& c) {
      c.prepare("UPDATE message_outbox SET body = '' WHERE sent_at IS NOT NULL AND body <> ''").run();
      return static_cast<std::int64_t>(c.changes());
    });
  }

  void mark_failed(const std::string& id, const std::string& error, Clock::time_point now) override {
    db_.write([&](Connection& c) {
      auto st = c.prepare("SELECT attempts FROM message_outbox WHERE id = ?1 AND sent_at IS NULL");
      st.bind(1, id);
      if (!st.step()) return;
      int attempts = static_cast<int>(st.get_int(0)) + 1;
      c.prepare("UPDATE message_outbox SET attempts = ?2, last_error = ?3, next_attempt_at = ?4 WHERE id = ?1")
          .bind_all(id, attempts, error, to_iso(now + outbox_backoff(attempts)))
          .run();
    });
  }

  std::optional<OutboxMessage> find(const std::string& id) override {
    return db_.read([&](Connection& c) -> std::optional<OutboxMessage> {
      auto st = c.prepare(std::string("SELECT ") + kColumns + " FROM message_outbox WHERE id = ?1");
      st.bind(1, id);
      if (!st.step()) return std::nullopt;
      return read_message(st);
    });
  }

  std::int64_t unsent_count() override {
    return db_.read([](Connection& c) {
      auto st = c.prepare("SELECT COUNT(*) FROM message_outbox WHERE sent_at IS NULL");
      st.step();
      return st.get_int(0);
    });
  }

  void set_enqueue_listener(std::function<void()> listener) override {
    std::lock_guard lock(listener_mutex_);
    listener_ = std::move(listener);
  }

 private:
  void notify_listener() {
    std::lock_guard lock(listener_mutex_);
    if (listener_) listener_();
  }

  Database& db_;
  std::mutex listener_mutex_;
  std::function<void()> listener_;
};

}  // namespace

std::unique_ptr<OutboxStore> make_sqlite_outbox_store(Database& db) { return std::make_unique<SqliteOutboxStore>(db); }

}  // namespace karyana::store::sqlite
