// The PostgreSQL ProductAdminStore: the statements of sqlite_product_admin_store.cpp, the same
// answers, refusals and audit rows (store/product_admin_rows holds what both share).
//
// Optimistic versions across processes: a save or stock change reads the product's version and
// writes in ONE write, its row locked first (as store/postgres/hot_row_locks.hpp), so a
// second console save of the same product waits for the first and then reads the moved version:
// refused as stale, exactly as SQLite's single writer would.
//
// Isolation (issue 20): the product's row is hot — every placement of it locks it — so the stock
// save and a save that keeps the slug and barcode (a price or title edit) run READ COMMITTED, wait
// behind the placements and go on with the row they left, where SERIALIZABLE failed each wait with
// 40001. Every read they decide on is covered by a lock: the product's row (version, stock), the
// category, type and attributes named (FOR KEY SHARE: they cannot vanish before COMMIT), and an
// unchanged slug or barcode cannot newly collide (another save giving it to a second product reads
// this committed row and is refused). A save that CHANGES the slug or barcode, a creation and the
// CSV import stay SERIALIZABLE: "is this slug / barcode used?" is a predicate read no row lock
// covers (a concurrent save taking the same one fails the later commit with 40001, and its retry
// finds it taken or numbers the made slug on), and the import plans over the whole catalogue.
#include "domain/product_rules.hpp"
#include "store/catalogue_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/product_admin_rows.hpp"

