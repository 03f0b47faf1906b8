#include "api/checkout/order_draft.hpp"

#include <boost/json/serialize.hpp>
#include <unordered_map>

#include "api/cart/cart_totals.hpp"
#include "api/catalogue/catalogue_json.hpp"
#include "api/orders/order_json.hpp"
#include "domain/checkout_rules.hpp"
#include "domain/order_draft.hpp"
#include "domain/order_status.hpp"

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

// ErrorInfo.code of a cart line that cannot be ordered.
const char* line_code(domain::CartRefusal refusal) {
  switch (refusal) {
    case domain::CartRefusal::ProductNotFound:
      return "NOT_FOUND";
    case domain::CartRefusal::Unavailable:
      return "UNAVAILABLE";
    case domain::CartRefusal::CategoryUnavailable:
      return "CATEGORY_UNAVAILABLE";
    case domain::CartRefusal::SoldOut:
      return "SOLD_OUT";
    case domain::CartRefusal::MaxLimit:
      return "MAX_LIMIT";
    case domain::CartRefusal::LowStock:
      return "LOW_STOCK";
    case domain::CartRefusal::BadQty:
      break;
  }
  return "BAD_QTY";
}

const char* refusal_code(domain::DraftRefusalKind kind) {
  switch (kind) {
    case domain::DraftRefusalKind::NotYourCart:
      return codes::kCart;
    case domain::DraftRefusalKind::LiveOrdersLimit:
      return codes::kLiveOrdersLimit;
    case domain::DraftRefusalKind::EmptyCart:
      return codes::kEmptyCart;
    case domain::DraftRefusalKind::Items:
      return codes::kItems;
    case domain::DraftRefusalKind::MinOrder:
      return codes::kMinOrder;
    case domain::DraftRefusalKind::MaxOrder:
      return codes::kMaxOrder;
    case domain::DraftRefusalKind::Slot:
      return codes::kSlot;
    case domain::DraftRefusalKind::Voucher:
      break;
  }
  return codes::kVoucher;
}

// The cart's lines as the placement rules take them, each joined with its product.
std::vector<domain::DraftLine> draft_lines(const store::PlacementReads& reads, const PricedCart& priced) {
  std::unordered_map<std::string, const store::Product*> by_id;
  for (const auto& p : reads.products) by_id.emplace(p.id, &p);
  std::vector<domain::DraftLine> lines;
  lines.reserve(reads.cart.lines.size());
  for (const auto& line : reads.cart.lines) {
    domain::DraftLine d;
    d.check.qty = line.qty;
    auto found = by_id.find(line.product_id);
    if (found == by_id.end()) {
      d.check.product_exists = false;
    } else {
      const auto& p = *found->second;
      const auto stock = product_stock(p);
      d.check.published = stock.published;
      d.check.category_enabled = !d.check.published || reads.listed_product_ids.contains(p.id);
      d.check.sellable = domain::sellable_qty(stock);
      d.check.limit_max_qty = p.limit_max_qty_in_cart;
    }
    lines.push_back(d);
  }
  // The prices, unit tax included, as the cart shows them (price_cart leaves out lines whose product is gone).
  std::size_t next = 0;
  for (auto& d : lines) {
    if (!d.check.product_exists) continue;
    const auto& l = priced.lines[next++];
    d.priced = domain::CartLine{l.product.price, l.product.price_was, l.unit_tax, l.line.qty};
  }
  return lines;
}

store::PlacementDecision refusal_decision(const domain::DraftRefusal& refusal, const store::PlacementReads& reads) {
  std::vector<store::PlacementError> errors;
  for (const auto& [index, why] : refusal.lines)
    errors.push_back(
        {line_code(why), std::string(domain::cart_refusal_message(why)), reads.cart.lines[index].product_id});
  return refuse(refusal_code(refusal.kind), refusal.message, std::move(errors));
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
  const auto priced = price_cart(reads.cart, reads.products, in.settings.delivery_charges);
  domain::DraftFacts facts;
  facts.cart_id_matches = reads.cart_id_matches;
  facts.orders_awaiting_delivery = reads.customer_orders_awaiting_delivery;
  facts.lines = draft_lines(reads, priced);
  if (reads.slot) facts.slot = weekly_slot(*reads.slot);
  facts.slot_date = in.slot_date;
  facts.voucher_code_sent = in.voucher_code && !in.voucher_code->empty();
  if (reads.voucher) facts.voucher = domain_voucher(*reads.voucher);
  facts.voucher_uses_by_customer = reads.voucher_uses_by_customer;
  facts.settings = in.settings;
  facts.now = in.now;
  facts.live_orders_at = [&](domain::Instant start) { return reads.live_orders_at(domain::format_iso_utc(start)); };
  auto decided = domain::draft_order(facts);
  if (const auto* refusal = std::get_if<domain::DraftRefusal>(&decided)) return refusal_decision(*refusal, reads);
  const auto& draft = std::get<domain::OrderDraft>(decided);
  const auto& totals = draft.totals;
  const auto& occ = draft.occurrence;

  store::OrderRecord o;
  o.payment_method = "COD";
  o.payment_status = "pending";
  // A first order waits for the store's call (docs/decisions.md); a proven customer's starts 'new'.
  o.status = std::string(domain::order_status_text(
      domain::initial_order_status(in.settings.confirm_first_orders, reads.customer_has_received_order)));
  o.note = in.note;
  o.shipping_address_id = in.address.id;
  o.shipping_address = address_snapshot(in.address);
  o.lat = in.address.lat;
  o.lng = in.address.lng;
  o.customer = customer_snapshot(in.customer.id, in.customer.fname, in.customer.lname, in.customer.email,
                                 in.customer.phone.value_or(""));
  o.delivery_slot_id = reads.slot->id;
  o.slot_day = reads.slot->day;
  o.slot_date = domain::format_ddmmyyyy(occ.date);
  o.slot_start_time = reads.slot->start_time;
  o.slot_end_time = reads.slot->end_time;
  o.slot_start_utc = domain::format_iso_utc(occ.start);
  o.slot_end_utc = domain::format_iso_utc(occ.end);
  if (draft.voucher_applied) {
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
