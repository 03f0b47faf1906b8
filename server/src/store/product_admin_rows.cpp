#include "store/product_admin_rows.hpp"

#include <boost/json.hpp>
#include <utility>

#include "store/free_slug_search.hpp"

namespace karyana::store::product_admin_rows {

namespace {

namespace json = boost::json;

std::string json_text(const json::object& o) { return json::serialize(o); }

double rupees(Paisa p) { return static_cast<double>(p) / 100; }

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

}  // namespace

std::string like_part(const std::string& text) {
  std::string out = "%";
  for (char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

std::optional<ProductSaveOutcome> check_references(ProductFields& f, bool slug_made, const Finds& finds) {
  if (!finds(Lookup::category, f.cat_id)) return ProductSaveOutcome::category_not_found;
  if (!f.type_id.empty() && !finds(Lookup::type, f.type_id)) return ProductSaveOutcome::type_not_found;
  if (f.attributes)
    for (const auto& [attribute_id, value] : *f.attributes)
      if (!finds(Lookup::attribute, attribute_id)) return ProductSaveOutcome::attribute_not_found;
  if (!f.barcode.empty() && finds(Lookup::barcode_used, f.barcode)) return ProductSaveOutcome::barcode_taken;
  if (finds(Lookup::slug_used, f.slug)) {
    if (!slug_made) return ProductSaveOutcome::slug_taken;
    auto free = first_free_slug_by(f.slug, [&](const std::string& slug) { return finds(Lookup::slug_used, slug); });
    if (!free) return ProductSaveOutcome::slug_taken;  // a hundred numbered ones taken: the caller picks one
    f.slug = *free;
  }
  return std::nullopt;
}

NewAuditEntry created_audit(const std::string& actor_id, const Product& after) {
  return {actor_id, "product.create", after.id, "{}", json_text(audited(after))};
}

NewAuditEntry edited_audit(const std::string& actor_id, const Product& before, const Product& after) {
  auto [b, a] = changed(audited(before), audited(after));
  return {actor_id, "product.edit", after.id, json_text(b), json_text(a)};
}

NewAuditEntry stock_audit(const std::string& actor_id, const std::string& id, std::int64_t before, std::int64_t after,
                          const StockAdjustment& adjustment) {
  json::object audit_after{{"available_qty", after}, {"reason", adjustment.reason}};
  if (adjustment.change) audit_after["change"] = *adjustment.change;
  if (adjustment.set_to) audit_after["set_to"] = *adjustment.set_to;
  if (!adjustment.note.empty()) audit_after["note"] = adjustment.note;
  return {actor_id, "product.stock", id, json_text({{"available_qty", before}}), json_text(audit_after)};
}

NewAuditEntry import_audit(const std::string& actor_id, const domain::ImportProduct& b,
                           const domain::ImportProduct& a) {
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
  return {actor_id, "product.import", a.id, json_text(before), json_text(after)};
}

}  // namespace karyana::store::product_admin_rows
