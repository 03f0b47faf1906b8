#include "domain/order_draft.hpp"

namespace karyana::domain {

namespace {

namespace m = checkout_messages;

DraftRefusal refuse(DraftRefusalKind kind, std::string message) { return {kind, std::move(message), {}}; }

}  // namespace

std::variant<OrderDraft, DraftRefusal> draft_order(const DraftFacts& facts) {
  if (!facts.cart_id_matches) return refuse(DraftRefusalKind::NotYourCart, cart_messages::kNotYourCart);
  const auto& settings = facts.settings;
  // Before the cart: at the limit nothing could be ordered, whatever the cart holds.
  if (auto refusal = live_orders_refusal(facts.orders_awaiting_delivery, settings.max_live_orders))
    return refuse(DraftRefusalKind::LiveOrdersLimit, *refusal);
  if (facts.lines.empty()) return refuse(DraftRefusalKind::EmptyCart, m::kEmptyCart);
  DraftRefusal items = refuse(DraftRefusalKind::Items, m::kItemsUnavailable);
  std::vector<CartLine> priced;
  for (std::size_t i = 0; i < facts.lines.size(); ++i) {
    const auto& line = facts.lines[i];
    if (auto refusal = line_refusal(line.check)) items.lines.emplace_back(i, *refusal);
    if (line.priced) priced.push_back(*line.priced);
  }
  if (!items.lines.empty()) return items;

  const auto t = cart_totals(priced, settings.delivery_charges);
  if (auto refusal = min_order_refusal(t.grand_total, settings.min_order, settings.currency))
    return refuse(DraftRefusalKind::MinOrder, *refusal);
  if (auto refusal = max_order_refusal(t.grand_total, settings.max_order, settings.currency))
    return refuse(DraftRefusalKind::MaxOrder, *refusal);

  // The slot: its occurrence on the date, and the live orders already holding it.
  if (!facts.slot) return refuse(DraftRefusalKind::Slot, slot_messages::kNotFound);
  std::int64_t taken = 0;
  std::optional<SlotOccurrence> occ;
  if (auto date = parse_ddmmyyyy(facts.slot_date)) {
    occ = occurrence(*facts.slot, *date);
    if (occ && facts.live_orders_at) taken = facts.live_orders_at(occ->start);
  }
  if (auto refusal = booking_refusal(*facts.slot, facts.slot_date, taken, facts.now, settings.slots))
    return refuse(DraftRefusalKind::Slot, *refusal);
  if (!occ)
    return refuse(DraftRefusalKind::Slot, slot_messages::kInvalidDate);  // a date only the slot rules could read

  Paisa discount = 0;
  bool voucher_applied = false;
  if (facts.voucher_code_sent) {
    const VoucherUse use{t.total_price, facts.now, facts.voucher_uses_by_customer, settings.currency};
    const Voucher* voucher = facts.voucher ? &*facts.voucher : nullptr;
    if (auto refusal = voucher_refusal(voucher, use)) return refuse(DraftRefusalKind::Voucher, *refusal);
    discount = voucher_discount(*voucher, t.total_price);
    voucher_applied = true;
  }
  OrderDraft draft;
  draft.totals = order_totals(t.total_price, t.total_tax, t.delivery_charges, t.savings, discount);
  draft.occurrence = *occ;
  draft.voucher_applied = voucher_applied;
  return draft;
}

}  // namespace karyana::domain
