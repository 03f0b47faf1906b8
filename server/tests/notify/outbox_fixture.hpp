// A migrated SQLite database in a temp dir with the outbox store over it.
#pragma once

#include <memory>

#include "../store/temp_dir.hpp"
#include "store/migrations/migrations.hpp"
#include "store/outbox_store.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_outbox_store.hpp"

namespace karyana::test {

struct OutboxFixture {
  TempDir dir{"notify"};
  store::sqlite::Database db{dir.file("store.sqlite3")};
  std::unique_ptr<store::OutboxStore> outbox = [this] {
    store::migrations::migrate(db);
    return store::sqlite::make_sqlite_outbox_store(db);
  }();

  std::string sms(const std::string& to, const std::string& body) {
    return outbox->enqueue({store::MessageChannel::sms, to, "", body, "phone_code"});
  }
  std::string email(const std::string& to, const std::string& subject, const std::string& body) {
    return outbox->enqueue({store::MessageChannel::email, to, subject, body, "password_reset"});
  }
};

}  // namespace karyana::test
