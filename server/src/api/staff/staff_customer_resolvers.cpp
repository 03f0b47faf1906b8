// The console's customers (issue 18; contract in docs/api.md 'Staff: categories, customers,
// pages'): search by name, phone or e-mail, one customer with addresses and orders (two reads,
// whatever the number of orders), and disabling. A disabled customer's sessions and open sockets
// end at once (api/accounts/session_revocation, as a disabled staff member's), sign-in answers
// them as any account not 'enabled' (auth/sign_in), and the reason becomes their status note,
// which getLoggedInUser shows (accounts.md §4).
#include <boost/json.hpp>

#include "api/accounts/address_json.hpp"
#include "api/accounts/session_revocation.hpp"
#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_content_json.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/content_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;
namespace m = domain::content_messages;

namespace {

constexpr std::int64_t kCustomersPerPage = 25;
constexpr std::int64_t kCustomersPerPageMax = 100;

store::Stores& stores(const graphql::ResolveInfo& info) { return api_context(info).services.stores; }

json::value list_customers(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Customers);
  const auto page = std::max<std::int64_t>(1, int_arg(info.args, "page", 1));
  const auto limit = std::clamp<std::int64_t>(int_arg(info.args, "limit", kCustomersPerPage), 1, kCustomersPerPageMax);
  auto found = stores(info).content_admin().customers(domain::trim(text_arg(info.args, "search")), page, limit);
  json::array rows;
  for (const auto& c : found.customers) rows.push_back(staff_customer_json(c));
  return json::object{{"customers", std::move(rows)}, {"total", found.total}, {"page", page}, {"error", nullptr}};
}

json::value get_customer(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Customer);
  const auto id = domain::trim(text_arg(info.args, "id"));
  auto customer = stores(info).content_admin().customer(id);
  if (!customer) return operations_error_json(m::kCustomerNotFound, "id");
  json::array addresses;
  for (const auto& a : stores(info).addresses().list_by_user(id)) addresses.push_back(address_json(a));
  json::array orders;
  for (const auto& o : stores(info).content_admin().customer_orders(id)) orders.push_back(staff_customer_order_json(o));
  return json::object{{"customer", staff_customer_json(*customer)},
                      {"addresses", std::move(addresses)},
                      {"orders", std::move(orders)},
                      {"error", nullptr}};
}

json::value set_customer_disabled(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SetCustomerDisabled);
  const auto id = domain::trim(text_arg(info.args, "id"));
  const auto* flag = info.args.if_contains("disabled");
  const bool disabled = flag && flag->is_bool() && flag->get_bool();
  const auto reason = domain::trim(text_arg(info.args, "reason"));
  if (auto v = domain::check_disable_reason(disabled, reason)) return operations_error_json(v->message, v->field);
  auto result = stores(info).content_admin().set_customer_disabled(caller.user_id, id, disabled, reason);
  if (!result.found) return operations_error_json(m::kCustomerNotFound, "id");
  // Every device signs out now: their tokens stop working and their sockets close.
  if (disabled) end_all_sessions(api_context(info).services, id, "account-disabled");
  return staff_customer_json(*result.customer);
}

}  // namespace

void add_staff_customer_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffCustomers", list_customers);
  resolvers.add("Query.staffCustomer", get_customer);
  resolvers.add("Mutation.staffSetCustomerDisabled", set_customer_disabled);
}

}  // namespace karyana::api
