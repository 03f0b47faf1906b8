// Delivery slots, slot order counts and discount vouchers as schema.graphql's DeliverySlot,
// SlotOrderTotals and DiscountVoucher (ids as `_id`; a 'fix' voucher's value in rupees).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <boost/json/object.hpp>

#include "store/records.hpp"
#include "store/voucher_store.hpp"

namespace karyana::api {

// totalOrders is null when not given (a slot definition has no single occurrence).
boost::json::object slot_json(const store::DeliverySlot& slot, std::optional<std::int64_t> total_orders = {});

// {results: [{cnt, start_time}], error: null}
boost::json::object slot_totals_json(const std::vector<std::pair<std::string, std::int64_t>>& counts);
// {results: null, error: {message}}
boost::json::object slot_totals_error(const std::string& message);

// The voucher with success {message} and error null.
boost::json::object voucher_json(const store::VoucherRecord& voucher, const std::string& success);
// Only error {message, code, details}; every other field null.
boost::json::object voucher_error_json(const std::string& message, const std::string& code = "",
                                       const std::string& details = "");

}  // namespace karyana::api
