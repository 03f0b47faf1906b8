// The SQLite implementation of ContentStore (pages, page settings, banner groups, offers).
#pragma once

#include <memory>

#include "store/content_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<ContentStore> make_sqlite_content_store(Database& db);

}  // namespace karyana::store::sqlite
