// What the SQLite and PostgreSQL content admin stores share (issue 20): the category, customer
// and page query heads and their mappings, the category tree's order, the slug a save takes
// and the audit rows — one copy, so the two engines answer, refuse and audit alike.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "store/audit_store.hpp"
#include "store/catalogue_rows.hpp"
#include "store/content_admin_store.hpp"

namespace karyana::store::content_admin_rows {

// The shared category columns, then the console's: version, dates, products directly in it.
// Callers append their WHERE / ORDER BY (categories `c`, parent `parent`).
inline const std::string kCategorySelect =
    std::string("SELECT ") + catalogue_rows::kCategoryColumns +
    ", c.version, c.created_at, c.updated_at, (SELECT count(*) FROM products p WHERE p.cat_id = c.id)" +
    catalogue_rows::kCategoryFrom;
inline constexpr int kCategoryColumnCount = 13;

template <class Row>
AdminCategory read_admin_category(const Row& row) {
  AdminCategory a{catalogue_rows::read_category(row), row.get_int(kCategoryColumnCount),
                  row.get_text(kCategoryColumnCount + 1), row.get_text(kCategoryColumnCount + 2)};
  a.category.product_count = row.get_int(kCategoryColumnCount + 3);
  return a;
}

// Categories read by sort order, title, id → parents before children (depth first), orphans
// (a parent id that no longer exists) last.
std::vector<AdminCategory> in_tree_order(std::vector<AdminCategory> sorted);

// Customers: users without a staff row (`u`); callers append " AND …".
inline constexpr const char* kCustomerSelect =
    "SELECT u.id, u.fname, u.lname, u.email, coalesce(u.phone, ''), u.status, coalesce(u.status_note, ''),"
    " u.created_at, (SELECT count(*) FROM orders o WHERE o.customer_id = u.id),"
    " coalesce((SELECT max(o.created_at) FROM orders o WHERE o.customer_id = u.id), '')"
    " FROM users u WHERE NOT EXISTS (SELECT 1 FROM staff s WHERE s.user_id = u.id)";

template <class Row>
CustomerRow read_customer(const Row& row) {
  CustomerRow r;
  int i = 0;
  r.id = row.get_text(i++);
  r.fname = row.get_text(i++);
  r.lname = row.get_text(i++);
  r.email = row.get_text(i++);
  r.phone = row.get_text(i++);
  r.status = row.get_text(i++);
  r.status_note = row.get_text(i++);
  r.created_at = row.get_text(i++);
  r.orders_count = row.get_int(i++);
  r.last_order_at = row.get_text(i++);
  return r;
}

template <class Row>
CustomerOrderRow read_customer_order(const Row& row) {
  return {row.get_text(0), row.get_text(1), row.get_text(2), row.get_text(3), row.get_int(4)};
}

inline constexpr const char* kPageSelect =
    "SELECT id, title, slug, body, status, coalesce(seo_title, ''), coalesce(seo_desc, ''), created_at, updated_at,"
    " version FROM pages";

template <class Row>
AdminPage read_admin_page(const Row& row) {
  Page p{row.get_text(0), row.get_text(1), row.get_text(2), row.get_text(3), row.get_text(4),
         row.get_text(5), row.get_text(6), row.get_text(7), row.get_text(8)};
  return {std::move(p), row.get_int(9)};
}

// The slug a save takes: `slug` itself when given (nullopt when `used`), else one made from
// the title and numbered until free.
std::optional<std::string> free_slug(const std::string& slug, const std::string& title,
                                     const std::function<bool(const std::string&)>& used);

// The audit rows; `before` nullopt for a new category or page.
NewAuditEntry category_audit(const std::string& actor_id, const std::string& action, const std::string& id,
                             const Category* before, const Category& after);
NewAuditEntry page_audit(const std::string& actor_id, const std::string& id, const Page* before, const Page& after);
NewAuditEntry customer_disabled_audit(const std::string& actor_id, const CustomerRow& before, const std::string& status,
                                      const std::string& note);

}  // namespace karyana::store::content_admin_rows
