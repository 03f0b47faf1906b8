#include "api/checkout/order_outcome_metrics.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include <boost/json.hpp>

#include "metrics/karyana_metrics.hpp"

namespace karyana::api {

namespace {

namespace json = boost::json;

constexpr const char* kField = "Mutation.createOrderFromCart";

std::string string_or(const json::value* v, std::string fallback) {
  return v != nullptr && v->is_string() ? std::string(v->get_string()) : std::move(fallback);
}

// The refusal's first code ({error, errors: [{code}]}), or "" when the answer is an order.
std::string refusal_code(const json::value& answer) {
  const auto* o = answer.if_object();
  if (o == nullptr) return "";
  const auto* error = o->if_contains("error");
  if (error == nullptr || error->is_null()) return "";
  if (const auto* errors = o->if_contains("errors"); errors != nullptr && errors->is_array()) {
    const auto& list = errors->get_array();
    if (!list.empty() && list.front().is_object()) return string_or(list.front().get_object().if_contains("code"), "");
  }
  return error->is_object() ? string_or(error->get_object().if_contains("code"), "") : "";
}

}  // namespace

void count_order_outcomes(graphql::Resolvers& resolvers) {
  const graphql::Resolver* found = resolvers.find(kField);
  if (found == nullptr) throw std::logic_error("count_order_outcomes: createOrderFromCart is not registered yet");
  resolvers.add_committing(kField, [place = *found](const graphql::ResolveInfo& info) -> json::value {
    json::value answer;
    try {
      answer = place(info);
    } catch (const graphql::FieldError& e) {  // not signed in, another customer's cart
      metrics::orders_refused(string_or(e.extensions.if_contains("code"), "FIELD_ERROR")).add();
      throw;
    } catch (...) {
      metrics::orders_refused("SERVER_ERROR").add();
      throw;
    }
    const auto* error = answer.is_object() ? answer.get_object().if_contains("error") : nullptr;
    if (error == nullptr || error->is_null())
      metrics::orders_placed().add();
    else
      metrics::orders_refused(refusal_code(answer).empty() ? "UNKNOWN" : refusal_code(answer)).add();
    return answer;
  });
}

}  // namespace karyana::api
