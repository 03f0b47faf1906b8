// The PostgreSQL OutboxStore: the SQLite store's statements (sqlite_outbox_store.cpp) with the
// same answers — and several instances dispatching at once (issue 20). claim_due takes its rows
// with FOR UPDATE SKIP LOCKED and pushes their next_attempt_at past the lease in the same
// statement: a second claimer running meanwhile skips the rows the first holds instead of waiting
// for them, and once the first commits the rows are no longer due. So each message is claimed by
// one dispatcher per lease, and sent once (docs/decisions.md).
#include "store/postgres/postgres_outbox_store.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/outbox_rows.hpp"
#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

namespace {

using outbox_rows::kColumns;
using outbox_rows::read_message;

}  // namespace

std::string insert_outbox_message(Connection& c, const NewOutboxMessage& message) {
  std::string id = new_id();
  std::string now = now_iso();
  c.exec(
      "INSERT INTO message_outbox(id, channel, recipient, subject, body, kind, created_at, next_attempt_at)"
      " VALUES($1, $2, $3, $4, $5, $6, $7, $7)",
      id, to_string(message.channel), message.to, message.subject, message.body, message.kind, now);
  return id;
}

std::string PostgresOutboxStore::enqueue(const NewOutboxMessage& message) {
  std::string id = db_.write([&](Connection& c) { return insert_outbox_message(c, message); });
  std::lock_guard lock(listener_mutex_);
  if (listener_) listener_();
  return id;
}

std::vector<OutboxMessage> PostgresOutboxStore::claim_due(Clock::time_point now, int limit,
                                                          std::chrono::seconds lease) {
  const std::string now_text = to_iso(now);
  const std::string lease_end = to_iso(now + lease);
  // The oldest due first, as on SQLite; messages due and created in the same millisecond in
  // insertion order (rowid, an identity column here: migration 0005). RETURNING follows no order,
  // so the claimed rows are sorted by their due time before the claim.
  return db_.write([&](Connection& c) {
    std::vector<OutboxMessage> claimed;
    auto rows = c.exec(std::string("WITH due AS (SELECT id, next_attempt_at AS due_at FROM message_outbox") +
                           " WHERE sent_at IS NULL AND next_attempt_at <= $1"
                           " ORDER BY next_attempt_at, created_at, rowid LIMIT $2 FOR UPDATE SKIP LOCKED),"
                           " claimed AS (UPDATE message_outbox m SET next_attempt_at = $3 FROM due"
                           " WHERE m.id = due.id RETURNING due.due_at, m.*)"
                           " SELECT " +
                           kColumns + " FROM claimed ORDER BY due_at, created_at, rowid",
                       now_text, limit, lease_end);
    while (rows.step()) claimed.push_back(read_message(rows));
    return claimed;
  });
}

void PostgresOutboxStore::mark_sent(const std::string& id, Clock::time_point now) {
  db_.write([&](Connection& c) {
    c.exec("UPDATE message_outbox SET sent_at = $2, last_error = NULL, body = '' WHERE id = $1 AND sent_at IS NULL", id,
           to_iso(now));
  });
}

std::int64_t PostgresOutboxStore::blank_sent_bodies() {
  return db_.write([](Connection& c) {
    return static_cast<std::int64_t>(
        c.exec("UPDATE message_outbox SET body = '' WHERE sent_at IS NOT NULL AND body <> ''").affected_rows());
  });
}

void PostgresOutboxStore::mark_failed(const std::string& id, const std::string& error, Clock::time_point now) {
  db_.write([&](Connection& c) {
    auto rows = c.exec("SELECT attempts FROM message_outbox WHERE id = $1 AND sent_at IS NULL FOR UPDATE", id);
    if (!rows.step()) return;
    int attempts = static_cast<int>(rows.get_int(0)) + 1;
    c.exec("UPDATE message_outbox SET attempts = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1", id, attempts,
           error, to_iso(now + outbox_backoff(attempts)));
  });
}

std::optional<OutboxMessage> PostgresOutboxStore::find(const std::string& id) {
  return db_.read([&](Connection& c) -> std::optional<OutboxMessage> {
    auto rows = c.exec(std::string("SELECT ") + kColumns + " FROM message_outbox WHERE id = $1", id);
    if (!rows.step()) return std::nullopt;
    return read_message(rows);
  });
}

std::int64_t PostgresOutboxStore::unsent_count() {
  return db_.read(
      [](Connection& c) { return c.exec("SELECT COUNT(*) FROM message_outbox WHERE sent_at IS NULL").single_int(); });
}

void PostgresOutboxStore::set_enqueue_listener(std::function<void()> listener) {
  std::lock_guard lock(listener_mutex_);
  listener_ = std::move(listener);
}

}  // namespace karyana::store::postgres
