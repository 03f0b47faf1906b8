// Categories, customers and pages written by the console on SQLite: its statements, run by
// ContentAdminStoreOver (store/engine_content_admin_store.hpp). One writer: a row a write reads
// stays unchanged till its COMMIT, so `lock` asks for nothing here.
#include "store/sqlite/sqlite_content_admin_store.hpp"

#include <map>
#include <string>

#include "store/content_admin_rows.hpp"
#include "store/engine_content_admin_store.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

using content_admin_rows::kCategorySelect;
using content_admin_rows::kCustomerSelect;
using content_admin_rows::kPageSelect;
using content_admin_rows::read_admin_category;
using content_admin_rows::read_admin_page;
using content_admin_rows::read_customer;

std::optional<std::string> unless_empty(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

bool any_row(Connection& c, const char* sql, const std::string& slug, const std::string& id) {
  auto st = c.prepare(sql);
  st.bind_all(slug, id);
  return st.step();
}

// The statements ContentAdminStoreOver runs.
struct ContentAdminSql : AuditSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;

  static std::vector<AdminCategory> categories_in_order(Connection& c) {
    std::vector<AdminCategory> sorted;
    auto st = c.prepare(kCategorySelect + " ORDER BY c.sort_order, c.title, c.id");
    while (st.step()) sorted.push_back(read_admin_category(st));
    return sorted;
  }
  static std::optional<AdminCategory> load_category(Connection& c, const std::string& id, bool /*lock*/) {
    auto st = c.prepare(kCategorySelect + " WHERE c.id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return read_admin_category(st);
  }
  static bool category_slug_used(Connection& c, const std::string& slug, const std::string& id) {
    return any_row(c, "SELECT 1 FROM product_categories WHERE slug = ?1 AND id <> ?2", slug, id);
  }
  static bool page_slug_used(Connection& c, const std::string& slug, const std::string& id) {
    return any_row(c, "SELECT 1 FROM pages WHERE slug = ?1 AND id <> ?2", slug, id);
  }
  static std::map<std::string, std::string> parents(Connection& c) {
    std::map<std::string, std::string> out;
    auto st = c.prepare("SELECT id, coalesce(parent_cat_id, '') FROM product_categories");
    while (st.step()) out[st.get_text(0)] = st.get_text(1);
    return out;
  }
  static std::vector<std::string> siblings(Connection& c, const std::string& parent) {
    std::vector<std::string> out;
    auto st = c.prepare(
        "SELECT id FROM product_categories WHERE coalesce(parent_cat_id, '') = ?1 ORDER BY sort_order, title, id");
    st.bind(1, parent);
    while (st.step()) out.push_back(st.get_text(0));
    return out;
  }
  static void renumber(Connection& c, const std::vector<std::string>& ids) {
    auto st = c.prepare("UPDATE product_categories SET sort_order = ?2 WHERE id = ?1 AND sort_order <> ?2");
    for (std::size_t i = 0; i < ids.size(); ++i) {
      st.bind_all(ids[i], static_cast<std::int64_t>(i)).run();
      st.reset();
    }
  }
  static std::int64_t next_sort_order(Connection& c, const std::string& parent) {
    auto st = c.prepare(
        "SELECT coalesce(max(sort_order) + 1, 0) FROM product_categories WHERE coalesce(parent_cat_id, '') = ?1");
    st.bind(1, parent);
    st.step();
    return st.get_int(0);
  }
  static void insert_category(Connection& c, const std::string& id, const CategoryWrite& w, const std::string& slug,
                              std::int64_t sort_order, const std::string& now) {
    c.prepare(
         "INSERT INTO product_categories(id, title, slug, status, parent_cat_id, sort_order, version,"
         " created_at, updated_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, 1, ?7, ?7)")
        .bind_all(id, w.title, slug, w.status, unless_empty(w.parent_id), sort_order, now)
        .run();
  }
  static void update_category(Connection& c, const std::string& id, const CategoryWrite& w, const std::string& slug,
                              std::int64_t sort_order, const std::string& now) {
    c.prepare(
         "UPDATE product_categories SET title = ?2, slug = ?3, status = ?4, parent_cat_id = ?5,"
         " sort_order = ?6, version = version + 1, updated_at = ?7 WHERE id = ?1")
        .bind_all(id, w.title, slug, w.status, unless_empty(w.parent_id), sort_order, now)
        .run();
  }
  static void set_parent(Connection& c, const std::string& id, const std::string& parent_id, const std::string& now) {
    c.prepare("UPDATE product_categories SET parent_cat_id = ?2, version = version + 1, updated_at = ?3 WHERE id = ?1")
        .bind_all(id, unless_empty(parent_id), now)
        .run();
  }
  static CustomerPage customers(Connection& c, const std::string& search, std::int64_t page, std::int64_t limit) {
    // instr on lower() finds the part anywhere without LIKE's wildcards.
    const std::string where =
        " AND (?1 = '' OR instr(lower(u.fname || ' ' || u.lname), lower(?1)) > 0"
        " OR instr(coalesce(u.phone, ''), ?1) > 0 OR instr(lower(u.email), lower(?1)) > 0)";
    CustomerPage out;
    {
      auto st = c.prepare(
          "SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM staff s WHERE s.user_id = u.id)" + where);
      st.bind(1, search);
      st.step();
      out.total = st.get_int(0);
    }
    auto st =
        c.prepare(std::string(kCustomerSelect) + where + " ORDER BY u.created_at DESC, u.id DESC LIMIT ?2 OFFSET ?3");
    st.bind_all(search, limit, (page - 1) * limit);
    while (st.step()) out.customers.push_back(read_customer(st));
    return out;
  }
  static std::optional<CustomerRow> load_customer(Connection& c, const std::string& id, bool /*lock*/) {
    auto st = c.prepare(std::string(kCustomerSelect) + " AND u.id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return read_customer(st);
  }
  static std::vector<CustomerOrderRow> customer_orders(Connection& c, const std::string& id) {
    std::vector<CustomerOrderRow> out;
    auto st = c.prepare(
        "SELECT id, serial, created_at, status, grand_total FROM orders WHERE customer_id = ?1"
        " ORDER BY created_at DESC, id DESC");
    st.bind(1, id);
    while (st.step()) out.push_back(content_admin_rows::read_customer_order(st));
    return out;
  }
  static void set_customer_status(Connection& c, const std::string& id, const std::string& status,
                                  const std::string& note, const std::string& now) {
    c.prepare("UPDATE users SET status = ?2, status_note = ?3, updated_at = ?4 WHERE id = ?1")
        .bind_all(id, status, unless_empty(note), now)
        .run();
  }
  static std::vector<AdminPage> pages_in_order(Connection& c) {
    std::vector<AdminPage> out;
    auto st = c.prepare(std::string(kPageSelect) + " ORDER BY title, id");
    while (st.step()) out.push_back(read_admin_page(st));
    return out;
  }
  static std::optional<AdminPage> load_page(Connection& c, const std::string& id, bool /*lock*/) {
    auto st = c.prepare(std::string(kPageSelect) + " WHERE id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return read_admin_page(st);
  }
  static void insert_page(Connection& c, const std::string& id, const PageWrite& w, const std::string& slug,
                          const std::string& now) {
    c.prepare(
         "INSERT INTO pages(id, title, slug, body, status, version, created_at, updated_at)"
         " VALUES(?1, ?2, ?3, ?4, ?5, 1, ?6, ?6)")
        .bind_all(id, w.title, slug, w.body, w.status, now)
        .run();
  }
  static void update_page(Connection& c, const std::string& id, const PageWrite& w, const std::string& slug,
                          const std::string& now) {
    c.prepare(
         "UPDATE pages SET title = ?2, slug = ?3, body = ?4, status = ?5, version = version + 1, updated_at = ?6"
         " WHERE id = ?1")
        .bind_all(id, w.title, slug, w.body, w.status, now)
        .run();
  }
};

}  // namespace

std::unique_ptr<ContentAdminStore> make_sqlite_content_admin_store(Database& db) {
  return std::make_unique<ContentAdminStoreOver<ContentAdminSql>>(db);
}

}  // namespace karyana::store::sqlite
