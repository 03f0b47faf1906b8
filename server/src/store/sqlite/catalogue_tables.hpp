// Which SQLite tables the public catalogue answers read (catalogue, content, settings and search
// SQL), so the store can bump its CatalogueVersion after a commit that changed one of them.
#pragma once

#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

// True when a committed write changed a table a cacheable catalogue answer reads, or changed rows
// SQLite could not name (`unknown`).
bool changes_catalogue(const ChangedTables& changes);

}  // namespace karyana::store::sqlite
