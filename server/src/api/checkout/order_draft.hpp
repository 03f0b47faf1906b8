// The rules of placing an order (shopping.md §5, §9), run inside the placement transaction on
// what it read (store/order_placement.hpp): the cart's lines, the customer's orders awaiting
// delivery (the live orders limit), the minimum and maximum order, the slot and the voucher are
// checked; the order is priced by the server alone (cart_totals, the voucher's
// discount) and snapshotted (address, customer, voucher, items). A refusal carries one ErrorInfo
// per problem; a bad cart line names its product id in `details`.
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
  CheckoutSettings settings;
  domain::Instant now{};
};

store::PlacementDecision draft_order(const store::PlacementReads& reads, const DraftInput& input);

// Refusal codes (ErrorInfo.code) besides the cart lines' (domain::line_refusal).
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

inline constexpr const char* kNotYourCartMessage = "You are not allowed to access this cart";

}  // namespace karyana::api
