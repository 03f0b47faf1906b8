// Reading outbox messages from a row, whatever the engine (SQLite's Statement, PostgreSQL's
// Result): one column list and one mapping for both outbox stores (issue 20).
#pragma once

#include "store/outbox_store.hpp"

namespace karyana::store::outbox_rows {

inline constexpr const char* kColumns =
    "id, channel, recipient, subject, body, kind, created_at, attempts, next_attempt_at, sent_at, last_error";

template <class Row>
OutboxMessage read_message(const Row& row) {
  OutboxMessage m;
  m.id = row.get_text(0);
  // The table's CHECK allows only these two values.
  m.channel = parse_message_channel(row.get_text(1)).value_or(MessageChannel::sms);
  m.to = row.get_text(2);
  m.subject = row.get_text(3);
  m.body = row.get_text(4);
  m.kind = row.get_text(5);
  m.created_at = row.get_text(6);
  m.attempts = static_cast<int>(row.get_int(7));
  m.next_attempt_at = row.get_text(8);
  m.sent_at = row.get_opt_text(9);
  m.last_error = row.get_opt_text(10);
  return m;
}

}  // namespace karyana::store::outbox_rows
