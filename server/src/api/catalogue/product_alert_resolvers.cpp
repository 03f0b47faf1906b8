// addProductAlert (shopping.md §2 Notify-me, §7): a signed-in customer asks to be told when a
// sold-out product is back. customer_id must be the caller (else a top-level FORBIDDEN error).
// Asking again while the request is pending changes nothing and says so; the alert itself is
// sent by the database when the stock comes back (migration 0007), once per request.
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/catalogue/catalogue_json.hpp"
#include "api/catalogue/catalogue_resolvers.hpp"
#include "api/message_codes.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

constexpr const char* kAlertCreated =
    "Your reminder has been created! You will be notified as soon as the product is back in stock!";
constexpr const char* kAlreadyRequested =
    "You have already requested a reminder for this product. You will be notified as soon as it is back in stock!";
constexpr const char* kInStock = "This product is in stock now, you can order it right away.";
constexpr const char* kNoProduct = "Product Not Found!";

json::object refused(const std::string& customer_id, const std::string& prod_id, const char* message,
                     const char* code) {
  return {{"_id", nullptr},
          {"title", nullptr},
          {"prod_id", prod_id},
          {"customer_id", customer_id},
          {"error", error_object(message, code)},
          {"success", nullptr}};
}

}  // namespace

void add_product_alert_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Mutation.addProductAlert", [](const graphql::ResolveInfo& info) -> json::value {
    const auto& input = info.args.at("input").as_object();
    const std::string prod_id(input.at("prod_id").as_string());
    const std::string customer_id = require_self(info, input.at("customer_id").as_string());

    using Outcome = store::ProductAlertRequest::Outcome;
    auto request = api_context(info).services.stores.catalogue().request_product_alert(customer_id, prod_id);
    switch (request.outcome) {
      case Outcome::no_product:
        return refused(customer_id, prod_id, kNoProduct, "NOT_FOUND");
      case Outcome::in_stock:
        return refused(customer_id, prod_id, kInStock, "IN_STOCK");
      case Outcome::already_pending:
      case Outcome::created: {
        auto out = product_alert_json(request.alert);
        out["success"] = success_object(request.outcome == Outcome::created ? kAlertCreated : kAlreadyRequested);
        return out;
      }
    }
    return nullptr;
  });
}

}  // namespace karyana::api
