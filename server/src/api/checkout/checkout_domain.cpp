#include "api/checkout/checkout_domain.hpp"

#include "api/api_context.hpp"
#include "api/auth_services.hpp"
#include "domain/order_status.hpp"
#include "store/stores.hpp"

namespace karyana::api {

domain::CheckoutSettings checkout_settings(const graphql::ResolveInfo& info) {
  auto& services = api_context(info).services;
  auto all = services.stores.settings().all();
  for (const auto& [key, value] : services.setting_overrides) all[key] = value;
  auto get = [&](const char* key) -> std::optional<std::string_view> {
    auto found = all.find(key);
    if (found == all.end()) return std::nullopt;
    return std::string_view(found->second);
  };
  domain::CheckoutSettings s;
  if (auto v = get("delivery_charges")) s.delivery_charges = domain::parse_rupees(*v).value_or(0);
  if (auto v = get("min_order_amount")) s.min_order = domain::parse_rupees(*v).value_or(0);
  if (auto v = get("max_order_amount")) s.max_order = domain::parse_rupees(*v).value_or(0);
  s.max_live_orders = domain::max_live_orders_setting(get("max_live_orders_per_customer"));
  s.confirm_first_orders = domain::confirm_first_orders_setting(get("confirm_first_orders"));
  if (auto v = get("currency"); v && !v->empty()) s.currency = std::string(*v);
  s.slots = domain::slot_settings(get("timeslot_pre_gap"), get("timeslot_days_to_show"));
  return s;
}

domain::Instant request_now(const graphql::ResolveInfo& info) {
  const auto* auth = api_context(info).services.auth;
  const auto now = auth && auth->clock ? auth->clock() : std::chrono::system_clock::now();
  return std::chrono::time_point_cast<std::chrono::seconds>(now);
}

domain::WeeklySlot weekly_slot(const store::DeliverySlot& slot) {
  return domain::WeeklySlot{slot.day_index,     slot.start_time,      slot.end_time,           slot.utc_offset_minutes,
                            slot.blocked_dates, slot.max_order_limit, slot.status == "enabled"};
}

domain::Voucher domain_voucher(const store::VoucherRecord& v) {
  domain::Voucher d;
  d.published = v.status == "published";
  d.discount_type = domain::parse_voucher_type(v.discount_type);
  d.discount_amount = v.discount_amount;
  d.discount_percent = v.discount_percent;
  d.limit_usage = v.limit_usage;
  d.used = v.used;
  d.limit_one_per_customer = v.limit_one_per_customer > 0;
  d.activation_date = v.activation_date;
  d.deactivation_date = v.deactivation_date;
  for (const auto& [type, value] : v.requirements)
    d.requirements.push_back({domain::parse_voucher_requirement_type(type), value});
  return d;
}

}  // namespace karyana::api
