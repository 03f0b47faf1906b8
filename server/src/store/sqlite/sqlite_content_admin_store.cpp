// Categories, customers and pages written by the console: each write one transaction with its
// audit row; a stale version, a taken slug, an unknown parent or a loop changes nothing.
#include "store/sqlite/sqlite_content_admin_store.hpp"

#include <map>
#include <string>

#include <boost/json.hpp>

#include "domain/content_rules.hpp"
#include "domain/product_rules.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/sqlite/free_slug.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

namespace json = boost::json;

std::string text(const json::object& o) { return json::serialize(o); }

// The shared category columns, then the console's: version, dates, products directly in it.
const std::string kCategorySelect =
    std::string("SELECT ") + kCategoryColumns +
    ", c.version, c.created_at, c.updated_at, (SELECT count(*) FROM products p WHERE p.cat_id = c.id)" + kCategoryFrom;
constexpr int kCategoryColumnCount = 13;

AdminCategory read_admin_category(const Statement& st) {
  AdminCategory a{read_category(st), st.get_int(kCategoryColumnCount), st.get_text(kCategoryColumnCount + 1),
                  st.get_text(kCategoryColumnCount + 2)};
  a.category.product_count = st.get_int(kCategoryColumnCount + 3);
  return a;
}

std::optional<AdminCategory> load_category(Connection& c, const std::string& id) {
  auto st = c.prepare(kCategorySelect + " WHERE c.id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_admin_category(st);
}

json::object category_audit(const Category& cat) {
  return {{"title", cat.title},
          {"slug", cat.slug},
          {"status", cat.status},
          {"parent_cat_id", cat.parent_cat_id},
          {"sort_order", cat.sort_order}};
}

bool taken(Connection& c, const char* sql, const std::string& value, const std::string& except_id) {
  auto st = c.prepare(sql);
  st.bind_all(value, except_id);
  return st.step();
}

constexpr const char* kCategorySlugUsed = "SELECT 1 FROM product_categories WHERE slug = ?1 AND id <> ?2";
constexpr const char* kPageSlugUsed = "SELECT 1 FROM pages WHERE slug = ?1 AND id <> ?2";

// A free slug: `slug` itself when given (nullopt when taken), else one made from the title and
// numbered until free.
std::optional<std::string> free_slug(Connection& c, const char* sql, const std::string& slug, const std::string& title,
                                     const std::string& id) {
  if (!slug.empty()) return taken(c, sql, slug, id) ? std::nullopt : std::optional<std::string>(slug);
  return first_free_slug(c, sql, domain::make_slug(title), id);
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

// ---- customers

const char* const kCustomerSelect =
    "SELECT u.id, u.fname, u.lname, u.email, coalesce(u.phone, ''), u.status, coalesce(u.status_note, ''),"
    " u.created_at, (SELECT count(*) FROM orders o WHERE o.customer_id = u.id),"
    " coalesce((SELECT max(o.created_at) FROM orders o WHERE o.customer_id = u.id), '')"
    " FROM users u WHERE NOT EXISTS (SELECT 1 FROM staff s WHERE s.user_id = u.id)";

CustomerRow read_customer(const Statement& st) {
  CustomerRow r;
  int i = 0;
  r.id = st.get_text(i++);
  r.fname = st.get_text(i++);
  r.lname = st.get_text(i++);
  r.email = st.get_text(i++);
  r.phone = st.get_text(i++);
  r.status = st.get_text(i++);
  r.status_note = st.get_text(i++);
  r.created_at = st.get_text(i++);
  r.orders_count = st.get_int(i++);
  r.last_order_at = st.get_text(i++);
  return r;
}

std::optional<CustomerRow> load_customer(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string(kCustomerSelect) + " AND u.id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_customer(st);
}

// ---- pages

const char* const kPageSelect =
    "SELECT id, title, slug, body, status, coalesce(seo_title, ''), coalesce(seo_desc, ''), created_at, updated_at,"
    " version FROM pages";

AdminPage read_admin_page(const Statement& st) {
  Page p{st.get_text(0), st.get_text(1), st.get_text(2), st.get_text(3), st.get_text(4),
         st.get_text(5), st.get_text(6), st.get_text(7), st.get_text(8)};
  return {std::move(p), st.get_int(9)};
}

std::optional<AdminPage> load_page(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string(kPageSelect) + " WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return read_admin_page(st);
}

json::object page_audit(const Page& p) {
  return {{"title", p.title}, {"slug", p.slug}, {"status", p.status}, {"body_length", p.body.size()}};
}

class SqliteContentAdminStore final : public ContentAdminStore {
 public:
  explicit SqliteContentAdminStore(Database& db) : db_(db) {}

  std::vector<AdminCategory> categories() override {
    return db_.read([](Connection& c) {
      // Parents before children: depth first, siblings by sort order then title.
      std::map<std::string, std::vector<AdminCategory>> by_parent;
      auto st = c.prepare(kCategorySelect + " ORDER BY c.sort_order, c.title, c.id");
      while (st.step()) {
        auto a = read_admin_category(st);
        by_parent[a.category.parent_cat_id].push_back(std::move(a));
      }
      std::vector<AdminCategory> out;
      std::map<std::string, bool> visited;
      auto walk = [&](auto&& self, const std::string& parent) -> void {
        auto found = by_parent.find(parent);
        if (found == by_parent.end()) return;
        for (auto& a : found->second) {
          if (visited[a.category.id]) continue;
          visited[a.category.id] = true;
          const std::string id = a.category.id;
          out.push_back(a);
          self(self, id);
        }
      };
      walk(walk, "");
      // Orphans (a parent id that no longer exists) come last.
      for (auto& [parent, list] : by_parent)
        for (auto& a : list)
          if (!visited[a.category.id]) {
            visited[a.category.id] = true;
            out.push_back(a);
          }
      return out;
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
                   {actor_id, "category.save", id, before ? text(category_audit(before->category)) : "{}",
                    text(category_audit(after->category))},
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
      insert_audit(c,
                   {actor_id, "category.move", id, text(category_audit(before->category)),
                    text(category_audit(after->category))},
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
      while (st.step()) out.push_back({st.get_text(0), st.get_text(1), st.get_text(2), st.get_text(3), st.get_int(4)});
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
      insert_audit(
          c,
          {actor_id, "customer.disabled", id, text({{"status", before->status}, {"status_note", before->status_note}}),
           text({{"status", status}, {"status_note", note}})},
          now);
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
      insert_audit(
          c, {actor_id, "page.save", id, before ? text(page_audit(before->page)) : "{}", text(page_audit(after->page))},
          now);
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
