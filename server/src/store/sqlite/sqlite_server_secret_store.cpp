#include "store/sqlite/sqlite_server_secret_store.hpp"

namespace karyana::store::sqlite {

namespace {

class SqliteServerSecretStore final : public ServerSecretStore {
 public:
  explicit SqliteServerSecretStore(Database& db) : db_(db) {}

  std::optional<std::string> get(const std::string& name) override {
    return db_.read([&](Connection& c) -> std::optional<std::string> {
      auto st = c.prepare("SELECT value FROM server_secrets WHERE name = ?1");
      st.bind(1, name);
      if (!st.step()) return std::nullopt;
      return st.get_text(0);
    });
  }

  // BEGIN IMMEDIATE takes the file's write lock first: a second process waits (busy timeout), then
  // finds the row and reads it.
  std::string get_or_create(const std::string& name, const std::string& candidate) override {
    return db_.write([&](Connection& c) {
      c.prepare("INSERT INTO server_secrets(name, value) VALUES(?1, ?2) ON CONFLICT(name) DO NOTHING")
          .bind_all(name, candidate)
          .run();
      auto st = c.prepare("SELECT value FROM server_secrets WHERE name = ?1");
      st.bind(1, name);
      st.step();
      return st.get_text(0);
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<ServerSecretStore> make_sqlite_server_secret_store(Database& db) {
  return std::make_unique<SqliteServerSecretStore>(db);
}

}  // namespace karyana::store::sqlite
