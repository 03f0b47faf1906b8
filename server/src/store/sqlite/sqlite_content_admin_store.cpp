// Categories, customers and pages written by the console: each write one transaction with its
// audit row; a stale version, a taken slug, an unknown parent or a loop changes nothing.
#include "store/sqlite/sqlite_content_admin_store.hpp"

#include <map>
#include <string>

#include "domain/content_rules.hpp"
#include "store/clock.hpp"
#include "store/content_admin_rows.hpp"
#include "store/ids.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

using content_admin_rows::kCategorySelect;
using content_admin_rows::kCustomerSelect;
using content_admin_rows::kPageSelect;
using content_admin_rows::read_admin_category;
using content_admin_rows::read_admin_page;
using content_admin_rows::read_customer;

std::optional<AdminCategory> load_category(Connection& c, const std::string& id) {
  auto st = c.prepare(kCategorySelect + " WHERE c.id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_admin_category(st);
}

constexpr const char* kCategorySlugUsed = "SELECT 1 FROM product_categories WHERE slug = ?1 AND id <> ?2";
constexpr const char* kPageSlugUsed = "SELECT 1 FROM pages WHERE slug = ?1 AND id <> ?2";

// A free slug: `slug` itself when given (nullopt when taken), else one made from the title and
// numbered until free.
std::optional<std::string> free_slug(Connection& c, const char* sql, const std::string& slug, const std::string& title,
                                     const std::string& id) {
  return content_admin_rows::free_slug(slug, title, [&](const std::string& candidate) {
    auto st = c.prepare(sql);
    st.bind_all(candidate, id);
    return st.step();
  });
}

std::map<std::string, std::string> parents(Connection& c) {
  std::map<std::string, std::string> out;
  auto st = c.prepare("SELECT id, coalesce(parent_cat_id, '') FROM product_categories");
  while (st.step()) out[st.get_text(0)] = st.get_text(1);
  return out;
}

// The sibling ids under `parent` ("" top level) in their order.
std::vector<std::string> siblings(Connection& c, const std::string& parent) {
  std::vector<std::string> out;
  auto st = c.prepare(
      "SELECT id FROM product_categories WHERE coalesce(parent_cat_id, '') = ?1 ORDER BY sort_order, title, id");
  st.bind(1, parent);
  while (st.step()) out.push_back(st.get_text(0));
  return out;
}

void renumber(Connection& c, const std::vector<std::string>& ids) {
  auto st = c.prepare("UPDATE product_categories SET sort_order = ?2 WHERE id = ?1 AND sort_order <> ?2");
  for (std::size_t i = 0; i < ids.size(); ++i) {
    st.bind_all(ids[i], static_cast<std::int64_t>(i)).run();
    st.reset();
  }
}

// The next sort_order at the end of `parent`'s children.
std::int64_t next_sort_order(Connection& c, const std::string& parent) {
  auto st = c.prepare(
      "SELECT coalesce(max(sort_order) + 1, 0) FROM product_categories WHERE coalesce(parent_cat_id, '') = ?1");
  st.bind(1, parent);
  st.step();
  return st.get_int(0);
}

std::optional<std::string> unless_empty(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

std::optional<CustomerRow> load_customer(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string(kCustomerSelect) + " AND u.id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_customer(st);
}

std::optional<AdminPage> load_page(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string(kPageSelect) + " WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_admin_page(st);
}

class SqliteContentAdminStore final : public ContentAdminStore {
 public:
  explicit SqliteContentAdminStore(Database& db) : db_(db) {}

  std::vector<AdminCategory> categories() override {
    return db_.read([](Connection& c) {
      // Parents before children: depth first, siblings by sort order then title.
      std::vector<AdminCategory> sorted;
      auto st = c.prepare(kCategorySelect + " ORDER BY c.sort_order, c.title, c.id");
      while (st.step()) sorted.push_back(read_admin_category(st));
      return content_admin_rows::in_tree_order(std::move(sorted));
    });
  }

  std::optional<AdminCategory> category(const std::string& id) override {
    return db_.read([&](Connection& c) { return load_category(c, id); });
  }

  CategorySaveResult save_category(const std::string& actor_id, const CategoryWrite& w) override {
    return db_.write([&](Connection& c) -> CategorySaveResult {
      std::optional<AdminCategory> before;
      if (!w.id.empty()) {
        before = load_category(c, w.id);
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
        c.prepare(
             "INSERT INTO product_categories(id, title, slug, status, parent_cat_id, sort_order, version,"
             " created_at, updated_at) VALUES(?1, ?2, ?3, ?4, ?5, ?6, 1, ?7, ?7)")
            .bind_all(id, w.title, *free, w.status, unless_empty(w.parent_id), next_sort_order(c, w.parent_id), now)
            .run();
      } else {
        const bool moved = before->category.parent_cat_id != w.parent_id;
        c.prepare(
             "UPDATE product_categories SET title = ?2, slug = ?3, status = ?4, parent_cat_id = ?5,"
             " sort_order = ?6, version = version + 1, updated_at = ?7 WHERE id = ?1")
            .bind_all(id, w.title, *free, w.status, unless_empty(w.parent_id),
                      moved ? next_sort_order(c, w.parent_id) : std::int64_t{before->category.sort_order}, now)
            .run();
      }
      auto after = load_category(c, id);
      insert_audit(c,
                   content_admin_rows::category_audit(actor_id, "category.save", id,
                                                      before ? &before->category : nullptr, after->category),
                   now);
      return {ContentSaveOutcome::saved, after};
    });
  }

  CategorySaveResult move_category(const std::string& actor_id, const std::string& id, std::int64_t version,
                                   const std::string& parent_id, std::int64_t position) override {
    return db_.write([&](Connection& c) -> CategorySaveResult {
      auto before = load_category(c, id);
      if (!before) return {ContentSaveOutcome::not_found, std::nullopt};
      if (before->version != version) return {ContentSaveOutcome::stale, before};
      if (!parent_id.empty()) {
        auto all = parents(c);
        if (!all.contains(parent_id)) return {ContentSaveOutcome::parent_not_found, before};
        if (domain::makes_cycle(id, parent_id, all)) return {ContentSaveOutcome::cycle, before};
      }
      const std::string now = now_iso();
      c.prepare(
           "UPDATE product_categories SET parent_cat_id = ?2, version = version + 1, updated_at = ?3 WHERE id = ?1")
          .bind_all(id, unless_empty(parent_id), now)
          .run();
      renumber(c, domain::place_among(siblings(c, parent_id), id, static_cast<std::size_t>(position)));
      if (before->category.parent_cat_id != parent_id) renumber(c, siblings(c, before->category.parent_cat_id));
      auto after = load_category(c, id);
      insert_audit(
          c, content_admin_rows::category_audit(actor_id, "category.move", id, &before->category, after->category),
          now);
      return {ContentSaveOutcome::saved, after};
    });
  }

  CustomerPage customers(const std::string& search, std::int64_t page, std::int64_t limit) override {
    return db_.read([&](Connection& c) {
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
    });
  }

  std::optional<CustomerRow> customer(const std::string& id) override {
    return db_.read([&](Connection& c) { return load_customer(c, id); });
  }

  std::vector<CustomerOrderRow> customer_orders(const std::string& id) override {
    return db_.read([&](Connection& c) {
      std::vector<CustomerOrderRow> out;
      auto st = c.prepare(
          "SELECT id, serial, created_at, status, grand_total FROM orders WHERE customer_id = ?1"
          " ORDER BY created_at DESC, id DESC");
      st.bind(1, id);
      while (st.step()) out.push_back(content_admin_rows::read_customer_order(st));
      return out;
    });
  }

  CustomerDisableResult set_customer_disabled(const std::string& actor_id, const std::string& id, bool disabled,
                                              const std::string& reason) override {
    return db_.write([&](Connection& c) {
      CustomerDisableResult result;
      auto before = load_customer(c, id);
      if (!before) return result;
      result.found = true;
      const std::string status = disabled ? "disabled" : "enabled";
      const std::string note = disabled ? reason : "";
      if (before->status == status && before->status_note == note) {
        result.customer = before;
        return result;
      }
      const std::string now = now_iso();
      c.prepare("UPDATE users SET status = ?2, status_note = ?3, updated_at = ?4 WHERE id = ?1")
          .bind_all(id, status, unless_empty(note), now)
          .run();
      insert_audit(c, content_admin_rows::customer_disabled_audit(actor_id, *before, status, note), now);
      result.changed = true;
      result.customer = load_customer(c, id);
      return result;
    });
  }

  std::vector<AdminPage> pages() override {
    return db_.read([](Connection& c) {
      std::vector<AdminPage> out;
      auto st = c.prepare(std::string(kPageSelect) + " ORDER BY title, id");
      while (st.step()) out.push_back(read_admin_page(st));
      return out;
    });
  }

  PageSaveResult save_page(const std::string& actor_id, const PageWrite& w) override {
    return db_.write([&](Connection& c) -> PageSaveResult {
      std::optional<AdminPage> before;
      if (!w.id.empty()) {
        before = load_page(c, w.id);
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
        c.prepare(
             "INSERT INTO pages(id, title, slug, body, status, version, created_at, updated_at)"
             " VALUES(?1, ?2, ?3, ?4, ?5, 1, ?6, ?6)")
            .bind_all(id, w.title, *free, w.body, w.status, now)
            .run();
      } else {
        c.prepare(
             "UPDATE pages SET title = ?2, slug = ?3, body = ?4, status = ?5, version = version + 1, updated_at = ?6"
             " WHERE id = ?1")
            .bind_all(id, w.title, *free, w.body, w.status, now)
            .run();
      }
      auto after = load_page(c, id);
      insert_audit(c, content_admin_rows::page_audit(actor_id, id, before ? &before->page : nullptr, after->page), now);
      return {ContentSaveOutcome::saved, after};
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<ContentAdminStore> make_sqlite_content_admin_store(Database& db) {
  return std::make_unique<SqliteContentAdminStore>(db);
}

}  // namespace karyana::store::sqlite
