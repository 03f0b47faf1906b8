// The SQLite OutboxStore over the message_outbox table (migration 0005).
#pragma once

#include <memory>
#include <string>

#include "store/outbox_store.hpp"

namespace karyana::store::sqlite {

class Database;
class Connection;

std::unique_ptr<OutboxStore> make_sqlite_outbox_store(Database& db);

// Inserts a message inside the caller's transaction (so it commits with the change that caused
// it) and returns its id. The dispatcher finds it on its next poll.
std::string insert_outbox_message(Connection& c, const NewOutboxMessage& message);

}  // namespace karyana::store::sqlite
