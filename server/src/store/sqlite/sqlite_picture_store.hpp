// The SQLite implementation of PictureStore (products.picture, product_gallery, the category
// picture columns; the uploads table of migration 0005).
#pragma once

#include <memory>

#include "store/picture_store.hpp"
#include "store/sqlite/database.hpp"

namespace karyana::store::sqlite {

std::unique_ptr<PictureStore> make_sqlite_picture_store(Database& db);

}  // namespace karyana::store::sqlite
