// Plain SQL on the database behind a StoreBackendTest's stores, whichever engine it is: for test
// fixtures (rows no store interface writes: users, products, vouchers…) and for checking counts
// afterwards. The SQL must read the same on SQLite and PostgreSQL (literals, no placeholders).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

#include "store/postgres/postgres_stores.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"

namespace karyana::test {

inline void exec_sql(store::Stores& stores, const std::string& sql) {
  if (auto* pg = store::postgres::postgres_database(stores)) {
    pg->write([&](store::postgres::Connection& c) { c.exec_script(sql); });
    return;
  }
  store::sqlite::sqlite_database(stores)->write([&](store::sqlite::Connection& c) { c.exec(sql); });
}

// The first column of the first row, as an integer.
inline std::int64_t query_int(store::Stores& stores, const std::string& sql) {
  if (auto* pg = store::postgres::postgres_database(stores))
    return pg->read([&](store::postgres::Connection& c) { return c.exec(sql).single_int(); });
  return store::sqlite::sqlite_database(stores)->read([&](store::sqlite::Connection& c) {
    auto st = c.prepare(sql);
    if (!st.step()) throw std::runtime_error("no row: " + sql);
    return st.get_int(0);
  });
}

}  // namespace karyana::test
