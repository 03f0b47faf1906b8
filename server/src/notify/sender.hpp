// A sender delivers one outbox message (SMS or e-mail) and throws on failure; the dispatcher
// then keeps the message and retries it later.
#pragma once

#include <stdexcept>
#include <string>

#include "store/outbox_store.hpp"

namespace karyana::notify {

using Message = store::OutboxMessage;
using store::MessageChannel;

// What a sender throws when a message was not delivered (any std::exception counts as failure).
class SendError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Sender {
 public:
  virtual ~Sender() = default;
  // Safe to call from several threads.
  virtual void send(const Message& message) = 0;
};

}  // namespace karyana::notify