namespace karyana::store::postgres {

namespace {

using catalogue_rows::kProductColumnCount;
using catalogue_rows::kProductColumns;
using product_admin_rows::Lookup;

std::optional<std::string> nullable(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

// `lock`: FOR NO KEY UPDATE (a write about to check the version and change the row), as the
// placement locks it; a cart line naming the product (a foreign key's KEY SHARE) does not wait.
std::optional<AdminProduct> load(Connection& c, const std::string& id, bool lock = false) {
  auto rows = c.exec(std::string("SELECT ") + kProductColumns + ", p.version FROM products p WHERE p.id = $1" +
                         (lock ? " FOR NO KEY UPDATE" : ""),
                     id);
  if (!rows.step()) return std::nullopt;
  AdminProduct out{catalogue_rows::read_product(rows), rows.get_int(kProductColumnCount)};
  std::vector<Product> one{std::move(out.product)};
  load_product_details(c, one);
  out.product = std::move(one.front());
  return out;
}

// The SQL of each lookup of product_admin_rows::check_references ($2: the product's own id). A row
// found is held FOR KEY SHARE (as the foreign key's own check would), so it is still there at COMMIT.
const char* lookup_sql(Lookup lookup) {
  switch (lookup) {
    case Lookup::category:
      return "SELECT 1 FROM product_categories WHERE id = $1 AND $2::text = $2::text FOR KEY SHARE";
    case Lookup::type:
      return "SELECT 1 FROM product_types WHERE id = $1 AND $2::text = $2::text FOR KEY SHARE";
    case Lookup::attribute:
      return "SELECT 1 FROM attributes WHERE id = $1 AND $2::text = $2::text FOR KEY SHARE";
    case Lookup::barcode_used:
      return "SELECT 1 FROM products WHERE barcode = $1 AND id <> $2";
    case Lookup::slug_used:
      break;
  }
  return "SELECT 1 FROM products WHERE slug = $1 AND id <> $2";
}

std::optional<ProductSaveOutcome> check_references(Connection& c, const std::string& id, ProductFields& f,
                                                   bool slug_made) {
  return product_admin_rows::check_references(f, slug_made, [&](Lookup lookup, const std::string& value) {
    return c.exec(lookup_sql(lookup), value, id).rows() > 0;
  });
}

void write_attributes(Connection& c, const std::string& id, const ProductFields& f) {
  if (!f.attributes) return;
  c.exec("DELETE FROM product_attribute_values WHERE product_id = $1", id);
  std::int64_t order = 0;
  for (const auto& [attribute_id, value] : *f.attributes) {
    if (value.empty()) continue;
    c.exec(
        "INSERT INTO product_attribute_values(product_id, attribute_id, value, sort_order) VALUES($1, $2, $3, $4)"
        " ON CONFLICT(product_id, attribute_id) DO UPDATE SET value = excluded.value, sort_order = "
        "excluded.sort_order",
        id, attribute_id, value, order++);
  }
}

std::vector<domain::ImportProduct> import_catalogue(Connection& c) {
  std::vector<domain::ImportProduct> out;
  auto rows = c.exec(product_admin_rows::kImportCatalogueSelect);
  while (rows.step()) out.push_back(product_admin_rows::read_import_product(rows));
  return out;
}

// SQLite's LIKE ignores ASCII case: ILIKE (ASCII only under the "C" collation).
constexpr const char* kListWhere =
    " FROM products p LEFT JOIN product_categories c ON c.id = p.cat_id"
    " WHERE ($1::text = '' OR p.title ILIKE $2 ESCAPE '\\' OR p.slug ILIKE $2 ESCAPE '\\'"
    "        OR coalesce(p.barcode, '') ILIKE $2 ESCAPE '\\')"
    " AND ($3::text = '' OR p.cat_id = $3) AND ($4::text = '' OR p.status = $4)"
    " AND ($5::text = '' OR ($5 = 'out' AND p.available_qty < 1)"
    "      OR ($5 = 'low' AND p.available_qty BETWEEN 1 AND $6))";

}  // namespace

AdminProductPage PostgresProductAdminStore::list(const AdminProductQuery& q) {
  return db_.read([&](Connection& c) {
    const std::string pattern = product_admin_rows::like_part(q.search);
    AdminProductPage page;
    page.total = c.exec(std::string("SELECT count(*)") + kListWhere, q.search, pattern, q.cat_id, q.status, q.stock,
                        q.low_stock_max)
                     .single_int();
    auto rows = c.exec(std::string(product_admin_rows::kAdminRowColumns) + kListWhere +
                           " ORDER BY p.updated_at DESC, p.id DESC LIMIT $7 OFFSET $8",
                       q.search, pattern, q.cat_id, q.status, q.stock, q.low_stock_max, q.limit,
                       static_cast<std::int64_t>(q.page - 1) * q.limit);
    while (rows.step()) page.rows.push_back(product_admin_rows::read_admin_row(rows));
    return page;
  });
}

std::optional<AdminProduct> PostgresProductAdminStore::find(const std::string& id) {
  return db_.read([&](Connection& c) { return load(c, id); });
}

CatalogueOptions PostgresProductAdminStore::options() {
  return db_.read([](Connection& c) {
    CatalogueOptions out;
    {
      // Parents before children (depth first from the top), siblings by sort order then title;
      // printf('%08d', …) is lpad(…::text, 8, '0') here (sort orders are never negative).
      auto rows =
          c.exec(std::string("WITH RECURSIVE walk(id, depth, path) AS ("
                             " SELECT id, 0, lpad(sort_order::text, 8, '0') || title FROM product_categories"
                             "  WHERE parent_cat_id IS NULL OR parent_cat_id NOT IN (SELECT id FROM product_categories)"
                             " UNION ALL"
                             " SELECT k.id, w.depth + 1, w.path || '/' || lpad(k.sort_order::text, 8, '0') || k.title"
                             "  FROM product_categories k JOIN walk w ON k.parent_cat_id = w.id WHERE w.depth < 32)"
                             " SELECT ") +
                 catalogue_rows::kCategoryColumns + catalogue_rows::kCategoryFrom +
                 " JOIN walk ON walk.id = c.id ORDER BY walk.path COLLATE \"C\"");
      while (rows.step()) out.categories.push_back(catalogue_rows::read_category(rows));
    }
    {
      auto rows = c.exec("SELECT id, title, slug, tax_value, tax_unit FROM product_types ORDER BY title, id");
      while (rows.step()) out.types.push_back(catalogue_rows::read_product_type(rows));
    }
    {
      auto rows = c.exec("SELECT id, title, slug, code FROM attributes ORDER BY title, id");
      while (rows.step()) {
        AttributeValue a;
        a.id = rows.get_text(0);
        a.title = rows.get_text(1);
        a.slug = rows.get_text(2);
        a.code = rows.get_text(3);
        out.attributes.push_back(std::move(a));
      }
    }
    return out;
  });
}

ProductSaveResult PostgresProductAdminStore::create(const std::string& actor_id, const ProductFields& fields) {
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
    c.exec(
        "INSERT INTO products(id, title, slug, short_description, details, brand, tags, barcode, price, price_was,"
        " taxable, type_id, limit_max_qty_in_cart, cat_id, status, published_at, created_at, updated_at, version)"
        " VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text,"
        " CASE WHEN $15::text = 'published' THEN $16::text END, $16::text, $16::text, 1)",
        id, f.title, f.slug, f.short_description, f.details, f.brand, f.tags, nullable(f.barcode), f.price, f.price_was,
        f.taxable ? 1 : 0, nullable(f.type_id), f.limit_max_qty_in_cart, f.cat_id, f.status, now);
    write_attributes(c, id, f);
    result.product = load(c, id);
    insert_audit(c, product_admin_rows::created_audit(actor_id, result.product->product), now);
    result.outcome = ProductSaveOutcome::saved;
    return result;
  });
}

