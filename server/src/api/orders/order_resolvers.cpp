// The signed-in customer's orders (shopping.md §3, §7): ordersQuery, orderBySerial, the
// LoggedInUser fields orders and ordersCount, and the orderUpdated subscription.
//
// Only the caller's own orders are ever read: the store matches the customer id in SQL, whatever
// filter the client sends (the web sends {"customer": {"_id": …}}, which adds nothing). Another
// customer's serial answers exactly like an unknown one, so serials cannot be probed.
#include <algorithm>
#include <boost/json.hpp>

#include "api/api.hpp"
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/orders/order_json.hpp"
#include "api/resolvers.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kNoRecord = "No record found";
inline constexpr const char* kMissingSerial = "Missing Serial";
inline constexpr int kMaxPageSize = 30;  // §9: page sizes 10 … 30, 30 by default

store::OrderStore& orders(const graphql::ResolveInfo& info) { return api_context(info).services.stores.orders(); }

json::value orders_query(const graphql::ResolveInfo& info) {
  const auto customer_id = require_user(info);
  const int first =
      static_cast<int>(std::clamp<std::int64_t>(int_arg(info.args, "first", kMaxPageSize), 1, kMaxPageSize));
  const auto after = std::max<std::int64_t>(int_arg(info.args, "after", 0), 0);
  return order_connection_json(orders(info).list_orders(customer_id, first, after), after);
}

json::value order_by_serial(const graphql::ResolveInfo& info) {
  const auto customer_id = require_user(info);
  const std::string serial = text_arg(info.args, "serial");
  if (serial.empty()) return order_error_json(kMissingSerial);
  auto order = orders(info).order_by_serial(customer_id, serial);
  if (!order) return order_error_json(kNoRecord);
  return order_json(*order);
}

// The header shows 'Your Orders' when the count is above 0.
json::value logged_in_orders_count(const graphql::ResolveInfo& info) {
  const auto id = logged_in_user_id(info);
  if (id.empty()) return nullptr;
  return orders(info).orders_count(id);
}

// The newest page of the user's orders.
json::value logged_in_orders(const graphql::ResolveInfo& info) {
  const auto id = logged_in_user_id(info);
  if (id.empty()) return nullptr;
  json::array list;
  for (const auto& o : orders(info).list_orders(id, kMaxPageSize, 0).entries) list.push_back(order_json(o));
  return list;
}

}  // namespace

void add_order_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.ordersQuery", orders_query);
  resolvers.add("Query.orderBySerial", order_by_serial);
  resolvers.add("LoggedInUser.ordersCount", logged_in_orders_count);
  resolvers.add("LoggedInUser.orders", logged_in_orders);
  // Only the owner's order: read with the caller's id, so another customer's serial is refused
  // exactly like an unknown one (NOT_FOUND, nothing of the order in the answer).
  resolvers.add_subscription("orderUpdated", [](const graphql::ResolveInfo& info) {
    const auto customer_id = require_user(info);
    const std::string serial = text_arg(info.args, "serial");
    if (serial.empty() || !orders(info).order_by_serial(customer_id, serial))
      throw graphql::FieldError(kNoRecord, error_extensions(kNoRecord, "NOT_FOUND"));
    return graphql::SubscriptionSource{topics::order(serial)};
  });
}

}  // namespace karyana::api
