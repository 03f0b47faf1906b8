// Console product reads and writes (issue 18). Every write is one BEGIN IMMEDIATE transaction:
// version check, database checks (slug, barcode, category, type, attributes), the row, the
// attribute values, the audit row. The search snapshot follows by itself (the search_state
// triggers of migration 0008 bump its version on the columns it reads); back-in-stock alerts go
// out from the trigger of migration 0007 when available_qty comes back from 0.
#include "store/sqlite/sqlite_product_admin_store.hpp"

#include "domain/product_rules.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/product_admin_rows.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

using product_admin_rows::Lookup;

std::optional<std::string> nullable(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
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

// The SQL of each lookup of product_admin_rows::check_references (?2: the product's own id).
const char* lookup_sql(Lookup lookup) {
  switch (lookup) {
    case Lookup::category:
      return "SELECT 1 FROM product_categories WHERE id = ?1 AND ?2 = ?2";
    case Lookup::type:
      return "SELECT 1 FROM product_types WHERE id = ?1 AND ?2 = ?2";
    case Lookup::attribute:
      return "SELECT 1 FROM attributes WHERE id = ?1 AND ?2 = ?2";
    case Lookup::barcode_used:
      return "SELECT 1 FROM products WHERE barcode = ?1 AND id <> ?2";
    case Lookup::slug_used:
      break;
  }
  return "SELECT 1 FROM products WHERE slug = ?1 AND id <> ?2";
}

std::optional<ProductSaveOutcome> check_references(Connection& c, const std::string& id, ProductFields& f,
                                                   bool slug_made) {
  return product_admin_rows::check_references(f, slug_made, [&](Lookup lookup, const std::string& value) {
    auto st = c.prepare(lookup_sql(lookup));
    st.bind_all(value, id);
    return st.step();
  });
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

std::vector<domain::ImportProduct> import_catalogue(Connection& c) {
  std::vector<domain::ImportProduct> out;
  auto st = c.prepare(product_admin_rows::kImportCatalogueSelect);
  while (st.step()) out.push_back(product_admin_rows::read_import_product(st));
  return out;
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
        st.bind_all(q.search, product_admin_rows::like_part(q.search), q.cat_id, q.status, q.stock, q.low_stock_max);
      };
      AdminProductPage page;
      {
        auto st = c.prepare("SELECT count(*)" + where);
        bind(st);
        st.step();
        page.total = st.get_int(0);
      }
      auto st = c.prepare(std::string(product_admin_rows::kAdminRowColumns) + where +
                          " ORDER BY p.updated_at DESC, p.id DESC LIMIT ?7 OFFSET ?8");
      bind(st);
      st.bind(7, q.limit);
      st.bind(8, static_cast<std::int64_t>(q.page - 1) * q.limit);
      while (st.step()) page.rows.push_back(product_admin_rows::read_admin_row(st));
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
      insert_audit(c, product_admin_rows::created_audit(actor_id, result.product->product), now);
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
      insert_audit(c, product_admin_rows::edited_audit(actor_id, before->product, result.product->product), now);
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
      insert_audit(c, product_admin_rows::stock_audit(actor_id, id, available, after, adjustment), now);
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
        insert_audit(c, product_admin_rows::import_audit(actor_id, *row.product, a), now);
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
