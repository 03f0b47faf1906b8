// Shared set-up for the auth tests: a migrated SQLite file in a temp folder, the account
// store on it, and a clock the test moves by hand.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <string>

#include "../store/temp_dir.hpp"
#include "auth/clock.hpp"
#include "auth/password.hpp"
#include "store/account_store.hpp"
#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_account_store.hpp"

namespace karyana::test {

// Starts at a fixed instant; thread-safe so concurrent tests can read it.
class ManualClock {
 public:
  ManualClock() : ms_(1'767'225'600'000) {}  // 2026-01-01T00:00:00Z
  auth::TimePoint now() const { return auth::TimePoint(std::chrono::milliseconds(ms_.load())); }
  void advance(std::chrono::milliseconds by) { ms_ += by.count(); }
  auth::Clock clock() {
    return [this] { return now(); };
  }

 private:
  std::atomic<std::int64_t> ms_;
};

class AccountsFixture {
 public:
  explicit AccountsFixture(const std::string& name)
      : dir_(name), db_(std::make_unique<store::sqlite::Database>(dir_.file("store.sqlite3"))) {
    store::migrations::migrate(*db_);
    accounts_ = store::sqlite::make_sqlite_account_store(*db_);
  }

  store::AccountStore& accounts() { return *accounts_; }
  store::sqlite::Database& db() { return *db_; }
  const TempDir& dir() const { return dir_; }

  // A user with a cheap placeholder hash (tests that need a real one hash it themselves).
  store::UserRecord make_user(const std::string& email, const std::string& phone = "03001234567") {
    store::NewUser user;
    user.email = email;
    user.password_hash = "$placeholder$";
    user.fname = "Ayesha";
    user.phone = phone;
    return *accounts_->create_user(user);
  }

  std::int64_t count(const std::string& sql) {
    return db_->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare(sql);
      st.step();
      return st.get_int(0);
    });
  }

 private:
  TempDir dir_;
  std::unique_ptr<store::sqlite::Database> db_;
  std::unique_ptr<store::AccountStore> accounts_;
};

}  // namespace karyana::test
