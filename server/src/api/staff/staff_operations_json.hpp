// The console's slot, settings and voucher objects (schema.graphql "staff: slots, settings,
// vouchers" section; contract in docs/api.md): slots with their blocked dates as YYYY-MM-DD,
// vouchers with the amount in the unit their type uses, and the payloads' error and warning.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/object.hpp>

#include "store/operations_admin_store.hpp"

namespace karyana::api {

boost::json::object staff_slot_json(const store::AdminSlot& slot);
boost::json::object staff_voucher_json(const store::AdminVoucher& voucher);
// The settings as stored (`stored`), and `overridden`: the keys the server's start options force.
boost::json::object staff_settings_json(const std::map<std::string, std::string>& stored,
                                        const std::vector<std::string>& overridden);

// A payload carrying only `error`: code is the textCode unless `code` is given (CONFLICT);
// details names the input field ("" for none).
boost::json::object operations_error_json(std::string_view message, std::string_view field = {},
                                          std::string_view code = {});
// A payload's `warning`: code WARNING, the textCode from the table.
boost::json::object operations_warning(std::string_view message);

}  // namespace karyana::api
