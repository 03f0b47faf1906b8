// Stored orders as schema.graphql's Order, OrderConnection and their parts (ids as `_id`, money
// in rupees from paisa), plus the writers of the JSON snapshots an order keeps (store/order_store.hpp
// says which columns hold which snapshot). Totals follow the order's status (domain/order_status:
// picked or deliverable quantities once the store has them).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "store/address_store.hpp"
#include "store/order_store.hpp"

namespace karyana::api {

// The full Order, with error and errors null.
boost::json::object order_json(const store::OrderRecord& order);

// The order's grandTotal in paisa on the quantities its status counts (order_json's grandTotal).
std::int64_t shown_grand_total(const store::OrderRecord& order);

// An Order that carries only a refusal: every other field null. `errors` is the list of
// ErrorInfo objects ({message, code, details}); empty → null.
boost::json::object order_error_json(const std::string& message, boost::json::array errors = {});
// One ErrorInfo {message, code, details} for order_error_json's list (empty texts → null).
boost::json::object error_info_json(const std::string& message, const std::string& code = "",
                                    const std::string& details = "");

// {totalCount, edges [{cursor, node}], pageInfo {endCursor, hasNextPage}, error: null}.
// Cursors are offsets: the cursor of an entry is how many orders come up to and including it,
// so passing it back as `after` continues after that entry.
boost::json::object order_connection_json(const store::OrderPage& page, std::int64_t after_offset);

// Snapshot writers for the placement transaction (JSON text for the orders columns).
std::string address_snapshot(const store::AddressRecord& address);
std::string customer_snapshot(const std::string& id, const std::string& fname, const std::string& lname,
                              const std::string& email, const std::string& phone);
struct VoucherSnapshot {
  std::string id;
  std::string title;
  std::string code;
  std::string discount_type;                                      // 'fix' or '%'
  double discount_value = 0;                                      // rupees for 'fix', percent for '%'
  std::vector<std::pair<std::string, std::string>> requirements;  // {type, value}
};
std::string voucher_snapshot(const VoucherSnapshot& voucher);

}  // namespace karyana::api
