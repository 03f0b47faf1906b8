// What other PostgreSQL stores need from the outbox (as sqlite_outbox_store.hpp gives the SQLite
// ones): queueing a message inside the caller's transaction.
#pragma once

#include <string>

#include "store/outbox_store.hpp"
#include "store/postgres/connection.hpp"

namespace karyana::store::postgres {

// Inserts a message inside the caller's transaction (so it commits with the change that caused
// it) and returns its id. The dispatcher finds it on its next poll.
std::string insert_outbox_message(Connection& c, const NewOutboxMessage& message);

}  // namespace karyana::store::postgres
