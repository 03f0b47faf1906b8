// Placing an order, run inside the placement transaction on what it read
// (store/order_placement.hpp): the reads mapped to the domain's placement rules
// (domain/order_draft.hpp), and their draft mapped to the order the store writes, snapshotted
// (address, customer, voucher, items). A refusal carries one ErrorInfo per problem; a bad cart
// line names its product id in `details`.
#pragma once

#include <optional>
#include <string>

#include "api/checkout/checkout_domain.hpp"
#include "store/account_store.hpp"
#include "store/address_store.hpp"
#include "store/order_placement.hpp"

namespace karyana::api {

struct DraftInput {
  store::UserRecord customer;
  store::AddressRecord address;  // already checked to be the customer's
  std::string note;
  std::string slot_date;  // DD-MM-YYYY as sent
  std::optional<std::string> voucher_code;
  domain::CheckoutSettings settings;
  domain::Instant now{};
};

store::PlacementDecision draft_order(const store::PlacementReads& reads, const DraftInput& input);

// Refusal codes (ErrorInfo.code) besides the cart lines'.
namespace placement_codes {
inline constexpr const char* kCart = "CART";
inline constexpr const char* kEmptyCart = "EMPTY_CART";
inline constexpr const char* kItems = "ITEMS";
inline constexpr const char* kMinOrder = "MIN_ORDER";
inline constexpr const char* kMaxOrder = "MAX_ORDER";
inline constexpr const char* kLiveOrdersLimit = "LIVE_ORDERS_LIMIT";
inline constexpr const char* kSlot = "SLOT";
inline constexpr const char* kVoucher = "VOUCHER";
}  // namespace placement_codes

inline constexpr const char* kNotYourCartMessage = domain::cart_messages::kNotYourCart;

}  // namespace karyana::api
