// The exception every SQLite failure becomes, with the extended result code kept so callers
// can tell a constraint violation (duplicate key, failed CHECK) from an I/O problem.
#pragma once

#include <stdexcept>
#include <string>

namespace karyana::store::sqlite {

class Error : public std::runtime_error {
 public:
  Error(int code, const std::string& message) : std::runtime_error(message), code_(code) {}
  int code() const { return code_; }  // extended result code
  int primary_code() const { return code_ & 0xff; }
  bool is_constraint() const { return primary_code() == 19; }                  // SQLITE_CONSTRAINT
  bool is_busy() const { return primary_code() == 5 || primary_code() == 6; }  // BUSY / LOCKED

 private:
  int code_;
};

}  // namespace karyana::store::sqlite
