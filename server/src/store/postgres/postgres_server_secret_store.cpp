#include "store/postgres/postgres_server_secret_store.hpp"

namespace karyana::store::postgres {

std::optional<std::string> PostgresServerSecretStore::get(const std::string& name) {
  return db_.read([&](Connection& c) -> std::optional<std::string> {
    auto rows = c.exec("SELECT value FROM server_secrets WHERE name = $1", name);
    if (!rows.step()) return std::nullopt;
    return rows.get_text(0);
  });
}

// SERIALIZABLE: when another process inserted the row after this transaction's snapshot, the
// INSERT waits for it and fails with a serialization failure, and write() runs the body again,
// which then reads that process's value.
std::string PostgresServerSecretStore::get_or_create(const std::string& name, const std::string& candidate) {
  return db_.write([&](Connection& c) {
    c.exec("INSERT INTO server_secrets(name, value) VALUES($1, $2) ON CONFLICT (name) DO NOTHING", name, candidate);
    auto rows = c.exec("SELECT value FROM server_secrets WHERE name = $1", name);
    rows.step();
    return rows.get_text(0);
  });
}

}  // namespace karyana::store::postgres
