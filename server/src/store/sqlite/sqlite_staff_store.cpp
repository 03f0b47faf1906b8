#include "store/sqlite/sqlite_staff_store.hpp"

#include <boost/json.hpp>

#include "store/clock.hpp"
#include "store/ids.hpp"

namespace karyana::store::sqlite {

namespace {

constexpr const char* kStaffSelect =
    "SELECT u.id, u.email, u.fname, u.lname, u.phone, s.role, s.disabled_at, s.added_by, s.created_at, u.status"
    " FROM staff s JOIN users u ON u.id = s.user_id";

StaffRecord read_staff(const Statement& st) {
  StaffRecord r;
  r.user_id = st.get_text(0);
  r.email = st.get_text(1);
  r.fname = st.get_text(2);
  r.lname = st.get_text(3);
  r.phone = st.get_opt_text(4);
  r.role = st.get_text(5);
  r.disabled_at = st.get_opt_text(6);
  r.added_by = st.get_opt_text(7);
  r.created_at = st.get_text(8);
  r.user_status = st.get_text(9);
  return r;
}

std::int64_t count_enabled_owners(Connection& c) {
  auto st = c.prepare("SELECT count(*) FROM staff WHERE role = 'owner' AND disabled_at IS NULL");
  st.step();
  return st.get_int(0);
}

bool is_enabled_owner(const StaffRecord& r) { return r.role == "owner" && !r.disabled_at; }

std::string json_text(const boost::json::object& o) { return boost::json::serialize(o); }

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
        insert_audit(
            c,
            {actor_id, "staff.add", id, "{}",
             json_text(
                 {{"email", m.email}, {"name", m.fname + (m.lname.empty() ? "" : " " + m.lname)}, {"role", m.role}})},
            now);
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
      if (before->role == role) {
        result.outcome = StaffChangeOutcome::unchanged;
        return result;
      }
      if (is_enabled_owner(*before) && count_enabled_owners(c) <= 1) {
        result.outcome = StaffChangeOutcome::last_owner;
        return result;
      }
      const std::string now = now_iso();
      c.prepare("UPDATE staff SET role = ?2 WHERE user_id = ?1").bind_all(user_id, role).run();
      insert_audit(
          c, {actor_id, "staff.role", user_id, json_text({{"role", before->role}}), json_text({{"role", role}})}, now);
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
      if (before->disabled_at.has_value() == disabled) {
        result.outcome = StaffChangeOutcome::unchanged;
        return result;
      }
      if (disabled && is_enabled_owner(*before) && count_enabled_owners(c) <= 1) {
        result.outcome = StaffChangeOutcome::last_owner;
        return result;
      }
      const std::string now = now_iso();
      c.prepare("UPDATE staff SET disabled_at = ?2 WHERE user_id = ?1")
          .bind_all(user_id, disabled ? std::optional<std::string>(now) : std::nullopt)
          .run();
      insert_audit(c,
                   {actor_id, "staff.disabled", user_id, json_text({{"disabled", !disabled}}),
                    json_text({{"disabled", disabled}})},
                   now);
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
      auto st = c.prepare(
          "SELECT a.id, a.actor_id, trim(coalesce(u.fname, '') || ' ' || coalesce(u.lname, '')), a.action,"
          " a.subject, a.before, a.after, a.created_at"
          " FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id"
          " WHERE (?1 IS NULL OR a.id < ?1) AND (?2 = '' OR a.subject = ?2)"
          " ORDER BY a.id DESC LIMIT ?3");
      st.bind_all(before_id, subject, static_cast<std::int64_t>(limit) + 1);
      while (st.step()) {
        AuditEntryRecord e;
        e.id = st.get_int(0);
        e.actor_id = st.get_opt_text(1);
        e.actor_name = st.get_text(2);
        e.action = st.get_text(3);
        e.subject = st.get_text(4);
        e.before = st.get_text(5);
        e.after = st.get_text(6);
        e.created_at = st.get_text(7);
        page.entries.push_back(std::move(e));
      }
      if (static_cast<int>(page.entries.size()) > limit) {
        page.entries.pop_back();
        page.next_before_id = page.entries.back().id;
      }
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
