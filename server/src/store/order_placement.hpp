// Placing an order: one durable write transaction (BEGIN IMMEDIATE … COMMIT with
// synchronous=FULL on SQLite), all or nothing. Inside it the store re-reads what the order
// depends on (the cart, its products and stock, the slot and its live orders, the voucher and
// its uses, the customer's orders awaiting delivery and whether they took one), hands those reads to the caller's
// `decide` (the business rules, api/order_draft), and, when it returns a draft, writes everything: stock taken off
// available_qty, the voucher's use, the order with its items and first status note, the confirmation message, and the
// emptied cart. `decide` may run more than once for one placement and must be pure: the SQLite store decides on a
// reader's snapshot first and again on the writer when something it read has moved (sqlite_order_placement.cpp), and
// PostgreSQL reruns a transaction that fails to serialize.
//
// Idempotency: a request with an idempotency key that this customer already used returns the
// order placed the first time (orders has UNIQUE(customer_id, idempotency_key)); decide is not
// called and nothing is written.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "store/cart_store.hpp"
#include "store/order_store.hpp"
#include "store/outbox_store.hpp"
#include "store/records.hpp"
#include "store/voucher_store.hpp"

namespace karyana::store {

struct PlacementRequest {
  std::string customer_id;
  std::optional<std::string> cart_id;  // when sent it must be the customer's cart
  std::optional<std::string> idempotency_key;
  std::string slot_id;
  std::optional<std::string> voucher_code;
};

// What the transaction read, for `decide`.
struct PlacementReads {
  CartRecord cart;                           // the customer's cart, lines newest first
  bool cart_id_matches = true;               // false: a cart id was sent and it is not the customer's cart
  std::vector<Product> products;             // the cart's products with details (missing ones absent)
  std::set<std::string> listed_product_ids;  // published and in a visible (enabled) category
  std::optional<DeliverySlot> slot;
  std::optional<VoucherRecord> voucher;  // by the requested code
  std::int64_t voucher_uses_by_customer = 0;
  // The customer's orders still on their way (domain::is_awaiting_delivery), for the live orders limit.
  std::int64_t customer_orders_awaiting_delivery = 0;
  // The customer has an order they took (domain::kReceivedStatuses), for first-order confirmation.
  bool customer_has_received_order = false;
  // Live orders (status not canceled, declined or refunded) holding the slot start `start_utc`.
  std::function<std::int64_t(const std::string& start_utc)> live_orders_at;
};

struct PlacementError {
  std::string code;
  std::string message;
  std::string details;  // e.g. the product id of a cart line
};

struct PlacementRefusal {
  std::string message;
  std::vector<PlacementError> errors;
};

// decide's answer: an order to write (everything but id, serial and timestamps, which the store
// sets), or why not.
struct PlacementDecision {
  std::optional<OrderRecord> order;
  std::string first_note;  // the first status note
  // A message to the customer, written to the outbox in the same transaction as the order (so it
  // goes exactly when the order exists); kSerialPlaceholder in its body becomes the order's serial.
  std::optional<NewOutboxMessage> confirmation;
  PlacementRefusal refusal;
};

inline constexpr const char* kSerialPlaceholder = "{serial}";

struct PlacementResult {
  enum class Outcome { placed, replayed, refused };
  Outcome outcome = Outcome::refused;
  std::string order_id;      // placed or replayed
  PlacementRefusal refusal;  // refused
  CartRecord cart;           // the cart after the transaction (emptied when placed)
  // Placed: the order as written (serial, timestamps, item and note ids included), field for field
  // what OrderStore::order_by_id reads back, so the answer needs no second read. A store may leave
  // it empty; the caller then reads the order back.
  std::optional<OrderRecord> order;
  // Placed with a delivery slot: that slot as read and its live orders at the order's slot start
  // with this order counted (for the slot's occupancy event). A store may leave them empty.
  std::optional<DeliverySlot> slot;
  std::optional<std::int64_t> slot_live_orders;
};

class OrderPlacement {
 public:
  virtual ~OrderPlacement() = default;
  virtual PlacementResult place(const PlacementRequest& request,
                                const std::function<PlacementDecision(const PlacementReads&)>& decide) = 0;
};

}  // namespace karyana::store
