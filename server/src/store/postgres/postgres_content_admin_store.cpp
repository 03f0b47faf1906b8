// The PostgreSQL ContentAdminStore: the statements of sqlite_content_admin_store.cpp, the same
// answers, refusals and audit rows (store/content_admin_rows holds what both share).
//
// A save or move reads the category (page, customer) FOR UPDATE and writes in ONE SERIALIZABLE
// write: a second console saving the same version waits, then fails with 40001 and its retry is
// refused as stale, as behind SQLite's single writer. Slugs, the parent map (cycles) and the next
// sort order are predicate reads: a concurrent save taking the same slug or the same last place,
// or two moves that would close a loop together, make the later commit fail with 40001, and its
// retry sees the other's change.
#include "domain/content_rules.hpp"
#include "store/clock.hpp"
#include "store/content_admin_rows.hpp"
#include "store/ids.hpp"
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

// `lock`: the category's row FOR UPDATE (not its parent's, on the outer join's nullable side).
std::optional<AdminCategory> load_category(Connection& c, const std::string& id, bool lock = false) {
  auto rows = c.exec(kCategorySelect + " WHERE c.id = $1" + (lock ? " FOR UPDATE OF c" : ""), id);
  if (!rows.step()) return std::nullopt;
  return read_admin_category(rows);
}

constexpr const char* kCategorySlugUsed = "SELECT 1 FROM product_categories WHERE slug = $1 AND id <> $2";
constexpr const char* kPageSlugUsed = "SELECT 1 FROM pages WHERE slug = $1 AND id <> $2";

std::optional<std::string> free_slug(Connection& c, const char* sql, const std::string& slug, const std::string& title,
                                     const std::string& id) {
  return content_admin_rows::free_slug(
      slug, title, [&](const std::string& candidate) { return c.exec(sql, candidate, id).rows() > 0; });
}

std::map<std::string, std::string> parents(Connection& c) {
  std::map<std::string, std::string> out;
  auto rows = c.exec("SELECT id, coalesce(parent_cat_id, '') FROM product_categories");
  while (rows.step()) out[rows.get_text(0)] = rows.get_text(1);
  return out;
}

// The sibling ids under `parent` ("" top level) in their order.
std::vector<std::string> siblings(Connection& c, const std::string& parent) {
  std::vector<std::string> out;
  auto rows =
      c.exec("SELECT id FROM product_categories WHERE coalesce(parent_cat_id, '') = $1 ORDER BY sort_order, title, id",
             parent);
  while (rows.step()) out.push_back(rows.get_text(0));
  return out;
}

void renumber(Connection& c, const std::vector<std::string>& ids) {
  for (std::size_t i = 0; i < ids.size(); ++i)
    c.exec("UPDATE product_categories SET sort_order = $2 WHERE id = $1 AND sort_order <> $2", ids[i],
           static_cast<std::int64_t>(i));
}

// The next sort_order at the end of `parent`'s children.
std::int64_t next_sort_order(Connection& c, const std::string& parent) {
  return c
      .exec("SELECT coalesce(max(sort_order) + 1, 0) FROM product_categories WHERE coalesce(parent_cat_id, '') = $1",
            parent)
      .single_int();
}

std::optional<std::string> unless_empty(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

std::optional<CustomerRow> load_customer(Connection& c, const std::string& id, bool lock = false) {
  auto rows = c.exec(std::string(kCustomerSelect) + " AND u.id = $1" + (lock ? " FOR UPDATE OF u" : ""), id);
  if (!rows.step()) return std::nullopt;
  return read_customer(rows);
}

std::optional<AdminPage> load_page(Connection& c, const std::string& id, bool lock = false) {
  auto rows = c.exec(std::string(kPageSelect) + " WHERE id = $1" + (lock ? " FOR UPDATE" : ""), id);
  if (!rows.step()) return std::nullopt;
  return read_admin_page(rows);
}

}  // namespace

