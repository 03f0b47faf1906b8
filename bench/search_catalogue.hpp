// A large catalogue for search benchmarks: the demo store plus synthetic products made from
// its product lines (other brands, pack variants, spread prices, ratings and dates), so text,
// facets and sorts behave like a real store of that size.
#pragma once

#include <string>

namespace karyana::store::sqlite {
class Database;
}

namespace karyana::bench {

// Adds products until the store holds `total` (inside one transaction); returns how many were
// added. The store must hold the demo catalogue already.
int add_synthetic_products(store::sqlite::Database& db, int total);

// A fresh data folder at `data_dir`: migrated, demo store seeded (images drawn into
// <data_dir>/media unless `images` is false), then grown to `total` products. Prints a summary.
void make_data_dir(const std::string& data_dir, int total, bool images);

}  // namespace karyana::bench
