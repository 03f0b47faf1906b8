// The exception every PostgreSQL failure becomes, with its SQLSTATE kept so the stores can tell
// a refusal (a duplicate key, a failed CHECK, a trigger's RAISE EXCEPTION) from a lost connection,
// and the database can retry a transaction PostgreSQL gave up on (serialization failure, deadlock).
#pragma once

#include <stdexcept>
#include <string>
#include <utility>

namespace karyana::store::postgres {

class Error : public std::runtime_error {
 public:
  // `sqlstate` is empty when the server sent none (the connection broke, libpq failed).
  // `primary` is the server's message alone: for a trigger's RAISE EXCEPTION, its text exactly.
  Error(std::string sqlstate, std::string primary, const std::string& what)
      : std::runtime_error(what), sqlstate_(std::move(sqlstate)), primary_(std::move(primary)) {}

  const std::string& sqlstate() const { return sqlstate_; }
  const std::string& primary_message() const { return primary_; }

  bool is_unique_violation() const { return sqlstate_ == "23505"; }
  bool is_check_violation() const { return sqlstate_ == "23514"; }
  bool is_foreign_key_violation() const { return sqlstate_ == "23503"; }
  bool is_not_null_violation() const { return sqlstate_ == "23502"; }
  // Any integrity constraint (class 23), as sqlite::Error::is_constraint().
  bool is_constraint() const { return sqlstate_.starts_with("23"); }
  bool is_serialization_failure() const { return sqlstate_ == "40001"; }
  bool is_deadlock() const { return sqlstate_ == "40P01"; }
  // The transaction may succeed when run again from the start.
  bool is_retryable() const { return is_serialization_failure() || is_deadlock(); }
  // A trigger or function refused with RAISE EXCEPTION '…' (primary_message() is the text).
  bool is_raise() const { return sqlstate_ == "P0001"; }
  // The connection is gone (class 08, an administrator's termination 57P01, or no SQLSTATE).
  bool is_connection_lost() const {
    return sqlstate_.empty() || sqlstate_.starts_with("08") || sqlstate_ == "57P01" || sqlstate_ == "57P02" ||
           sqlstate_ == "57P03";
  }

 private:
  std::string sqlstate_;
  std::string primary_;
};

}  // namespace karyana::store::postgres