std::vector<AdminCategory> PostgresContentAdminStore::categories() {
  return db_.read([](Connection& c) {
    // Parents before children: depth first, siblings by sort order then title.
    std::vector<AdminCategory> sorted;
    auto rows = c.exec(kCategorySelect + " ORDER BY c.sort_order, c.title, c.id");
    while (rows.step()) sorted.push_back(read_admin_category(rows));
    return content_admin_rows::in_tree_order(std::move(sorted));
  });
}

std::optional<AdminCategory> PostgresContentAdminStore::category(const std::string& id) {
  return db_.read([&](Connection& c) { return load_category(c, id); });
}

CategorySaveResult PostgresContentAdminStore::save_category(const std::string& actor_id, const CategoryWrite& w) {
  return db_.write([&](Connection& c) -> CategorySaveResult {
    std::optional<AdminCategory> before;
    if (!w.id.empty()) {
      before = load_category(c, w.id, /*lock=*/true);
      if (!before) return {ContentSaveOutcome::not_found, std::nullopt};
      if (before->version != w.version) return {ContentSaveOutcome::stale, before};
    }
    if (!w.parent_id.empty()) {
      auto all = parents(c);
      if (!all.contains(w.parent_id)) return {ContentSaveOutcome::parent_not_found, before};
      if (!w.id.empty() && domain::makes_cycle(w.id, w.parent_id, all)) return {ContentSaveOutcome::cycle, before};
    }
    std::string slug = w.slug;
    if (before && slug.empty()) slug = before->category.slug;  // stable on edit
    auto free = free_slug(c, kCategorySlugUsed, slug, w.title, w.id);
    if (!free) return {ContentSaveOutcome::slug_taken, before};
    const std::string now = now_iso();
    std::string id = w.id;
    if (id.empty()) {
      id = new_id();
      c.exec(
          "INSERT INTO product_categories(id, title, slug, status, parent_cat_id, sort_order, version,"
          " created_at, updated_at) VALUES($1, $2, $3, $4, $5, $6, 1, $7, $7)",
          id, w.title, *free, w.status, unless_empty(w.parent_id), next_sort_order(c, w.parent_id), now);
    } else {
      const bool moved = before->category.parent_cat_id != w.parent_id;
      c.exec(
          "UPDATE product_categories SET title = $2, slug = $3, status = $4, parent_cat_id = $5,"
          " sort_order = $6, version = version + 1, updated_at = $7 WHERE id = $1",
          id, w.title, *free, w.status, unless_empty(w.parent_id),
          moved ? next_sort_order(c, w.parent_id) : std::int64_t{before->category.sort_order}, now);
    }
    auto after = load_category(c, id);
    insert_audit(c,
                 content_admin_rows::category_audit(actor_id, "category.save", id, before ? &before->category : nullptr,
                                                    after->category),
                 now);
    return {ContentSaveOutcome::saved, after};
  });
}

CategorySaveResult PostgresContentAdminStore::move_category(const std::string& actor_id, const std::string& id,
                                                            std::int64_t version, const std::string& parent_id,
                                                            std::int64_t position) {
  return db_.write([&](Connection& c) -> CategorySaveResult {
    auto before = load_category(c, id, /*lock=*/true);
    if (!before) return {ContentSaveOutcome::not_found, std::nullopt};
    if (before->version != version) return {ContentSaveOutcome::stale, before};
    if (!parent_id.empty()) {
      auto all = parents(c);
      if (!all.contains(parent_id)) return {ContentSaveOutcome::parent_not_found, before};
      if (domain::makes_cycle(id, parent_id, all)) return {ContentSaveOutcome::cycle, before};
    }
    const std::string now = now_iso();
    c.exec("UPDATE product_categories SET parent_cat_id = $2, version = version + 1, updated_at = $3 WHERE id = $1", id,
           unless_empty(parent_id), now);
    renumber(c, domain::place_among(siblings(c, parent_id), id, static_cast<std::size_t>(position)));
    if (before->category.parent_cat_id != parent_id) renumber(c, siblings(c, before->category.parent_cat_id));
    auto after = load_category(c, id);
    insert_audit(
        c, content_admin_rows::category_audit(actor_id, "category.move", id, &before->category, after->category), now);
    return {ContentSaveOutcome::saved, after};
  });
}

