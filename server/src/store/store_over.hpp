// The base of the stores written once for both engines (issue 20; store/engine_*_store.hpp): the
// interface `Interface` over the database of the engine whose statements `Sql` hands in
// (Sql::Database), and that database's read and write transactions.
#pragma once

#include <utility>

namespace karyana::store {

template <class Sql, class Interface>
class StoreOver : public Interface {
 public:
  explicit StoreOver(typename Sql::Database& db) : db_(db) {}

 protected:
  // `fn(connection)` in a read snapshot / in one write transaction, its answer returned.
  template <class F>
  auto read(F&& fn) {
    return db_.read(std::forward<F>(fn));
  }
  template <class F>
  auto write(F&& fn) {
    return db_.write(std::forward<F>(fn));
  }

 private:
  typename Sql::Database& db_;
};

}  // namespace karyana::store
