// What the SQLite and PostgreSQL operations admin stores share (issue 20): the console's slot and
// voucher rows (the shared mappings with the version after them) and the audit snapshots each save
// writes, so both engines answer and audit alike.
#pragma once

#include <optional>
#include <string>

#include <boost/json.hpp>

#include "store/checkout_rows.hpp"
#include "store/operations_admin_store.hpp"

namespace karyana::store::operations_admin_rows {

// kSlotColumns then version.
template <class Row>
AdminSlot read_admin_slot(const Row& row) {
  return {slot_from_row(row), row.get_int(kSlotColumnCount)};
}

// kVoucherColumns then version, created_at (requirements loaded apart).
template <class Row>
AdminVoucher read_admin_voucher(const Row& row) {
  return {voucher_from_row(row), row.get_int(kVoucherColumnCount), row.get_text(kVoucherColumnCount + 1)};
}

inline boost::json::object slot_audit(const DeliverySlot& s) {
  return {{"day", s.day},           {"start_time", s.start_time},
          {"end_time", s.end_time}, {"max_order_limit", s.max_order_limit},
          {"status", s.status},     {"blocked_dates", s.blocked_dates}};
}

inline boost::json::object voucher_audit(const VoucherRecord& v) {
  boost::json::array requirements;
  for (const auto& [type, value] : v.requirements)
    requirements.push_back(boost::json::array{boost::json::value(type), boost::json::value(value)});
  return {{"code", v.code},
          {"title", v.title},
          {"details", v.details},
          {"discount_type", v.discount_type},
          {"discount_amount", v.discount_amount},
          {"discount_percent", v.discount_percent},
          {"activation_date", v.activation_date},
          {"deactivation_date", v.deactivation_date},
          {"requirements", std::move(requirements)},
          {"limit_usage", v.limit_usage},
          {"limit_one_per_customer", v.limit_one_per_customer},
          {"status", v.status}};
}

inline std::string text(const boost::json::object& o) { return boost::json::serialize(o); }

inline std::optional<std::string> unless_empty(const std::string& s) {
  return s.empty() ? std::nullopt : std::optional<std::string>(s);
}

}  // namespace karyana::store::operations_admin_rows
