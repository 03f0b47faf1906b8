// Secrets the server keeps for itself in the database (issue 20): today the auth master key, from
// which auth/keys.hpp derives the token signing and code hashing keys. Kept in the database so that
// every instance on one database signs and checks with the same key. A private table
// (`server_secrets`), never the public `settings` that GraphQL reads.
#pragma once

#include <optional>
#include <string>

namespace karyana::store {

class ServerSecretStore {
 public:
  virtual ~ServerSecretStore() = default;
  // The secret named `name`, if there is one.
  virtual std::optional<std::string> get(const std::string& name) = 0;
  // The secret named `name`, storing `candidate` first when there is none: insert-if-absent and the
  // read in one write transaction, so whoever creates it first wins and every caller, in any
  // process, gets the same value back.
  virtual std::string get_or_create(const std::string& name, const std::string& candidate) = 0;
};

}  // namespace karyana::store
