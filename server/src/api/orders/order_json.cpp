#include "api/orders/order_json.hpp"

#include <boost/json.hpp>
#include <unordered_map>

#include "api/accounts/address_json.hpp"
#include "api/message_codes.hpp"
#include "api/record_json.hpp"
#include "domain/order_status.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value opt(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }
json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

// A snapshot column back as JSON; `fallback` when it does not hold the expected kind.
json::value parse_snapshot(const std::string& text, bool want_array) {
  boost::system::error_code ec;
  auto v = json::parse(text, ec);
  if (ec || (want_array ? !v.is_array() : !v.is_object())) return want_array ? json::value(json::array{}) : nullptr;
  return v;
}

double number(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v) return 0;
  if (v->is_double()) return v->get_double();
  if (v->is_int64()) return static_cast<double>(v->get_int64());
  if (v->is_uint64()) return static_cast<double>(v->get_uint64());
  return 0;
}

// The voucher as placed, so its discount can be worked out again on other quantities. A 'fix'
// voucher keeps the amount actually charged (the stored paisa), not the rupee snapshot.
std::optional<domain::Voucher> placed_voucher(const store::OrderRecord& o, const json::value& voucher) {
  if (!voucher.is_object()) return std::nullopt;
  const auto& v = voucher.get_object();
  const auto* type = v.if_contains("discount_type");
  if (!type || !type->is_string()) return std::nullopt;
  domain::Voucher placed;
  placed.discount_type = domain::parse_voucher_type(type->get_string());
  placed.discount_amount = o.discount_value;
  placed.discount_percent = number(v, "discount_value");
  return placed;
}

// The totals the order shows: as placed while the ordered quantities count; worked out again
// from picked or deliverable quantities once the status says those count (spec §4).
domain::OrderTotals shown_totals(const store::OrderRecord& o, const json::value& voucher) {
  // A status the domain does not know counts the ordered quantities, as placed.
  const auto status = domain::parse_order_status(o.status);
  if (!status || domain::qty_basis(*status) == domain::QtyBasis::ordered) {
    domain::OrderTotals t;
    t.sub_total = o.total_price;
    t.tax = o.total_tax;
    t.delivery_charges = o.delivery_charges;
    t.savings = o.total_savings;
    t.discount = o.discount_value;
    t.grand_total = o.grand_total;
    return t;
  }
  std::unordered_map<std::string, std::int64_t> picked;
  for (const auto& p : o.pickup_data) picked[p.product_id] = p.picked_qty;
  std::vector<domain::OrderLineQty> lines;
  lines.reserve(o.items.size());
  for (const auto& i : o.items) {
    domain::OrderLineQty l{i.price, i.price_was, i.tax_total, i.taxable > 0, i.qty, std::nullopt, i.deliverable_qty};
    if (auto it = picked.find(i.product_id); it != picked.end()) l.picked_qty = it->second;
    lines.push_back(l);
  }
  const auto v = placed_voucher(o, voucher);
  return domain::status_totals(*status, lines, o.delivery_charges, v ? &*v : nullptr);
}

json::object item_json(const store::OrderItemRecord& i, const store::OrderRecord& o) {
  json::value category = nullptr;
  if (i.cat_id) category = json::object{{"_id", *i.cat_id}, {"title", opt(i.cat_title)}};
  return {
      {"_id", i.product_id},
      {"product_id", i.product_id},
      {"cart_id", opt(o.cart_id)},
      {"title", i.title},
      {"slug", i.slug},
      {"price", rupees(i.price)},
      {"price_was", rupees(i.price_was)},
      {"tax_value", i.tax_value},
      {"tax_unit", i.tax_unit},
      {"tax_total", rupees(i.tax_total)},
      {"taxable", i.taxable},
      {"qty", i.qty},
      {"limit_max_qty_in_cart", i.limit_max_qty_in_cart},
      {"picture", opt(i.picture)},
      {"picture_thumb", opt(i.picture_thumb)},
      {"available_qty", nullptr},  // an order line keeps no stock figure
      {"barcode", opt(i.barcode)},
      {"attributes", parse_snapshot(i.attributes, true)},
      {"cat_id", opt(i.cat_id)},
      {"category", std::move(category)},
      {"updated_at", o.updated_at},
      {"deliverable_qty", i.deliverable_qty ? json::value(*i.deliverable_qty) : json::value(nullptr)},
      {"delivery_status", i.delivery_status},
      {"status", nullptr},
      {"error", nullptr},
  };
}

json::value delivery_slot_json(const store::OrderRecord& o) {
  if (!o.delivery_slot_id && o.slot_date.empty()) return nullptr;
  json::value range = nullptr;
  if (!o.slot_start_utc.empty() || !o.slot_end_utc.empty())
    range = json::serialize(json::array{o.slot_start_utc, o.slot_end_utc});
  return json::object{
      {"_id", opt(o.delivery_slot_id)},
      {"start_time", text_or_null(o.slot_start_time)},
      {"end_time", text_or_null(o.slot_end_time)},
      {"day", text_or_null(o.slot_day)},
      {"date", text_or_null(o.slot_date)},
      {"time_range_utc", std::move(range)},
  };
}

