// Stored slots, vouchers and settings as the domain rules take them (domain/slot_rules.hpp,
// domain/voucher_rules.hpp), read once per request.
#pragma once

#include <string>

#include "domain/calendar.hpp"
#include "domain/checkout_rules.hpp"
#include "domain/money.hpp"
#include "domain/order_draft.hpp"
#include "domain/slot_rules.hpp"
#include "domain/voucher_rules.hpp"
#include "graphql/engine.hpp"
#include "store/records.hpp"
#include "store/voucher_store.hpp"

namespace karyana::api {

// One read of the settings (start-time overrides win, as settings_str shows them).
domain::CheckoutSettings checkout_settings(const graphql::ResolveInfo& info);

// The request's "now" (Services::clock) as a domain instant.
domain::Instant request_now(const graphql::ResolveInfo& info);

domain::WeeklySlot weekly_slot(const store::DeliverySlot& slot);
domain::Voucher domain_voucher(const store::VoucherRecord& voucher);

}  // namespace karyana::api
