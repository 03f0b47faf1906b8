// The fields a search hit shows, read fresh from the store for the page's products only
// (stock and pictures change without a snapshot rebuild): store::SearchRows::hit_rows().
#pragma once

#include "store/search_rows.hpp"

namespace karyana::search {

using HitAttribute = store::SearchHitAttribute;
using HitRow = store::SearchHitRow;

}  // namespace karyana::search
