#include "api/staff/staff_product_json.hpp"

#include <boost/json.hpp>

#include "api/message_codes.hpp"
#include "api/record_json.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

}  // namespace

json::object staff_product_row_json(const store::AdminProductRow& r) {
  return {
      {"_id", r.id},
      {"title", r.title},
      {"slug", r.slug},
      {"picture_thumb", text_or_null(r.picture_thumb)},
      {"price", rupees(r.price)},
      {"price_was", rupees(r.price_was)},
      {"available_qty", r.available_qty},
      {"reserved_for_order", r.reserved_for_order},
      {"status", r.status},
      {"cat_id", text_or_null(r.cat_id)},
      {"cat_title", text_or_null(r.cat_title)},
      {"barcode", text_or_null(r.barcode)},
      {"updated_at", r.updated_at},
      {"version", r.version},
  };
}

json::object staff_product_json(const store::AdminProduct& a) {
  const auto& p = a.product;
  json::array gallery;
  for (const auto& g : p.gallery)
    gallery.push_back(json::object{{"_id", g.id}, {"img", g.img}, {"thumb", g.thumb}, {"prod_id", g.prod_id}});
  json::array attributes;
  for (const auto& v : p.attributes)
    attributes.push_back(
        json::object{{"attribute_id", v.id}, {"title", v.title}, {"code", v.code}, {"value", v.value}});
  json::value tax = nullptr;
  if (p.type) tax = json::object{{"value", p.type->tax_value}, {"unit", p.type->tax_unit}};
  return {
      {"_id", p.id},
      {"version", a.version},
      {"title", p.title},
      {"slug", p.slug},
      {"short_description", p.short_description},
      {"details", p.details},
      {"brand", p.brand},
      {"tags", p.tags},
      {"barcode", text_or_null(p.barcode)},
      {"price", rupees(p.price)},
      {"price_was", rupees(p.price_was)},
      {"taxable", p.taxable > 0},
      {"type_id", text_or_null(p.type_id)},
      {"tax", std::move(tax)},
      {"limit_max_qty_in_cart", p.limit_max_qty_in_cart},
      {"available_qty", p.available_qty},
      {"reserved_for_order", p.reserved_for_order},
      {"cat_id", text_or_null(p.cat_id)},
      {"cat_title", p.category ? json::value(p.category->title) : json::value(nullptr)},
      {"status", p.status},
      {"published_at", text_or_null(p.published_at)},
      {"created_at", p.created_at},
      {"updated_at", p.updated_at},
      {"picture", text_or_null(p.picture)},
      {"picture_thumb", text_or_null(p.picture_thumb)},
      {"gallery", std::move(gallery)},
      {"attributes", std::move(attributes)},
      {"error", nullptr},
  };
}

json::object catalogue_options_json(const store::CatalogueOptions& o) {
  json::array categories;
  for (const auto& c : o.categories)
    categories.push_back(json::object{
        {"_id", c.id}, {"title", c.title}, {"parent_cat_id", text_or_null(c.parent_cat_id)}, {"status", c.status}});
  json::array types;
  for (const auto& t : o.types)
    types.push_back(json::object{
        {"_id", t.id}, {"title", t.title}, {"tax", json::object{{"value", t.tax_value}, {"unit", t.tax_unit}}}});
  json::array attributes;
  for (const auto& a : o.attributes)
    attributes.push_back(json::object{{"_id", a.id}, {"title", a.title}, {"code", a.code}});
  return {{"categories", std::move(categories)}, {"types", std::move(types)}, {"attributes", std::move(attributes)}};
}

json::object staff_product_error_json(std::string_view message, std::string_view field, std::string_view code) {
  const auto text = text_code(message, "");
  return {{"error", error_object(message, code.empty() ? std::string_view(text) : code, field)}};
}

}  // namespace karyana::api
