// Stored slots, vouchers and settings as the domain rules take them (domain/slot_rules.hpp,
// domain/voucher_rules.hpp), read once per request.
#pragma once

#include <string>

#include "domain/calendar.hpp"
#include "domain/checkout_rules.hpp"
#include "domain/money.hpp"
#include "domain/slot_rules.hpp"
#include "domain/voucher_rules.hpp"
#include "graphql/engine.hpp"
#include "store/records.hpp"
#include "store/voucher_store.hpp"

namespace karyana::api {

struct CheckoutSettings {
  domain::Paisa delivery_charges = 0;  // delivery_charges (rupees); 0 when unset
  domain::Paisa min_order = 0;         // min_order_amount (rupees); 0: none
  domain::Paisa max_order = 0;         // max_order_amount (rupees); 0: none
  // max_live_orders_per_customer: orders awaiting delivery a customer may hold; 0: no limit.
  std::int64_t max_live_orders = domain::kDefaultMaxLiveOrders;
  std::string currency = "RS";
  domain::SlotSettings slots;  // timeslot_pre_gap, timeslot_days_to_show
};

// One read of the settings (start-time overrides win, as settings_str shows them).
CheckoutSettings checkout_settings(const graphql::ResolveInfo& info);

// The request's "now" (Services::clock) as a domain instant.
domain::Instant request_now(const graphql::ResolveInfo& info);

domain::WeeklySlot weekly_slot(const store::DeliverySlot& slot);
domain::Voucher domain_voucher(const store::VoucherRecord& voucher);

}  // namespace karyana::api
