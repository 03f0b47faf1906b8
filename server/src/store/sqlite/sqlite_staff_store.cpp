#include "store/sqlite/sqlite_staff_store.hpp"

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/staff_rows.hpp"

namespace karyana::store::sqlite {

namespace {

using staff_rows::kStaffSelect;
using staff_rows::read_staff;

std::int64_t count_enabled_owners(Connection& c) {
  auto st = c.prepare("SELECT count(*) FROM staff WHERE role = 'owner' AND disabled_at IS NULL");
  st.step();
  return st.get_int(0);
}

class SqliteStaffStore final : public StaffStore {
 public:
  explicit SqliteStaffStore(Database& db) : db_(db) {}

  std::optional<StaffRecord> add_member(const NewStaffMember& m, const std::string& actor_id) override {
    try {
      return db_.write([&](Connection& c) -> std::optional<StaffRecord> {
        auto taken = c.prepare("SELECT 1 FROM users WHERE email = ?1");
        taken.bind(1, m.email);
        if (taken.step()) return std::nullopt;
        taken.reset();
        const std::string id = new_id();
        const std::string now = now_iso();
        c.prepare(
             "INSERT INTO users(id, email, password_hash, fname, lname, phone, type, created_at, updated_at)"
             " VALUES(?1, ?2, ?3, ?4, ?5, ?6, 'staff', ?7, ?7)")
            .bind_all(id, m.email, m.password_hash, m.fname, m.lname, m.phone, now)
            .run();
        c.prepare("INSERT INTO staff(user_id, role, added_by, created_at) VALUES(?1, ?2, ?3, ?4)")
            .bind_all(id, m.role, actor_id.empty() ? std::optional<std::string>() : actor_id, now)
            .run();
        insert_audit(c, staff_rows::staff_added_audit(actor_id, id, m), now);
        return load_staff(c, id);
      });
    } catch (const Error& e) {
      if (e.is_constraint()) return std::nullopt;  // the e-mail was taken meanwhile
      throw;
    }
  }

  std::optional<StaffRecord> find(const std::string& user_id) override {
    return db_.read([&](Connection& c) { return load_staff(c, user_id); });
  }

  std::vector<StaffRecord> list(const std::string& role) override {
    return db_.read([&](Connection& c) {
      std::vector<StaffRecord> out;
      auto st = c.prepare(std::string(kStaffSelect) + " WHERE (?1 = '' OR s.role = ?1) ORDER BY s.created_at, s.rowid");
      st.bind(1, role);
      while (st.step()) out.push_back(read_staff(st));
      return out;
    });
  }

  StaffChangeResult set_role(const std::string& actor_id, const std::string& user_id,
                             const std::string& role) override {
    return db_.write([&](Connection& c) {
      StaffChangeResult result;
      auto before = load_staff(c, user_id);
      if (!before) return result;
      result.member = before;
      if (auto refused = staff_rows::refuse_role(*before, role, [&] { return count_enabled_owners(c); })) {
        result.outcome = *refused;
        return result;
      }
      const std::string now = now_iso();
      c.prepare("UPDATE staff SET role = ?2 WHERE user_id = ?1").bind_all(user_id, role).run();
      insert_audit(c, staff_rows::staff_role_audit(actor_id, user_id, before->role, role), now);
      result.outcome = StaffChangeOutcome::changed;
      result.member = load_staff(c, user_id);
      return result;
    });
  }

  StaffChangeResult set_disabled(const std::string& actor_id, const std::string& user_id, bool disabled) override {
    return db_.write([&](Connection& c) {
      StaffChangeResult result;
      auto before = load_staff(c, user_id);
      if (!before) return result;
      result.member = before;
      if (auto refused = staff_rows::refuse_disabled(*before, disabled, [&] { return count_enabled_owners(c); })) {
        result.outcome = *refused;
        return result;
      }
      const std::string now = now_iso();
      c.prepare("UPDATE staff SET disabled_at = ?2 WHERE user_id = ?1")
          .bind_all(user_id, disabled ? std::optional<std::string>(now) : std::nullopt)
          .run();
      insert_audit(c, staff_rows::staff_disabled_audit(actor_id, user_id, disabled), now);
      result.outcome = StaffChangeOutcome::changed;
      result.member = load_staff(c, user_id);
      return result;
    });
  }

  std::int64_t enabled_owners() override {
    return db_.read([](Connection& c) { return count_enabled_owners(c); });
  }

 private:
  Database& db_;
};

class SqliteAuditStore final : public AuditStore {
 public:
  explicit SqliteAuditStore(Database& db) : db_(db) {}

  void append(const NewAuditEntry& entry) override {
    db_.write([&](Connection& c) { insert_audit(c, entry, now_iso()); });
  }

  AuditPageRecord page(int first, std::optional<std::int64_t> before_id, const std::string& subject) override {
    return db_.read([&](Connection& c) {
      AuditPageRecord page;
      const int limit = first < 1 ? 1 : first;
      auto st = c.prepare(std::string(staff_rows::kAuditSelect) +
                          " WHERE (?1 IS NULL OR a.id < ?1) AND (?2 = '' OR a.subject = ?2)"
                          " ORDER BY a.id DESC LIMIT ?3");
      st.bind_all(before_id, subject, static_cast<std::int64_t>(limit) + 1);
      while (st.step()) page.entries.push_back(staff_rows::read_audit_entry(st));
      staff_rows::finish_audit_page(page, limit);
      return page;
    });
  }

 private:
  Database& db_;
};

}  // namespace

void insert_audit(Connection& c, const NewAuditEntry& e, const std::string& now) {
  c.prepare(
       "INSERT INTO audit_log(actor_id, action, subject, before, after, created_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6)")
      .bind_all(e.actor_id.empty() ? std::optional<std::string>() : e.actor_id, e.action, e.subject, e.before, e.after,
                now)
      .run();
}

std::optional<StaffRecord> load_staff(Connection& c, const std::string& user_id) {
  auto st = c.prepare(std::string(kStaffSelect) + " WHERE s.user_id = ?1");
  st.bind(1, user_id);
  if (!st.step()) return std::nullopt;
  return read_staff(st);
}

std::unique_ptr<StaffStore> make_sqlite_staff_store(Database& db) { return std::make_unique<SqliteStaffStore>(db); }
std::unique_ptr<AuditStore> make_sqlite_audit_store(Database& db) { return std::make_unique<SqliteAuditStore>(db); }

}  // namespace karyana::store::sqlite
