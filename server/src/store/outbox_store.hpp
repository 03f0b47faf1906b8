// The message outbox (table message_outbox): SMS and e-mail waiting to be delivered.
//
// enqueue() is a store write: called inside a caller's db.write() on the same thread it joins
// that transaction (as a savepoint), so the message commits or rolls back with the change that
// caused it; called alone it commits on its own. The dispatcher (notify/dispatcher.hpp) then
// claims due messages, sends them and marks them sent, or failed with a backoff.
// Nothing is ever deleted here: a message stays until it is sent, and stays afterwards too,
// but without its body: codes ("Your Karyana password reset code is 245814") are stored hashed
// elsewhere, and a sent message's text is blanked so the table does not keep them in clear.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace karyana::store {

enum class MessageChannel { sms, email };

// "sms" / "email", as stored.
std::string_view to_string(MessageChannel channel);
// nullopt for anything else.
std::optional<MessageChannel> parse_message_channel(std::string_view text);

struct NewOutboxMessage {
  MessageChannel channel = MessageChannel::sms;
  std::string to;       // phone number (canonical form) or e-mail address
  std::string subject;  // e-mail only; empty for SMS
  std::string body;
  std::string kind;  // what it is for, e.g. "phone_code", "password_reset" (not shown to anyone)
};

struct OutboxMessage {
  std::string id;
  MessageChannel channel = MessageChannel::sms;
  std::string to;
  std::string subject;
  std::string body;
  std::string kind;
  std::string created_at;       // ISO text (store/clock.hpp)
  int attempts = 0;             // failed sends so far
  std::string next_attempt_at;  // ISO text
  std::optional<std::string> sent_at;
  std::optional<std::string> last_error;
};

// Delay before the next try after `attempts` failed sends: 5 s, 10 s, 20 s, … at most 15 min.
std::chrono::seconds outbox_backoff(int attempts);

class OutboxStore {
 public:
  using Clock = std::chrono::system_clock;
  virtual ~OutboxStore() = default;

  // Adds a pending message, due at once; returns its id.
  virtual std::string enqueue(const NewOutboxMessage& message) = 0;

  // Atomically takes up to `limit` unsent messages due at `now` (oldest due first) and pushes
  // their next_attempt_at to now + lease, so no other worker takes them meanwhile. A worker that
  // dies mid-send loses nothing: the message is due again when the lease runs out.
  virtual std::vector<OutboxMessage> claim_due(Clock::time_point now, int limit, std::chrono::seconds lease) = 0;

  // Delivered: sets sent_at and blanks the body; the message is never claimed again.
  virtual void mark_sent(const std::string& id, Clock::time_point now) = 0;

  // Blanks the bodies of messages already sent (rows marked sent before bodies were blanked);
  // returns how many.
  virtual std::int64_t blank_sent_bodies() = 0;

  // Not delivered: attempts + 1, last_error, next_attempt_at = now + outbox_backoff(attempts + 1).
  virtual void mark_failed(const std::string& id, const std::string& error, Clock::time_point now) = 0;

  virtual std::optional<OutboxMessage> find(const std::string& id) = 0;
  // Unsent messages, due or not.
  virtual std::int64_t unsent_count() = 0;

  // Called after every enqueue() (possibly before the caller's transaction commits: a listener
  // that claims will wait on the writer lock until it does). One listener; empty to remove.
  virtual void set_enqueue_listener(std::function<void()> listener) = 0;
};

}  // namespace karyana::store
