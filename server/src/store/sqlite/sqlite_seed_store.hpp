// The SQLite implementation of SeedStore: INSERT … ON CONFLICT DO NOTHING into the tables of
// migrations 0002–0005, each statement prepared once per connection.
#pragma once

#include <memory>

#include "store/seed_writer.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<SeedStore> make_sqlite_seed_store(Database& db);

}  // namespace karyana::store::sqlite
