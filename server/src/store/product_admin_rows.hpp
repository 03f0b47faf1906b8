// What the SQLite and PostgreSQL product admin stores share (issue 20): the console list's
// columns and their mapping, the import's catalogue row, the database checks of a save (the
// engine answers only "is this row there"), and the audit rows a save, a stock change and an
// import write — one copy, so the two engines refuse, answer and audit alike.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "domain/product_import_rules.hpp"
#include "store/audit_store.hpp"
#include "store/product_admin_store.hpp"

namespace karyana::store::product_admin_rows {

// The columns read_admin_row() expects (products `p` left-joined to its category `c`).
inline constexpr const char* kAdminRowColumns =
    "SELECT p.id, p.title, p.slug, p.picture_thumb, p.price, p.price_was, p.available_qty,"
    " p.reserved_for_order, p.status, p.cat_id, c.title, p.barcode, p.updated_at, p.version";

template <class Row>
AdminProductRow read_admin_row(const Row& row) {
  AdminProductRow r;
  int i = 0;
  r.id = row.get_text(i++);
  r.title = row.get_text(i++);
  r.slug = row.get_text(i++);
  r.picture_thumb = row.get_text(i++);
  r.price = row.get_int(i++);
  r.price_was = row.get_int(i++);
  r.available_qty = row.get_int(i++);
  r.reserved_for_order = row.get_int(i++);
  r.status = row.get_text(i++);
  r.cat_id = row.get_text(i++);
  r.cat_title = row.get_text(i++);
  r.barcode = row.get_text(i++);
  r.updated_at = row.get_text(i++);
  r.version = row.get_int(i++);
  return r;
}

// Every product as the import plans against it (the same text on both engines: no parameters).
inline constexpr const char* kImportCatalogueSelect =
    "SELECT id, title, slug, coalesce(barcode, ''), coalesce(cat_id, ''), price, price_was, available_qty, status"
    " FROM products ORDER BY id";

template <class Row>
domain::ImportProduct read_import_product(const Row& row) {
  domain::ImportProduct p;
  p.id = row.get_text(0);
  p.title = row.get_text(1);
  p.slug = row.get_text(2);
  p.barcode = row.get_text(3);
  p.cat_id = row.get_text(4);
  p.price = row.get_int(5);
  p.price_was = row.get_int(6);
  p.stock = row.get_int(7);
  p.status = row.get_text(8);
  return p;
}

// LIKE pattern for a part of a text, the wildcards in it escaped with '\'.
std::string like_part(const std::string& text);

// What a save asks the database: is there a row (`value` other than product `own_id` for the
// two "used" lookups).
enum class Lookup { category, type, attribute, barcode_used, slug_used };
using Finds = std::function<bool(Lookup lookup, const std::string& value)>;

// The database's checks of a save, in their order; nullopt when they pass. `f.slug` may be
// replaced by a free numbered one when it was made from the title.
std::optional<ProductSaveOutcome> check_references(ProductFields& f, bool slug_made, const Finds& finds);

// The audit rows (money in rupees; an edit and an import show only the fields that changed).
NewAuditEntry created_audit(const std::string& actor_id, const Product& after);
NewAuditEntry edited_audit(const std::string& actor_id, const Product& before, const Product& after);
NewAuditEntry stock_audit(const std::string& actor_id, const std::string& id, std::int64_t before, std::int64_t after,
                          const StockAdjustment& adjustment);
NewAuditEntry import_audit(const std::string& actor_id, const domain::ImportProduct& before,
                           const domain::ImportProduct& after);

}  // namespace karyana::store::product_admin_rows
