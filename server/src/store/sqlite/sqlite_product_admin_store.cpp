// Console product reads and writes (issue 18). Every write is one BEGIN IMMEDIATE transaction:
// version check, database checks (slug, barcode, category, type, attributes), the row, the
// attribute values, the audit row. The search snapshot follows by itself (the search_state
// triggers of migration 0008 bump its version on the columns it reads); back-in-stock alerts go
// out from the trigger of migration 0007 when available_qty comes back from 0.
#include "store/sqlite/sqlite_product_admin_store.hpp"

#include <boost/json.hpp>

#include "domain/product_rules.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/sqlite/free_slug.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

namespace json = boost::json;

std::string json_text(const json::object& o) { return json::serialize(o); }

double rupees(Paisa p) { return static_cast<double>(p) / 100; }

std::optional<std::string> nullable(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

// LIKE pattern for a part of a text, the wildcards in it escaped with '\'.
std::string like_part(const std::string& text) {
  std::string out = "%";
  for (char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

std::optional<AdminProduct> load(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string("SELECT ") + kProductColumns + ", p.version FROM products p WHERE p.id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  AdminProduct out{read_product(st), st.get_int(kProductColumnCount)};
  std::vector<Product> one{std::move(out.product)};
  load_product_details(c, one);
  out.product = std::move(one.front());
  return out;
}

bool exists(Connection& c, const char* sql, const std::string& value, const std::string& except_id = "") {
  auto st = c.prepare(sql);
  st.bind_all(value, except_id);
  return st.step();
}

constexpr const char* kSlugUsed = "SELECT 1 FROM products WHERE slug = ?1 AND id <> ?2";
constexpr const char* kBarcodeUsed = "SELECT 1 FROM products WHERE barcode = ?1 AND id <> ?2";
constexpr const char* kCategoryKnown = "SELECT 1 FROM product_categories WHERE id = ?1 AND ?2 = ?2";
constexpr const char* kTypeKnown = "SELECT 1 FROM product_types WHERE id = ?1 AND ?2 = ?2";
constexpr const char* kAttributeKnown = "SELECT 1 FROM attributes WHERE id = ?1 AND ?2 = ?2";

// The database's checks of a save; nullopt when they pass. `slug` may be replaced by a free
// numbered one when it was made from the title.
std::optional<ProductSaveOutcome> check_references(Connection& c, const std::string& id, ProductFields& f,
                                                   bool slug_made) {
  if (!exists(c, kCategoryKnown, f.cat_id)) return ProductSaveOutcome::category_not_found;
  if (!f.type_id.empty() && !exists(c, kTypeKnown, f.type_id)) return ProductSaveOutcome::type_not_found;
  if (f.attributes)
    for (const auto& [attribute_id, value] : *f.attributes)
      if (!exists(c, kAttributeKnown, attribute_id)) return ProductSaveOutcome::attribute_not_found;
  if (!f.barcode.empty() && exists(c, kBarcodeUsed, f.barcode, id)) return ProductSaveOutcome::barcode_taken;
  if (exists(c, kSlugUsed, f.slug, id)) {
    if (!slug_made) return ProductSaveOutcome::slug_taken;
    auto free = first_free_slug(c, kSlugUsed, f.slug, id);
    if (!free) return ProductSaveOutcome::slug_taken;  // a hundred numbered ones taken: the caller picks one
    f.slug = *free;
  }
  return std::nullopt;
}

void write_attributes(Connection& c, const std::string& id, const ProductFields& f) {
  if (!f.attributes) return;
  c.prepare("DELETE FROM product_attribute_values WHERE product_id = ?1").bind_all(id).run();
  int order = 0;
  for (const auto& [attribute_id, value] : *f.attributes) {
    if (value.empty()) continue;
    c.prepare(
         "INSERT INTO product_attribute_values(product_id, attribute_id, value, sort_order) VALUES(?1, ?2, ?3, ?4)"
         " ON CONFLICT(product_id, attribute_id) DO UPDATE SET value = excluded.value, sort_order = "
         "excluded.sort_order")
        .bind_all(id, attribute_id, value, order++)
        .run();
  }
}

// The audited fields of a product, as the audit row shows them (money in rupees).
json::object audited(const Product& p) {
  json::array attributes;
  for (const auto& a : p.attributes) attributes.push_back(json::object{{"attribute_id", a.id}, {"value", a.value}});
  return {
      {"title", p.title},         {"slug", p.slug},           {"short_description", p.short_description},
      {"details", p.details},     {"brand", p.brand},         {"tags", p.tags},
      {"barcode", p.barcode},     {"price", rupees(p.price)}, {"price_was", rupees(p.price_was)},
      {"taxable", p.taxable > 0}, {"type_id", p.type_id},     {"limit_max_qty_in_cart", p.limit_max_qty_in_cart},
      {"cat_id", p.cat_id},       {"status", p.status},       {"attributes", std::move(attributes)},
  };
}

// Only the fields that differ, before and after.
std::pair<json::object, json::object> changed(const json::object& before, const json::object& after) {
  json::object b, a;
  for (const auto& [key, value] : after) {
    const auto* old = before.if_contains(key);
    if (old && *old == value) continue;
    b[key] = old ? *old : json::value(nullptr);
    a[key] = value;
  }
  return {b, a};
}

std::vector<domain::ImportProduct> import_catalogue(Connection& c) {
  std::vector<domain::ImportProduct> out;
  auto st = c.prepare(
      "SELECT id, title, slug, coalesce(barcode, ''), coalesce(cat_id, ''), price, price_was, available_qty, status"
      " FROM products ORDER BY id");
  while (st.step()) {
    domain::ImportProduct p;
    p.id = st.get_text(0);
    p.title = st.get_text(1);
    p.slug = st.get_text(2);
    p.barcode = st.get_text(3);
    p.cat_id = st.get_text(4);
    p.price = st.get_int(5);
    p.price_was = st.get_int(6);
    p.stock = st.get_int(7);
    p.status = st.get_text(8);
    out.push_back(std::move(p));
  }
  return out;
}

// The audit row of one imported product: only what changed (money in rupees).
std::pair<json::object, json::object> import_audit(const domain::ImportProduct& b, const domain::ImportProduct& a) {
  json::object before, after;
  if (a.price != b.price) {
    before["price"] = rupees(b.price);
    after["price"] = rupees(a.price);
  }
  if (a.price_was != b.price_was) {
    before["price_was"] = rupees(b.price_was);
    after["price_was"] = rupees(a.price_was);
  }
  if (a.status != b.status) {
    before["status"] = b.status;
    after["status"] = a.status;
  }
  if (a.stock != b.stock) {
    before["available_qty"] = b.stock;
    after["available_qty"] = a.stock;
    after["reason"] = "import";
  }
  return {before, after};
}

class SqliteProductAdminStore final : public ProductAdminStore {
 public:
  explicit SqliteProductAdminStore(Database& db) : db_(db) {}

  AdminProductPage list(const AdminProductQuery& q) override {
    return db_.read([&](Connection& c) {
      const std::string where =
          " FROM products p LEFT JOIN product_categories c ON c.id = p.cat_id"
          " WHERE (?1 = '' OR p.title LIKE ?2 ESCAPE '\\' OR p.slug LIKE ?2 ESCAPE '\\'"
          "        OR coalesce(p.barcode, '') LIKE ?2 ESCAPE '\\')"
          " AND (?3 = '' OR p.cat_id = ?3) AND (?4 = '' OR p.status = ?4)"
          " AND (?5 = '' OR (?5 = 'out' AND p.available_qty < 1)"
          "      OR (?5 = 'low' AND p.available_qty BETWEEN 1 AND ?6))";
      auto bind = [&](Statement& st) {
        st.bind_all(q.search, like_part(q.search), q.cat_id, q.status, q.stock, q.low_stock_max);
      };
      AdminProductPage page;
      {
        auto st = c.prepare("SELECT count(*)" + where);
        bind(st);
        st.step();
        page.total = st.get_int(0);
      }
      auto st = c.prepare(
          "SELECT p.id, p.title, p.slug, p.picture_thumb, p.price, p.price_was, p.available_qty,"
          " p.reserved_for_order, p.status, p.cat_id, c.title, p.barcode, p.updated_at, p.version" +
          where + " ORDER BY p.updated_at DESC, p.id DESC LIMIT ?7 OFFSET ?8");
      bind(st);
      st.bind(7, q.limit);
      st.bind(8, static_cast<std::int64_t>(q.page - 1) * q.limit);
      while (st.step()) {
        AdminProductRow r;
        int i = 0;
        r.id = st.get_text(i++);
        r.title = st.get_text(i++);
        r.slug = st.get_text(i++);
        r.picture_thumb = st.get_text(i++);
        r.price = st.get_int(i++);
        r.price_was = st.get_int(i++);
        r.available_qty = st.get_int(i++);
        r.reserved_for_order = st.get_int(i++);
        r.status = st.get_text(i++);
        r.cat_id = st.get_text(i++);
        r.cat_title = st.get_text(i++);
        r.barcode = st.get_text(i++);
        r.updated_at = st.get_text(i++);
        r.version = st.get_int(i++);
        page.rows.push_back(std::move(r));
      }
      return page;
    });
  }

  std::optional<AdminProduct> find(const std::string& id) override {
    return db_.read([&](Connection& c) { return load(c, id); });
  }

  CatalogueOptions options() override {
    return db_.read([](Connection& c) {
      CatalogueOptions out;
      {
        // Parents before children (depth first from the top), siblings by sort order then title.
        auto st = c.prepare(
            std::string("WITH RECURSIVE walk(id, depth, path) AS ("
                        " SELECT id, 0, printf('%08d', sort_order) || title FROM product_categories"
                        "  WHERE parent_cat_id IS NULL OR parent_cat_id NOT IN (SELECT id FROM product_categories)"
                        " UNION ALL"
                        " SELECT k.id, w.depth + 1, w.path || '/' || printf('%08d', k.sort_order) || k.title"
                        "  FROM product_categories k JOIN walk w ON k.parent_cat_id = w.id WHERE w.depth < 32)"
                        " SELECT ") +
            kCategoryColumns + kCategoryFrom + " JOIN walk ON walk.id = c.id ORDER BY walk.path");
        while (st.step()) out.categories.push_back(read_category(st));
      }
      {
        auto st = c.prepare("SELECT id, title, slug, tax_value, tax_unit FROM product_types ORDER BY title, id");
        while (st.step()) {
          ProductType t;
          t.id = st.get_text(0);
          t.title = st.get_text(1);
          t.slug = st.get_text(2);
          t.tax_value = st.get_double(3);
          t.tax_unit = st.get_text(4);
          out.types.push_back(std::move(t));
        }
      }
      {
        auto st = c.prepare("SELECT id, title, slug, code FROM attributes ORDER BY title, id");
        while (st.step()) {
          AttributeValue a;
          a.id = st.get_text(0);
          a.title = st.get_text(1);
          a.slug = st.get_text(2);
          a.code = st.get_text(3);
          out.attributes.push_back(std::move(a));
        }
      }
      return out;
    });
  }

  ProductSaveResult create(const std::string& actor_id, const ProductFields& fields) override {
    return db_.write([&](Connection& c) {
      ProductSaveResult result;
      ProductFields f = fields;
      const bool slug_made = f.slug.empty();
      if (slug_made) f.slug = domain::make_slug(f.title);
      const std::string id = new_id();
      if (auto refused = check_references(c, id, f, slug_made)) {
        result.outcome = *refused;
        return result;
      }
      const std::string now = now_iso();
      c.prepare(
           "INSERT INTO products(id, title, slug, short_description, details, brand, tags, barcode, price, price_was,"
           " taxable, type_id, limit_max_qty_in_cart, cat_id, status, published_at, created_at, updated_at, version)"
           " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15,"
           " CASE WHEN ?15 = 'published' THEN ?16 END, ?16, ?16, 1)")
          .bind_all(id, f.title, f.slug, f.short_description, f.details, f.brand, f.tags, nullable(f.barcode), f.price,
                    f.price_was, f.taxable ? 1 : 0, nullable(f.type_id), f.limit_max_qty_in_cart, f.cat_id, f.status,
                    now)
          .run();
      write_attributes(c, id, f);
      result.product = load(c, id);
      insert_audit(c, {actor_id, "product.create", id, "{}", json_text(audited(result.product->product))}, now);
      result.outcome = ProductSaveOutcome::saved;
      return result;
    });
  }

  ProductSaveResult update(const std::string& actor_id, const std::string& id, std::int64_t version,
                           const ProductFields& fields) override {
    return db_.write([&](Connection& c) {
      ProductSaveResult result;
      auto before = load(c, id);
      if (!before) return result;
      if (before->version != version) {
        result.outcome = ProductSaveOutcome::stale;
        return result;
      }
      ProductFields f = fields;
      if (f.slug.empty()) f.slug = before->product.slug;  // stable: kept unless a new one is sent
      if (auto refused = check_references(c, id, f, false)) {
        result.outcome = *refused;
        return result;
      }
      const std::string now = now_iso();
      c.prepare(
           "UPDATE products SET title = ?2, slug = ?3, short_description = ?4, details = ?5, brand = ?6, tags = ?7,"
           " barcode = ?8, price = ?9, price_was = ?10, taxable = ?11, type_id = ?12, limit_max_qty_in_cart = ?13,"
           " cat_id = ?14, status = ?15,"
           " published_at = CASE WHEN ?15 = 'published' AND published_at IS NULL THEN ?16 ELSE published_at END,"
           " updated_at = ?16, version = version + 1 WHERE id = ?1")
          .bind_all(id, f.title, f.slug, f.short_description, f.details, f.brand, f.tags, nullable(f.barcode), f.price,
                    f.price_was, f.taxable ? 1 : 0, nullable(f.type_id), f.limit_max_qty_in_cart, f.cat_id, f.status,
                    now)
          .run();
      write_attributes(c, id, f);
      result.product = load(c, id);
      auto [b, a] = changed(audited(before->product), audited(result.product->product));
      insert_audit(c, {actor_id, "product.edit", id, json_text(b), json_text(a)}, now);
      result.outcome = ProductSaveOutcome::saved;
      return result;
    });
  }

  StockAdjustResult adjust_stock(const std::string& actor_id, const std::string& id, std::int64_t version,
                                 const StockAdjustment& adjustment,
                                 const std::function<StockDecision(std::int64_t available)>& decide) override {
    using Outcome = StockAdjustResult::Outcome;
    return db_.write([&](Connection& c) {
      StockAdjustResult result;
      std::int64_t available = 0;
      {
        auto st = c.prepare("SELECT available_qty, version FROM products WHERE id = ?1");
        st.bind(1, id);
        if (!st.step()) return result;
        available = st.get_int(0);
        if (st.get_int(1) != version) {
          result.outcome = Outcome::stale;
          return result;
        }
      }
      const auto decision = decide(available);
      if (const auto* refusal = std::get_if<domain::Violation>(&decision)) {
        result.outcome = Outcome::refused;
        result.refusal = *refusal;
        return result;
      }
      const std::int64_t after = std::get<std::int64_t>(decision);
      const std::string now = now_iso();
      c.prepare("UPDATE products SET available_qty = ?2, updated_at = ?3, version = version + 1 WHERE id = ?1")
          .bind_all(id, after, now)
          .run();
      json::object audit_after{{"available_qty", after}, {"reason", adjustment.reason}};
      if (adjustment.change) audit_after["change"] = *adjustment.change;
      if (adjustment.set_to) audit_after["set_to"] = *adjustment.set_to;
      if (!adjustment.note.empty()) audit_after["note"] = adjustment.note;
      insert_audit(
          c, {actor_id, "product.stock", id, json_text({{"available_qty", available}}), json_text(audit_after)}, now);
      result.outcome = Outcome::changed;
      result.before = available;
      result.product = load(c, id);
      return result;
    });
  }

  domain::ImportPlan apply_import(
      const std::string& actor_id,
      const std::function<domain::ImportPlan(const std::vector<domain::ImportProduct>& catalogue)>& plan) override {
    return db_.write([&](Connection& c) {
      auto result = plan(import_catalogue(c));
      if (!result.ok()) return result;
      const std::string now = now_iso();
      auto update = c.prepare(
          "UPDATE products SET price = ?2, price_was = ?3, status = ?4, available_qty = ?5,"
          " published_at = CASE WHEN ?4 = 'published' AND published_at IS NULL THEN ?6 ELSE published_at END,"
          " updated_at = ?6, version = version + 1 WHERE id = ?1");
      for (const auto& row : result.rows) {
        if (row.changes.empty() || !row.product) continue;
        const auto& a = row.after;
        update.reset();
        update.bind_all(a.id, a.price, a.price_was, a.status, a.stock, now).run();
        auto [b, after] = import_audit(*row.product, a);
        insert_audit(c, {actor_id, "product.import", a.id, json_text(b), json_text(after)}, now);
      }
      return result;
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<ProductAdminStore> make_sqlite_product_admin_store(Database& db) {
  return std::make_unique<SqliteProductAdminStore>(db);
}

}  // namespace karyana::store::sqlite