CustomerPage PostgresContentAdminStore::customers(const std::string& search, std::int64_t page, std::int64_t limit) {
  return db_.read([&](Connection& c) {
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
  });
}

std::optional<CustomerRow> PostgresContentAdminStore::customer(const std::string& id) {
  return db_.read([&](Connection& c) { return load_customer(c, id); });
}

std::vector<CustomerOrderRow> PostgresContentAdminStore::customer_orders(const std::string& id) {
  return db_.read([&](Connection& c) {
    std::vector<CustomerOrderRow> out;
    auto rows = c.exec(
        "SELECT id, serial, created_at, status, grand_total FROM orders WHERE customer_id = $1"
        " ORDER BY created_at DESC, id DESC",
        id);
    while (rows.step()) out.push_back(content_admin_rows::read_customer_order(rows));
    return out;
  });
}

CustomerDisableResult PostgresContentAdminStore::set_customer_disabled(const std::string& actor_id,
                                                                       const std::string& id, bool disabled,
                                                                       const std::string& reason) {
  return db_.write([&](Connection& c) {
    CustomerDisableResult result;
    auto before = load_customer(c, id, /*lock=*/true);
    if (!before) return result;
    result.found = true;
    const std::string status = disabled ? "disabled" : "enabled";
    const std::string note = disabled ? reason : "";
    if (before->status == status && before->status_note == note) {
      result.customer = before;
      return result;
    }
    const std::string now = now_iso();
    c.exec("UPDATE users SET status = $2, status_note = $3, updated_at = $4 WHERE id = $1", id, status,
           unless_empty(note), now);
    insert_audit(c, content_admin_rows::customer_disabled_audit(actor_id, *before, status, note), now);
    result.changed = true;
    result.customer = load_customer(c, id);
    return result;
  });
}

std::vector<AdminPage> PostgresContentAdminStore::pages() {
  return db_.read([](Connection& c) {
    std::vector<AdminPage> out;
    auto rows = c.exec(std::string(kPageSelect) + " ORDER BY title, id");
    while (rows.step()) out.push_back(read_admin_page(rows));
    return out;
  });
}

PageSaveResult PostgresContentAdminStore::save_page(const std::string& actor_id, const PageWrite& w) {
  return db_.write([&](Connection& c) -> PageSaveResult {
    std::optional<AdminPage> before;
    if (!w.id.empty()) {
      before = load_page(c, w.id, /*lock=*/true);
      if (!before) return {ContentSaveOutcome::not_found, std::nullopt};
      if (before->version != w.version) return {ContentSaveOutcome::stale, before};
    }
    std::string slug = w.slug;
    if (before && slug.empty()) slug = before->page.slug;
    auto free = free_slug(c, kPageSlugUsed, slug, w.title, w.id);
    if (!free) return {ContentSaveOutcome::slug_taken, before};
    const std::string now = now_iso();
    std::string id = w.id;
    if (id.empty()) {
      id = new_id();
      c.exec(
          "INSERT INTO pages(id, title, slug, body, status, version, created_at, updated_at)"
          " VALUES($1, $2, $3, $4, $5, 1, $6, $6)",
          id, w.title, *free, w.body, w.status, now);
    } else {
      c.exec(
          "UPDATE pages SET title = $2, slug = $3, body = $4, status = $5, version = version + 1, updated_at = $6"
          " WHERE id = $1",
          id, w.title, *free, w.body, w.status, now);
    }
    auto after = load_page(c, id);
    insert_audit(c, content_admin_rows::page_audit(actor_id, id, before ? &before->page : nullptr, after->page), now);
    return {ContentSaveOutcome::saved, after};
  });
}

}  // namespace karyana::store::postgres
