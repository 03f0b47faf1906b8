// Slugs made from a title stay unique per table: the first of base, base-2, base-3 …
// (domain::numbered_slug) that the table does not use yet. Shared by the console's product,
// category and page writes.
#pragma once

#include <optional>
#include <string>

#include "store/sqlite/connection.hpp"

namespace karyana::store::sqlite {

// `used_sql` finds a row with slug ?1 other than the row ?2 (empty for a new one). nullopt when
// `base` and its first hundred numbered forms are all taken.
std::optional<std::string> first_free_slug(Connection& c, const char* used_sql, const std::string& base,
                                           const std::string& own_id);

}  // namespace karyana::store::sqlite
