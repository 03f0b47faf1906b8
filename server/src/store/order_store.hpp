// Placed orders, read back for their owner (tables orders, order_items, order_status_notes and
// order_pickup_data of migration 0004). Orders are written by the placement transaction
// (store/order_placement.hpp); this interface only reads. Every method takes the owner's
// customer id and matches it in SQL, so another customer's order id or serial finds nothing
// (the caller cannot tell it from a missing one).
//
// Snapshot columns hold JSON text, written once when the order is placed (api/orders/order_json.hpp
// has helpers that write them):
//   shipping_address  the Address object as api/address_json writes it
//   customer          {"_id","fname","lname","email","phone"}
//   voucher           {"_id","title","code","discount_type":"fix"|"%",
//                      "discount_value": rupees for 'fix', percent for '%',
//                      "requirements":[{"type","value"}]}   (NULL when no voucher)
//   item attributes   the AttributeRef list, as the product's attributes_v2 JSON
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

struct OrderItemRecord {
  std::string id;
  std::string product_id;
  std::string title;
  std::string slug;
  std::int64_t price = 0;      // paisa, per unit, at order time
  std::int64_t price_was = 0;  // paisa
  std::int64_t cost = 0;       // paisa
  double tax_value = 0;
  std::string tax_unit = "%";
  std::int64_t tax_total = 0;  // tax on one unit, paisa (0 when not taxable)
  int taxable = 0;
  std::int64_t qty = 0;                         // ordered quantity
  std::optional<std::int64_t> deliverable_qty;  // set by the store once it is known
  std::string delivery_status = "pending";
  std::int64_t limit_max_qty_in_cart = 0;
  std::optional<std::string> picture;
  std::optional<std::string> picture_thumb;
  std::optional<std::string> barcode;
  std::string attributes = "[]";  // JSON text
  std::optional<std::string> cat_id;
  std::optional<std::string> cat_title;
  int sort_order = 0;
};

struct OrderStatusNote {
  std::string id;
  std::optional<std::string> status;  // the status the note records, when it records one
  std::string note;
  std::string created_at;
};

struct OrderPickup {
  std::string product_id;
  std::int64_t picked_qty = 0;
  std::int64_t not_found = 0;
};

struct OrderRecord {
  std::string id;
  std::string serial;
  std::string customer_id;
  std::optional<std::string> cart_id;
  std::optional<std::string> idempotency_key;
  std::string payment_method = "COD";
  std::string payment_status = "pending";
  std::string status = "new";
  std::string note;
  std::optional<std::string> shipping_address_id;
  std::string shipping_address = "{}";  // JSON text (see top)
  std::optional<double> lat;
  std::optional<double> lng;
  std::string customer = "{}";  // JSON text (see top)
  std::optional<std::string> delivery_slot_id;
  std::string slot_day;         // Mon … Sun ("" when none)
  std::string slot_date;        // DD-MM-YYYY
  std::string slot_start_time;  // HH:MM local
  std::string slot_end_time;
  std::string slot_start_utc;  // ISO instants
  std::string slot_end_utc;
  std::optional<std::string> voucher_id;
  std::optional<std::string> voucher;  // JSON text (see top); nullopt: no voucher
  std::int64_t discount_value = 0;     // paisa, as stored at placement
  std::int64_t total_price = 0;
  std::int64_t total_tax = 0;
  std::int64_t delivery_charges = 0;
  std::int64_t grand_total = 0;
  std::int64_t total_savings = 0;
  std::int64_t refund_amount = 0;
  std::string log;
  std::string created_at;
  std::string updated_at;
  std::vector<OrderItemRecord> items;         // by sort_order
  std::vector<OrderStatusNote> status_notes;  // oldest first
  std::vector<OrderPickup> pickup_data;
};

// An entry of the customer's order list: the whole order (items, notes and pickup data are
// read for the page in one batch each, not per order), so a list node can answer any Order field.
using OrderListEntry = OrderRecord;

struct OrderPage {
  std::int64_t total_count = 0;         // all of the customer's orders
  std::vector<OrderListEntry> entries;  // newest first
};

class OrderStore {
 public:
  virtual ~OrderStore() = default;
  virtual std::optional<OrderRecord> order_by_serial(const std::string& customer_id, const std::string& serial) = 0;
  virtual std::optional<OrderRecord> order_by_id(const std::string& customer_id, const std::string& id) = 0;
  // The customer's orders, newest first: `first` of them after skipping `after_offset`.
  virtual OrderPage list_orders(const std::string& customer_id, int first, std::int64_t after_offset) = 0;
  virtual std::int64_t orders_count(const std::string& customer_id) = 0;
};

}  // namespace karyana::store