namespace {

// An edit of `before` (read FOR UPDATE in this transaction).
ProductSaveResult save_edit(Connection& c, const std::string& actor_id, const AdminProduct& before,
                            std::int64_t version, const ProductFields& fields) {
  ProductSaveResult result;
  if (before.version != version) {
    result.outcome = ProductSaveOutcome::stale;
    return result;
  }
  const std::string& id = before.product.id;
  ProductFields f = fields;
  if (f.slug.empty()) f.slug = before.product.slug;  // stable: kept unless a new one is sent
  if (auto refused = check_references(c, id, f, false)) {
    result.outcome = *refused;
    return result;
  }
  const std::string now = now_iso();
  c.exec(
      "UPDATE products SET title = $2, slug = $3, short_description = $4, details = $5, brand = $6, tags = $7,"
      " barcode = $8, price = $9, price_was = $10, taxable = $11, type_id = $12, limit_max_qty_in_cart = $13,"
      " cat_id = $14, status = $15::text,"
      " published_at = CASE WHEN $15::text = 'published' AND published_at IS NULL THEN $16::text"
      " ELSE published_at END, updated_at = $16::text, version = version + 1 WHERE id = $1",
      id, f.title, f.slug, f.short_description, f.details, f.brand, f.tags, nullable(f.barcode), f.price, f.price_was,
      f.taxable ? 1 : 0, nullable(f.type_id), f.limit_max_qty_in_cart, f.cat_id, f.status, now);
  write_attributes(c, id, f);
  result.product = load(c, id);
  insert_audit(c, product_admin_rows::edited_audit(actor_id, before.product, result.product->product), now);
  result.outcome = ProductSaveOutcome::saved;
  return result;
}

// The slug or barcode would change: uniqueness predicates only SERIALIZABLE covers.
bool changes_unique_values(const AdminProduct& before, const ProductFields& f) {
  return (!f.slug.empty() && f.slug != before.product.slug) || f.barcode != before.product.barcode;
}

}  // namespace

ProductSaveResult PostgresProductAdminStore::update(const std::string& actor_id, const std::string& id,
                                                    std::int64_t version, const ProductFields& fields) {
  // READ COMMITTED unless the save changes the slug or barcode (see the top of the file).
  auto kept = db_.write(
      [&](Connection& c) -> std::optional<ProductSaveResult> {
        auto before = load(c, id, /*lock=*/true);
        if (!before) return ProductSaveResult{};
        if (before->version == version && changes_unique_values(*before, fields)) return std::nullopt;
        return save_edit(c, actor_id, *before, version, fields);
      },
      Isolation::read_committed);
  if (kept) return std::move(*kept);
  return db_.write([&](Connection& c) {
    auto before = load(c, id, /*lock=*/true);
    if (!before) return ProductSaveResult{};
    return save_edit(c, actor_id, *before, version, fields);
  });
}

StockAdjustResult PostgresProductAdminStore::adjust_stock(
    const std::string& actor_id, const std::string& id, std::int64_t version, const StockAdjustment& adjustment,
    const std::function<StockDecision(std::int64_t available)>& decide) {
  using Outcome = StockAdjustResult::Outcome;
  // READ COMMITTED behind the product's row lock (see the top of the file): the version check and
  // `decide` read only that row.
  auto body = [&](Connection& c) {
    StockAdjustResult result;
    std::int64_t available = 0;
    {
      // Locked: a placement taking stock of this product waits, so `decide` sees the count written;
      // this waits for a placement that holds it, then reads the count the placement left.
      auto rows = c.exec("SELECT available_qty, version FROM products WHERE id = $1 FOR NO KEY UPDATE", id);
      if (!rows.step()) return result;
      available = rows.get_int(0);
      if (rows.get_int(1) != version) {
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
    c.exec("UPDATE products SET available_qty = $2, updated_at = $3, version = version + 1 WHERE id = $1", id, after,
           now);
    insert_audit(c, product_admin_rows::stock_audit(actor_id, id, available, after, adjustment), now);
    result.outcome = Outcome::changed;
    result.before = available;
    result.product = load(c, id);
    return result;
  };
  return db_.write(body, Isolation::read_committed);
}

domain::ImportPlan PostgresProductAdminStore::apply_import(
    const std::string& actor_id,
    const std::function<domain::ImportPlan(const std::vector<domain::ImportProduct>& catalogue)>& plan) {
  return db_.write([&](Connection& c) {
    auto result = plan(import_catalogue(c));
    if (!result.ok()) return result;
    const std::string now = now_iso();
    for (const auto& row : result.rows) {
      if (row.changes.empty() || !row.product) continue;
      const auto& a = row.after;
      c.exec(
          "UPDATE products SET price = $2, price_was = $3, status = $4::text, available_qty = $5,"
          " published_at = CASE WHEN $4::text = 'published' AND published_at IS NULL THEN $6::text"
          " ELSE published_at END, updated_at = $6::text, version = version + 1 WHERE id = $1",
          a.id, a.price, a.price_was, a.status, a.stock, now);
      insert_audit(c, product_admin_rows::import_audit(actor_id, *row.product, a), now);
    }
    return result;
  });
}

}  // namespace karyana::store::postgres
