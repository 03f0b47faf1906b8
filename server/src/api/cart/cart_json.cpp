#include "api/cart/cart_json.hpp"

#include <boost/json.hpp>

#include "api/catalogue/catalogue_json.hpp"
#include "api/message_codes.hpp"
#include "api/record_json.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

json::object item_json(const PricedLine& l, const std::string& cart_id) {
  const auto& p = l.product;
  // The product's own JSON carries the attribute list in the shape AttributeRef reads.
  auto attributes = product_json(p, {}).at("attributes_v2");
  json::value category = nullptr;
  if (p.category) category = json::object{{"_id", p.category->id}, {"title", p.category->title}};
  return {
      {"_id", p.id},
      {"product_id", p.id},
      {"cart_id", cart_id},
      {"title", p.title},
      {"slug", p.slug},
      {"price", rupees(p.price)},
      {"price_was", rupees(p.price_was)},
      {"tax_value", p.type ? p.type->tax_value : 0.0},
      {"tax_unit", p.type ? json::value(p.type->tax_unit) : json::value(nullptr)},
      {"tax_total", rupees(l.unit_tax)},
      {"taxable", p.taxable},
      {"qty", l.line.qty},
      {"limit_max_qty_in_cart", p.limit_max_qty_in_cart},
      {"picture", p.picture},
      {"picture_thumb", p.picture_thumb},
      {"available_qty", domain::sellable_qty(product_stock(p))},
      {"barcode", text_or_null(p.barcode)},
      {"attributes", std::move(attributes)},
      {"cat_id", text_or_null(p.cat_id)},
      {"category", std::move(category)},
      {"updated_at", l.line.updated_at},
      {"deliverable_qty", nullptr},
      {"delivery_status", nullptr},
      {"status", p.status},
      {"error", nullptr},
  };
}

}  // namespace

json::object cart_json(const PricedCart& cart, const std::string& error) {
  json::array items;
  items.reserve(cart.lines.size());
  for (const auto& l : cart.lines) items.push_back(item_json(l, cart.cart.id));
  const auto& t = cart.totals;
  return {
      {"_id", cart.cart.id},
      {"customer_id", cart.cart.customer_id},
      {"items", std::move(items)},
      {"totalPrice", rupees(t.total_price)},
      {"totalTax", rupees(t.total_tax)},
      {"deliveryCharges", rupees(t.delivery_charges)},
      {"grandTotal", rupees(t.grand_total)},
      {"created_at", cart.cart.created_at},
      {"updated_at", cart.cart.updated_at},
      {"error", error.empty() ? json::value(nullptr) : json::value(error_object(error, text_code(error, "")))},
  };
}

}  // namespace karyana::api
