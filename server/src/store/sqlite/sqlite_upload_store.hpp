// The SQLite implementation of UploadStore (table `uploads` of migration 0005_platform).
#pragma once

#include <memory>

#include "store/sqlite/database.hpp"
#include "store/upload_store.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<UploadStore> make_sqlite_upload_store(Database& db);

}  // namespace karyana::store::sqlite