json::value geo_point_json(const store::OrderRecord& o, const json::value& address) {
  if (o.lat && o.lng) return json::object{{"type", "Point"}, {"coordinates", json::array{*o.lat, *o.lng}}};
  if (address.is_object())
    if (const auto* g = address.get_object().if_contains("geo_point")) return *g;
  return nullptr;
}

json::value voucher_json(const json::value& voucher) {
  if (!voucher.is_object()) return nullptr;
  const auto& v = voucher.get_object();
  auto member = [&](std::string_view k) {
    const auto* x = v.if_contains(k);
    return x ? *x : json::value(nullptr);
  };
  json::value requirements = member("requirements");
  if (!requirements.is_array()) requirements = json::array{};
  return json::object{
      {"_id", member("_id")},
      {"title", member("title")},
      {"code", member("code")},
      {"discount_type", member("discount_type")},
      {"discount_value", member("discount_value")},
      {"requirements", std::move(requirements)},
  };
}

}  // namespace

std::int64_t shown_grand_total(const store::OrderRecord& o) {
  return shown_totals(o, o.voucher ? parse_snapshot(*o.voucher, false) : json::value(nullptr)).grand_total;
}

json::object order_json(const store::OrderRecord& o) {
  const auto address = parse_snapshot(o.shipping_address, false);
  const auto voucher = o.voucher ? parse_snapshot(*o.voucher, false) : json::value(nullptr);
  const auto totals = shown_totals(o, voucher);

  json::array items;
  items.reserve(o.items.size());
  for (const auto& i : o.items) items.push_back(item_json(i, o));
  json::array notes;
  for (const auto& n : o.status_notes) notes.push_back(json::object{{"note", n.note}, {"created_at", n.created_at}});
  json::array pickup;
  for (const auto& p : o.pickup_data)
    pickup.push_back(
        json::object{{"product_id", p.product_id}, {"pickedQty", p.picked_qty}, {"notFound", p.not_found}});

  return {
      {"_id", o.id},
      {"serial", o.serial},
      {"paymentMethod", o.payment_method},
      {"shipping_address", address},
      {"geo_point", geo_point_json(o, address)},
      {"note", o.note},
      {"delivery_slot", delivery_slot_json(o)},
      {"items", std::move(items)},
      {"customer", parse_snapshot(o.customer, false)},
      {"discountVoucher", voucher_json(voucher)},
      {"discount_value", rupees(totals.discount)},
      {"totalPrice", rupees(totals.sub_total)},
      {"totalTax", rupees(totals.tax)},
      {"deliveryCharges", rupees(totals.delivery_charges)},
      {"grandTotal", rupees(totals.grand_total)},
      {"total_savings", rupees(totals.savings)},
      {"payment_status", o.payment_status},
      {"refund_amount", rupees(o.refund_amount)},
      {"status", o.status},
      {"status_notes", std::move(notes)},
      {"pickup_data", std::move(pickup)},
      {"created_at", o.created_at},
      {"updated_at", o.updated_at},
      {"log", o.log},
      {"error", nullptr},
      {"errors", nullptr},
  };
}

json::object error_info_json(const std::string& message, const std::string& code, const std::string& details) {
  return error_object(message, code, details);
}

json::object order_error_json(const std::string& message, json::array errors) {
  return {
      {"_id", nullptr},
      {"serial", nullptr},
      {"error", error_object(message, text_code(message, ""))},
      {"errors", errors.empty() ? json::value(nullptr) : json::value(std::move(errors))},
  };
}

json::object order_connection_json(const store::OrderPage& page, std::int64_t after_offset) {
  json::array edges;
  edges.reserve(page.entries.size());
  std::int64_t position = std::max<std::int64_t>(after_offset, 0);
  for (const auto& o : page.entries)
    edges.push_back(json::object{{"cursor", std::to_string(++position)}, {"node", order_json(o)}});
  const bool more = position < page.total_count;
  return {
      {"totalCount", page.total_count},
      {"edges", std::move(edges)},
      {"pageInfo",
       json::object{{"endCursor", page.entries.empty() ? json::value(nullptr) : json::value(std::to_string(position))},
                    {"hasNextPage", more}}},
      {"error", nullptr},
  };
}

std::string address_snapshot(const store::AddressRecord& address) { return json::serialize(address_json(address)); }

std::string customer_snapshot(const std::string& id, const std::string& fname, const std::string& lname,
                              const std::string& email, const std::string& phone) {
  return json::serialize(
      json::object{{"_id", id}, {"fname", fname}, {"lname", lname}, {"email", email}, {"phone", phone}});
}

std::string voucher_snapshot(const VoucherSnapshot& v) {
  json::array requirements;
  for (const auto& [type, value] : v.requirements)
    requirements.push_back(json::object{{"type", type}, {"value", value}});
  return json::serialize(json::object{{"_id", v.id},
                                      {"title", v.title},
                                      {"code", v.code},
                                      {"discount_type", v.discount_type},
                                      {"discount_value", v.discount_value},
                                      {"requirements", std::move(requirements)}});
}

}  // namespace karyana::api
