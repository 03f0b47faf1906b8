#include "test_hooks/customers_hook.hpp"

#include <boost/json.hpp>

#include "api/accounts/address_input.hpp"
#include "api/auth_services.hpp"
#include "auth/password.hpp"
#include "auth/phone.hpp"
#include "store/stores.hpp"

namespace karyana::test_hooks {

namespace json = boost::json;

namespace {

TestHookReply error(int status, const std::string& message) {
  return {status, json::serialize(json::object{{"error", json::object{{"message", message}}}})};
}

std::int64_t int_member(const json::object& o, std::string_view name, std::int64_t fallback) {
  const auto* v = o.if_contains(name);
  return v && v->is_int64() ? v->get_int64() : fallback;
}

std::string text_member(const json::object& o, std::string_view name) {
  const auto* v = o.if_contains(name);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

}  // namespace

TestHookReply handle_test_customers(api::Services& services, std::string_view body) {
  json::error_code ec;
  auto parsed = json::parse(body, ec);
  if (ec || !parsed.is_object()) return error(400, "The body must be a JSON object");
  if (!services.auth) return error(400, "No account services");
  const auto& o = parsed.get_object();
  const auto count = int_member(o, "count", 0);
  const auto tag = text_member(o, "tag");
  const auto phone_base = int_member(o, "phone_base", 0);
  const auto* address_input = o.if_contains("address");
  if (count < 1 || count > kMaxTestCustomers || tag.empty() || phone_base <= 0 || !address_input ||
      !address_input->is_object())
    return error(400, "Send \"count\" (1 to 20000), \"tag\", \"phone_base\" and \"address\"");
  auto& stores = services.stores;
  auto checked = api::check_address_input(address_input->get_object(), nullptr, stores);
  if (std::holds_alternative<domain::AddressProblem>(checked)) return error(400, "The address is refused");
  const auto address = std::get<store::AddressFields>(std::move(checked));
  std::string product_id;
  std::int64_t qty = 0;
  if (const auto* cart = o.if_contains("cart"); cart && cart->is_object()) {
    product_id = text_member(cart->get_object(), "product_id");
    qty = int_member(cart->get_object(), "qty", 0);
    if (product_id.empty() || qty < 1) return error(400, "\"cart\" needs \"product_id\" and \"qty\" (1 or more)");
  }

  const auto password_hash = auth::hash_password("bench-secret-pass");  // one hash for all: they never sign in
  json::array made;
  for (std::int64_t i = 0; i < count; ++i) {
    const auto phone = auth::parse_phone(std::to_string(phone_base + i));
    if (!phone.phone) return error(400, "Bad phone number " + std::to_string(phone_base + i));
    auto user = stores.accounts().create_user({.email = tag + "-" + std::to_string(i) + "@example.com",
                                               .password_hash = password_hash,
                                               .fname = "Customer " + std::to_string(i),
                                               .lname = "",
                                               .gender = std::string("female"),
                                               .phone = phone.phone,
                                               .city = address.city,
                                               .receive_offers = 0});
    if (!user || !stores.accounts().set_phone_confirmed(user->id, 1))
      return error(400, "E-mail or phone taken: " + tag + "-" + std::to_string(i));
    const auto stored_address = stores.addresses().create(user->id, address);
    const auto session = services.auth->tokens.issue_session(user->id);
    if (qty > 0)
      stores.carts().change(user->id, [&](const store::CartRecord&) { return store::CartChanges{{product_id, qty}}; });
    made.push_back(json::object{{"_id", user->id}, {"token", session.access_token}, {"address_id", stored_address.id}});
  }
  return {200, json::serialize(json::object{{"customers", std::move(made)}})};
}

}  // namespace karyana::test_hooks
