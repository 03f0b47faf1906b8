// The PostgreSQL ContentAdminStore: its statements, run by ContentAdminStoreOver
// (store/engine_content_admin_store.hpp, which SQLite's store runs too; store/content_admin_rows
// holds the row mappings both share).
//
// A save or move reads the category (page, customer) FOR UPDATE and writes in ONE SERIALIZABLE
// write: a second console saving the same version waits, then fails with 40001 and its retry is
// refused as stale, as behind SQLite's single writer. Slugs, the parent map (cycles) and the next
// sort order are predicate reads: a concurrent save taking the same slug or the same last place,
// or two moves that would close a loop together, make the later commit fail with 40001, and its
// retry sees the other's change.
#include <map>
#include <memory>
#include <string>

#include "store/content_admin_rows.hpp"
#include "store/engine_content_admin_store.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

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

// The statements ContentAdminStoreOver runs.
struct ContentAdminSql : AuditSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;

  static std::vector<AdminCategory> categories_in_order(Connection& c) {
    std::vector<AdminCategory> sorted;
    auto rows = c.exec(kCategorySelect + " ORDER BY c.sort_order, c.title, c.id");
    while (rows.step()) sorted.push_back(read_admin_category(rows));
    return sorted;
  }
  // `lock`: the category's row FOR UPDATE (not its parent's, on the outer join's nullable side).
  static std::optional<AdminCategory> load_category(Connection& c, const std::string& id, bool lock) {
    auto rows = c.exec(kCategorySelect + " WHERE c.id = $1" + (lock ? " FOR UPDATE OF c" : ""), id);
    if (!rows.step()) return std::nullopt;
    return read_admin_category(rows);
  }
  static bool category_slug_used(Connection& c, const std::string& slug, const std::string& id) {
    return c.exec("SELECT 1 FROM product_categories WHERE slug = $1 AND id <> $2", slug, id).rows() > 0;
  }
  static bool page_slug_used(Connection& c, const std::string& slug, const std::string& id) {
    return c.exec("SELECT 1 FROM pages WHERE slug = $1 AND id <> $2", slug, id).rows() > 0;
  }
  static std::map<std::string, std::string> parents(Connection& c) {
    std::map<std::string, std::string> out;
    auto rows = c.exec("SELECT id, coalesce(parent_cat_id, '') FROM product_categories");
    while (rows.step()) out[rows.get_text(0)] = rows.get_text(1);
    return out;
  }
  static std::vector<std::string> siblings(Connection& c, const std::string& parent) {
    std::vector<std::string> out;
    auto rows = c.exec(
        "SELECT id FROM product_categories WHERE coalesce(parent_cat_id, '') = $1 ORDER BY sort_order, title, id",
        parent);
    while (rows.step()) out.push_back(rows.get_text(0));
    return out;
  }
  static void renumber(Connection& c, const std::vector<std::string>& ids) {
    for (std::size_t i = 0; i < ids.size(); ++i)
      c.exec("UPDATE product_categories SET sort_order = $2 WHERE id = $1 AND sort_order <> $2", ids[i],
             static_cast<std::int64_t>(i));
  }
  static std::int64_t next_sort_order(Connection& c, const std::string& parent) {
    return c
        .exec("SELECT coalesce(max(sort_order) + 1, 0) FROM product_categories WHERE coalesce(parent_cat_id, '') = $1",
              parent)
        .single_int();
  }
  static void insert_category(Connection& c, const std::string& id, const CategoryWrite& w, const std::string& slug,
                              std::int64_t sort_order, const std::string& now) {
    c.exec(
        "INSERT INTO product_categories(id, title, slug, status, parent_cat_id, sort_order, version,"
        " created_at, updated_at) VALUES($1, $2, $3, $4, $5, $6, 1, $7, $7)",
        id, w.title, slug, w.status, unless_empty(w.parent_id), sort_order, now);
  }
  static void update_category(Connection& c, const std::string& id, const CategoryWrite& w, const std::string& slug,
                              std::int64_t sort_order, const std::string& now) {
    c.exec(
        "UPDATE product_categories SET title = $2, slug = $3, status = $4, parent_cat_id = $5,"
        " sort_order = $6, version = version + 1, updated_at = $7 WHERE id = $1",
        id, w.title, slug, w.status, unless_empty(w.parent_id), sort_order, now);
  }
  static void set_parent(Connection& c, const std::string& id, const std::string& parent_id, const std::string& now) {
    c.exec("UPDATE product_categories SET parent_cat_id = $2, version = version + 1, updated_at = $3 WHERE id = $1", id,
           unless_empty(parent_id), now);
  }
  static CustomerPage customers(Connection& c, const std::string& search, std::int64_t page, std::int64_t limit) {
    // strpos on lower() finds the part anywhere without LIKE's wildcards (SQLite: instr).
    const std::string where =
        " AND ($1::text = '' OR strpos(lower(u.fname || ' ' || u.lname), lower($1::text)) > 0"
        " OR strpos(coalesce(u.phone, ''), $1::text) > 0 OR strpos(lower(u.email::text), lower($1::text)) > 0)";
    CustomerPage out;
    out.total =
        c.exec("SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM staff s WHERE s.user_id = u.id)" + where,
               search)
            .single_int();
    auto rows =
        c.exec(std::string(kCustomerSelect) + where + " ORDER BY u.created_at DESC, u.id DESC LIMIT $2 OFFSET $3",
               search, limit, (page - 1) * limit);
    while (rows.step()) out.customers.push_back(read_customer(rows));
    return out;
  }
  static std::optional<CustomerRow> load_customer(Connection& c, const std::string& id, bool lock) {
    auto rows = c.exec(std::string(kCustomerSelect) + " AND u.id = $1" + (lock ? " FOR UPDATE OF u" : ""), id);
    if (!rows.step()) return std::nullopt;
    return read_customer(rows);
  }
  static std::vector<CustomerOrderRow> customer_orders(Connection& c, const std::string& id) {
    std::vector<CustomerOrderRow> out;
    auto rows = c.exec(
        "SELECT id, serial, created_at, status, grand_total FROM orders WHERE customer_id = $1"
        " ORDER BY created_at DESC, id DESC",
        id);
    while (rows.step()) out.push_back(content_admin_rows::read_customer_order(rows));
    return out;
  }
  static void set_customer_status(Connection& c, const std::string& id, const std::string& status,
                                  const std::string& note, const std::string& now) {
    c.exec("UPDATE users SET status = $2, status_note = $3, updated_at = $4 WHERE id = $1", id, status,
           unless_empty(note), now);
  }
  static std::vector<AdminPage> pages_in_order(Connection& c) {
    std::vector<AdminPage> out;
    auto rows = c.exec(std::string(kPageSelect) + " ORDER BY title, id");
    while (rows.step()) out.push_back(read_admin_page(rows));
    return out;
  }
  static std::optional<AdminPage> load_page(Connection& c, const std::string& id, bool lock) {
    auto rows = c.exec(std::string(kPageSelect) + " WHERE id = $1" + (lock ? " FOR UPDATE" : ""), id);
    if (!rows.step()) return std::nullopt;
    return read_admin_page(rows);
  }
  static void insert_page(Connection& c, const std::string& id, const PageWrite& w, const std::string& slug,
                          const std::string& now) {
    c.exec(
        "INSERT INTO pages(id, title, slug, body, status, version, created_at, updated_at)"
        " VALUES($1, $2, $3, $4, $5, 1, $6, $6)",
        id, w.title, slug, w.body, w.status, now);
  }
  static void update_page(Connection& c, const std::string& id, const PageWrite& w, const std::string& slug,
                          const std::string& now) {
    c.exec(
        "UPDATE pages SET title = $2, slug = $3, body = $4, status = $5, version = version + 1, updated_at = $6"
        " WHERE id = $1",
        id, w.title, slug, w.body, w.status, now);
  }
};

}  // namespace

std::unique_ptr<ContentAdminStore> make_postgres_content_admin_store(Database& db) {
  return std::make_unique<ContentAdminStoreOver<ContentAdminSql>>(db);
}

}  // namespace karyana::store::postgres
