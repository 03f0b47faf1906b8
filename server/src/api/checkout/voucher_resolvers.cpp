// validateVoucher(code, customer_id) (shopping.md §2 "Voucher entry", §7): whether the voucher
// applies to the caller's current cart. It only reads, but it is a mutation, as §7 lists it.
// customer_id must be the signed-in caller (else a top-level FORBIDDEN error, as for carts).
// The answer is the voucher with success {message}, or only error {message} saying why not
// (domain/voucher_rules.hpp's messages). Codes are guessable, so each customer may try 10 a minute.
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/auth_services.hpp"
#include "api/cart/cart_reply.hpp"
#include "api/checkout/checkout_domain.hpp"
#include "api/checkout/checkout_json.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

using namespace std::chrono_literals;
const auth::RateRule kVoucherAttempts{"voucher:account", 1min, 10};
constexpr const char* kTooManyAttempts = "Too many attempts. Please try again later.";

std::string trimmed(std::string s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
  std::size_t i = 0;
  while (i < s.size() && s[i] == ' ') ++i;
  return s.substr(i);
}

json::value validate_voucher(const graphql::ResolveInfo& info) {
  auto customer_id = require_self(info, text_arg(info.args, "customer_id"));
  auto& context = api_context(info);
  auto limited = auth_services(context).limiter.hit({{kVoucherAttempts, customer_id}});
  if (!limited.allowed)
    return voucher_error_json(kTooManyAttempts, "RATE_LIMITED",
                              std::to_string(auth::retry_after_seconds(limited.retry_after)));

  auto& stores = context.services.stores;
  const auto code = trimmed(text_arg(info.args, "code"));
  auto voucher = code.empty() ? std::nullopt : stores.vouchers().voucher_by_code(code);
  std::optional<domain::Voucher> rules;
  std::int64_t uses = 0;
  if (voucher) {
    rules = domain_voucher(*voucher);
    uses = stores.vouchers().uses_by_customer(voucher->id, customer_id);
  }
  const auto settings = checkout_settings(info);
  const auto cart = priced_cart(info, stores.carts().cart_of(customer_id));
  const domain::VoucherUse use{cart.totals.total_price, request_now(info), uses, settings.currency};
  if (auto refusal = domain::voucher_refusal(rules ? &*rules : nullptr, use)) return voucher_error_json(*refusal);
  return voucher_json(*voucher, domain::voucher_messages::kApplied);
}

}  // namespace

void add_voucher_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Mutation.validateVoucher", validate_voucher);
}

}  // namespace karyana::api
