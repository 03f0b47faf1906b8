#include "api/checkout/order_draft.hpp"

#include <boost/json/serialize.hpp>
#include <unordered_map>

#include "api/cart/cart_totals.hpp"
#include "api/catalogue/catalogue_json.hpp"
#include "api/orders/order_json.hpp"
#include "domain/checkout_rules.hpp"

namespace karyana::api {

namespace {

namespace m = domain::checkout_messages;
namespace codes = placement_codes;

store::PlacementDecision refuse(const std::string& code, const std::string& message,
                                std::vector<store::PlacementError> errors = {}) {
  store::PlacementDecision d;
  d.refusal.message = message;
  d.refusal.errors = errors.empty() ? std::vector<store::PlacementError>{{code, message, ""}} : std::move(errors);
  return d;
}

std::optional<std::string> opt_text(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

// One error per cart line that cannot be ordered as it is.
std::vector<store::PlacementError> line_errors(const store::PlacementReads& reads) {
  std::unordered_map<std::string, const store::Product*> by_id;
  for (const auto& p : reads.products) by_id.emplace(p.id, &p);
  std::vector<store::PlacementError> errors;
  for (const auto& line : reads.cart.lines) {
    domain::LineCheck check;
    check.qty = line.qty;
    auto found = by_id.find(line.product_id);
    if (found == by_id.end()) {
      check.product_exists = false;
    } else {
      const auto& p = *found->second;
      check.published = p.status == "published";
      check.category_enabled = !check.published || reads.listed_product_ids.contains(p.id);
      check.sellable = sellable_qty(p);
      check.limit_max_qty = p.limit_max_qty_in_cart;
    }
    if (auto refusal = domain::line_refusal(check))
      errors.push_back({refusal->code, refusal->message, line.product_id});
  }
  return errors;
}

store::OrderItemRecord item_record(const PricedLine& l, int sort_order) {
  const auto& p = l.product;
  store::OrderItemRecord i;
  i.product_id = p.id;
  i.title = p.title;
  i.slug = p.slug;
  i.price = p.price;
  i.price_was = p.price_was;
  i.cost = p.cost;
  if (p.type) {
    i.tax_value = p.type->tax_value;
    i.tax_unit = p.type->tax_unit;
  }
  i.tax_total = l.unit_tax;
  i.taxable = p.taxable;
  i.qty = l.line.qty;
  i.limit_max_qty_in_cart = p.limit_max_qty_in_cart;
  i.picture = opt_text(p.picture);
  i.picture_thumb = opt_text(p.picture_thumb);
  i.barcode = opt_text(p.barcode);
  // The AttributeRef list as the product's JSON shows it.
  i.attributes = boost::json::serialize(product_json(p, {}).at("attributes_v2"));
  i.cat_id = opt_text(p.cat_id);
  if (p.category) i.cat_title = p.category->title;
  i.sort_order = sort_order;
  return i;
}

std::string voucher_text(const store::VoucherRecord& v) {
  VoucherSnapshot snap{v.id, v.title, v.code, v.discount_type, domain::voucher_display_value(domain_voucher(v)), {}};
  snap.requirements = v.requirements;
  return voucher_snapshot(snap);
}

}  // namespace

store::PlacementDecision draft_order(const store::PlacementReads& reads, const DraftInput& in) {
  if (!reads.cart_id_matches) return refuse(codes::kCart, kNotYourCartMessage);
  // Before the cart: at the limit nothing could be ordered, whatever the cart holds.
  if (auto refusal = domain::live_orders_refusal(reads.customer_orders_awaiting_delivery, in.settings.max_live_orders))
    return refuse(codes::kLiveOrdersLimit, *refusal);
  if (reads.cart.lines.empty()) return refuse(codes::kEmptyCart, m::kEmptyCart);
  if (auto errors = line_errors(reads); !errors.empty()) return refuse(codes::kItems, m::kItemsUnavailable, errors);

  const auto priced = price_cart(reads.cart, reads.products, in.settings.delivery_charges);
  const auto& t = priced.totals;
  if (auto refusal = domain::min_order_refusal(t.grand_total, in.settings.min_order, in.settings.currency))
    return refuse(codes::kMinOrder, *refusal);
  if (auto refusal = domain::max_order_refusal(t.grand_total, in.settings.max_order, in.settings.currency))
    return refuse(codes::kMaxOrder, *refusal);

  // The slot: its occurrence on the date, and the live orders already holding it.
  if (!reads.slot) return refuse(codes::kSlot, domain::slot_messages::kNotFound);
  const auto weekly = weekly_slot(*reads.slot);
  std::int64_t taken = 0;
  std::optional<domain::SlotOccurrence> occ;
  if (auto date = domain::parse_ddmmyyyy(in.slot_date)) {
    occ = domain::occurrence(weekly, *date);
    if (occ) taken = reads.live_orders_at(domain::format_iso_utc(occ->start));
  }
  if (auto refusal = domain::booking_refusal(weekly, in.slot_date, taken, in.now, in.settings.slots))
    return refuse(codes::kSlot, *refusal);

  domain::Paisa discount = 0;
  std::optional<domain::Voucher> rules;  // set when a voucher applies
  if (in.voucher_code && !in.voucher_code->empty()) {
    if (reads.voucher) rules = domain_voucher(*reads.voucher);
    const domain::VoucherUse use{t.total_price, in.now, reads.voucher_uses_by_customer, in.settings.currency};
    if (auto refusal = domain::voucher_refusal(rules ? &*rules : nullptr, use))
      return refuse(codes::kVoucher, *refusal);
    discount = domain::voucher_discount(*rules, t.total_price);
  }
  const auto totals = domain::order_totals(t.total_price, t.total_tax, t.delivery_charges, t.savings, discount);

  store::OrderRecord o;
  o.payment_method = "COD";
  o.payment_status = "pending";
  o.status = "new";
  o.note = in.note;
  o.shipping_address_id = in.address.id;
  o.shipping_address = address_snapshot(in.address);
  o.lat = in.address.lat;
  o.lng = in.address.lng;
  o.customer = customer_snapshot(in.customer.id, in.customer.fname, in.customer.lname, in.customer.email,
                                 in.customer.phone.value_or(""));
  o.delivery_slot_id = reads.slot->id;
  o.slot_day = reads.slot->day;
  o.slot_date = domain::format_ddmmyyyy(occ->date);
  o.slot_start_time = reads.slot->start_time;
  o.slot_end_time = reads.slot->end_time;
  o.slot_start_utc = domain::format_iso_utc(occ->start);
  o.slot_end_utc = domain::format_iso_utc(occ->end);
  if (rules) {
    o.voucher_id = reads.voucher->id;
    o.voucher = voucher_text(*reads.voucher);
  }
  o.discount_value = totals.discount;
  o.total_price = totals.sub_total;
  o.total_tax = totals.tax;
  o.delivery_charges = totals.delivery_charges;
  o.grand_total = totals.grand_total;
  o.total_savings = totals.savings;
  int sort_order = 0;
  for (const auto& line : priced.lines) o.items.push_back(item_record(line, sort_order++));

  store::PlacementDecision d;
  // Placing needs a confirmed phone, so the confirmation goes by SMS.
  if (in.customer.phone && !in.customer.phone->empty()) {
    store::NewOutboxMessage sms;
    sms.to = *in.customer.phone;
    sms.kind = "order_placed";
    sms.body = domain::order_placed_sms(store::kSerialPlaceholder, o.slot_date, o.slot_start_time, o.slot_end_time,
                                        in.settings.currency, o.grand_total);
    d.confirmation = std::move(sms);
  }
  d.order = std::move(o);
  d.first_note = m::kOrderPlaced;
  return d;
}

}  // namespace karyana::api
