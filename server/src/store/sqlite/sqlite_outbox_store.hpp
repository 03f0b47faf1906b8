// The SQLite OutboxStore over the message_outbox table (migration 0005).
#pragma once

#include <memory>

#include "store/outbox_store.hpp"

namespace karyana::store::sqlite {

class Database;

std::unique_ptr<OutboxStore> make_sqlite_outbox_store(Database& db);

}  // namespace karyana::store::sqlite
