// Placing an order over plain values (shopping.md §5, §9): each refusal in the rules' order with
// its message, the bad cart lines named by index, the slot's live orders read at the occurrence's
// start, and the totals with a voucher's discount.
#include <gtest/gtest.h>

#include "domain/order_draft.hpp"

namespace karyana::domain {
namespace {

Instant at(const char* iso) { return *parse_iso_utc(iso); }

// Tuesday 09:00–12:00 Karachi, at most 20 orders; booked for Tuesday 24-11-2026 on the Monday before.
DraftFacts a_good_order() {
  DraftFacts f;
  WeeklySlot slot;
  slot.day_index = 1;
  slot.start_time = "09:00";
  slot.end_time = "12:00";
  slot.max_order_limit = 20;
  f.slot = slot;
  f.slot_date = "24-11-2026";
  f.now = at("2026-11-23T10:00:00Z");
  f.settings.delivery_charges = 10000;
  f.settings.slots = {60, 7};
  // RS 100.00 ×4 with 17.00 tax a unit (was 120.00), and RS 33.33 ×3.
  f.lines = {{{.qty = 4, .sellable = 10}, CartLine{10000, 12000, 1700, 4}},
             {{.qty = 3, .sellable = 3}, CartLine{3333, 0, 0, 3}}};
  f.live_orders_at = [](Instant) { return 0; };
  return f;
}

const DraftRefusal* refusal(const std::variant<OrderDraft, DraftRefusal>& result) {
  return std::get_if<DraftRefusal>(&result);
}

TEST(OrderDraft, AGoodOrderIsPricedByTheServer) {
  auto result = draft_order(a_good_order());
  ASSERT_EQ(refusal(result), nullptr);
  const auto& d = std::get<OrderDraft>(result);
  EXPECT_EQ(d.totals.sub_total, 49999);
  EXPECT_EQ(d.totals.tax, 6800);
  EXPECT_EQ(d.totals.savings, 8000);
  EXPECT_EQ(d.totals.delivery_charges, 10000);
  EXPECT_EQ(d.totals.grand_total, 49999 + 6800 + 10000);
  EXPECT_EQ(format_iso_utc(d.occurrence.start), "2026-11-24T04:00:00.000Z");
  EXPECT_FALSE(d.voucher_applied);
}

TEST(OrderDraft, RefusalsInTheRulesOrder) {
  auto f = a_good_order();
  f.cart_id_matches = false;
  f.orders_awaiting_delivery = 3;
  EXPECT_EQ(refusal(draft_order(f))->kind, DraftRefusalKind::NotYourCart);
  f.cart_id_matches = true;
  EXPECT_EQ(refusal(draft_order(f))->kind, DraftRefusalKind::LiveOrdersLimit);
  EXPECT_EQ(refusal(draft_order(f))->message,
            "You already have 3 orders on the way. Please wait for one to be delivered before placing another.");
  f.orders_awaiting_delivery = 0;
  f.lines.clear();
  EXPECT_EQ(refusal(draft_order(f))->message, "Oops! there is noting to order!");

  f = a_good_order();
  f.settings.min_order = 100000;
  EXPECT_EQ(refusal(draft_order(f))->message, "Minimum order limit is RS 1000");
  f = a_good_order();
  f.settings.max_order = 50000;
  EXPECT_EQ(refusal(draft_order(f))->kind, DraftRefusalKind::MaxOrder);
  f = a_good_order();
  f.slot.reset();
  EXPECT_EQ(refusal(draft_order(f))->message, slot_messages::kNotFound);
}

TEST(OrderDraft, EveryBadLineIsNamedByItsIndex) {
  auto f = a_good_order();
  f.lines[0].check.sellable = 0;
  f.lines.push_back({{.product_exists = false, .qty = 1}, std::nullopt});
  const auto result = draft_order(f);
  const auto* r = refusal(result);
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->kind, DraftRefusalKind::Items);
  EXPECT_EQ(r->message, "Some items in your cart cannot be ordered, please review your cart");
  ASSERT_EQ(r->lines.size(), 2u);
  EXPECT_EQ(r->lines[0], (std::pair<std::size_t, CartRefusal>{0, CartRefusal::SoldOut}));
  EXPECT_EQ(r->lines[1], (std::pair<std::size_t, CartRefusal>{2, CartRefusal::ProductNotFound}));
}

TEST(OrderDraft, TheSlotsLiveOrdersAreReadAtTheOccurrencesStart) {
  auto f = a_good_order();
  Instant asked{};
  f.live_orders_at = [&](Instant start) {
    asked = start;
    return 20;
  };
  EXPECT_EQ(refusal(draft_order(f))->message, slot_messages::kFull);
  EXPECT_EQ(format_iso_utc(asked), "2026-11-24T04:00:00.000Z");
  f.live_orders_at = [](Instant) { return 19; };
  EXPECT_EQ(refusal(draft_order(f)), nullptr);
  f.slot_date = "25-11-2026";
  EXPECT_EQ(refusal(draft_order(f))->message, slot_messages::kWrongDay);
}

TEST(OrderDraft, AVoucherDiscountsTheSubTotal) {
  auto f = a_good_order();
  f.voucher_code_sent = true;
  EXPECT_EQ(refusal(draft_order(f))->message, voucher_messages::kInvalid);  // no voucher has the code
  Voucher v;
  v.published = true;
  v.discount_type = VoucherType::Percent;
  v.discount_percent = 10;
  f.voucher = v;
  auto result = draft_order(f);
  ASSERT_EQ(refusal(result), nullptr);
  const auto& d = std::get<OrderDraft>(result);
  EXPECT_TRUE(d.voucher_applied);
  EXPECT_EQ(d.totals.discount, 5000);  // 10 % of 499.99 = 49.999 → 50.00
  EXPECT_EQ(d.totals.grand_total, 49999 - 5000 + 6800 + 10000);
  f.voucher_code_sent = false;  // a voucher read but no code sent: not applied
  EXPECT_FALSE(std::get<OrderDraft>(draft_order(f)).voucher_applied);
}

}  // namespace
}  // namespace karyana::domain
