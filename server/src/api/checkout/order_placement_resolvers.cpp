// createOrderFromCart(input) (shopping.md §4 "Placing an order", §5, §7): the signed-in,
// phone-confirmed customer's cart becomes a cash-on-delivery order in one durable transaction
// (store/order_placement.hpp, rules in order_draft.hpp). Refusals come back in the Order's
// error {message} and errors [{code, message, details}] with nothing written. A repeat of a
// request with the same idempotency key (input.idempotency_key or the Idempotency-Key header)
// answers the first order. After the commit the owner's cart (now empty) and the slot's new
// count are published. The answer is built from the order as the placement wrote it (equal to
// the order read back, field for field: tests/integration/order_answer.test.mjs).
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/cart/cart_json.hpp"
#include "api/cart/cart_reply.hpp"
#include "api/checkout/order_draft.hpp"
#include "api/checkout/slot_events.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/orders/order_json.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_events.hpp"
#include "domain/checkout_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

namespace m = domain::checkout_messages;

constexpr const char* kPhoneNotConfirmed = "Please confirm your phone number before placing an order";
constexpr const char* kNoteTooLong = "Delivery note must be at most 1000 characters";
constexpr const char* kBadIdempotencyKey = "Idempotency key must be at most 200 characters";
constexpr std::size_t kMaxNote = 1000;
constexpr std::size_t kMaxKey = 200;

std::string trimmed(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.pop_back();
  std::size_t i = 0;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  return s.substr(i);
}

json::object refused(const std::string& message, const std::string& code) {
  return order_error_json(message, json::array{error_info_json(message, code)});
}

json::object refused(const store::PlacementRefusal& r) {
  json::array errors;
  for (const auto& e : r.errors) errors.push_back(error_info_json(e.message, e.code, e.details));
  return order_error_json(r.message, std::move(errors));
}

store::OrderRecord placed_order(const graphql::ResolveInfo& info, const std::string& customer_id,
                                const std::string& id) {
  auto order = api_context(info).services.stores.orders().order_by_id(customer_id, id);
  if (!order) throw std::runtime_error("a placed order could not be read back");
  return std::move(*order);
}

json::value create_order_from_cart(const graphql::ResolveInfo& info) {
  const auto customer_id = require_user(info);
  const auto& input = info.args.at("input").as_object();
  auto& context = api_context(info);
  auto& stores = context.services.stores;

  // Another customer's cart id is refused outright, like every cart operation.
  const auto cart_id = optional_text_arg(input, "cart_id");
  if (cart_id && !stores.carts().cart_by_id(customer_id, *cart_id))
    throw graphql::FieldError(kNotYourCartMessage, error_extensions(kNotYourCartMessage, "FORBIDDEN"));

  if (!domain::payment_method_accepted(optional_text_arg(input, "paymentMethod").value_or("")))
    return refused(m::kCodOnly, "PAYMENT_METHOD");
  auto customer = stores.accounts().user_by_id(customer_id);
  if (!customer || customer->phone_confirmed < 1) return refused(kPhoneNotConfirmed, "PHONE_NOT_CONFIRMED");
  auto address = stores.addresses().get(customer_id, optional_text_arg(input, "shipping_address_id").value_or(""));
  if (!address) return refused(m::kAddressNotFound, "ADDRESS_NOT_FOUND");
  auto note = optional_text_arg(input, "note").value_or("");
  if (note.size() > kMaxNote) return refused(kNoteTooLong, "NOTE");

  auto key = trimmed(optional_text_arg(input, "idempotency_key").value_or(context.idempotency_key));
  if (key.size() > kMaxKey) return refused(kBadIdempotencyKey, "IDEMPOTENCY_KEY");

  const auto& slot = input.at("delivery_slot").as_object();
  store::PlacementRequest request;
  request.customer_id = customer_id;
  request.cart_id = cart_id;
  if (!key.empty()) request.idempotency_key = key;
  request.slot_id = optional_text_arg(slot, "_id").value_or("");
  if (auto code = optional_text_arg(input, "discount_voucher_code"); code && !trimmed(*code).empty())
    request.voucher_code = trimmed(*code);

  DraftInput draft{*customer,
                   *address,
                   std::move(note),
                   trimmed(optional_text_arg(slot, "date").value_or("")),
                   request.voucher_code,
                   checkout_settings(info),
                   request_now(info)};
  auto result =
      stores.placement().place(request, [&](const store::PlacementReads& reads) { return draft_order(reads, draft); });

  switch (result.outcome) {
    case store::PlacementResult::Outcome::refused:
      return refused(result.refusal);
    case store::PlacementResult::Outcome::replayed:
      return order_json(placed_order(info, customer_id, result.order_id));
    case store::PlacementResult::Outcome::placed:
      break;
  }
  // The order as the placement wrote it (no second read), when the store hands it back.
  auto order = result.order ? std::move(*result.order) : placed_order(info, customer_id, result.order_id);
  // The emptied cart to its owner: an empty cart prices to zero whatever the settings, so no
  // product or settings read (cart_reply's would find nothing to read).
  if (result.cart.lines.empty() && !result.cart.id.empty())
    publish_cart(info, cart_json(price_cart(result.cart, {}, 0)));
  else
    cart_reply(info, result.cart, true);
  if (result.slot && result.slot_live_orders)
    publish_slot_occupancy(context.services, *result.slot, *result.slot_live_orders);
  else if (order.delivery_slot_id)
    publish_slot_occupancy(context.services, *order.delivery_slot_id, order.slot_start_utc);
  publish_staff_order_event(context.services, "CREATED", order.serial, order.status, 1, order.slot_date);  // the board
  return order_json(order);
}

}  // namespace

void add_order_placement_resolvers(graphql::Resolvers& resolvers) {
  // Waits for its group's durable commit: HTTP runs it on the commit pool (http/work_pool.hpp).
  resolvers.add_committing("Mutation.createOrderFromCart", create_order_from_cart);
}

}  // namespace karyana::api
