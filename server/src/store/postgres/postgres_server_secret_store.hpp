// The PostgreSQL implementation of ServerSecretStore (table `server_secrets` of migration
// 0003_server_secrets).
#pragma once

#include <optional>
#include <string>

#include "store/postgres/database.hpp"
#include "store/server_secret_store.hpp"

namespace karyana::store::postgres {

class PostgresServerSecretStore final : public ServerSecretStore {
 public:
  explicit PostgresServerSecretStore(Database& db) : db_(db) {}
  std::optional<std::string> get(const std::string& name) override;
  std::string get_or_create(const std::string& name, const std::string& candidate) override;

 private:
  Database& db_;
};

}  // namespace karyana::store::postgres
