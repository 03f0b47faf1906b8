// Orders as the staff see and change them (issue 17): the board, one order with everything, a
// slot's pick list, a rider's day; and every change (status, picking, rider, delivery, cancel) as
// one durable transaction that also writes the status note, the audit row and any SMS to the
// customer, guarded by the order's version (optimistic concurrency: the caller sends the version it
// last saw; another change since makes the write find 0 rows and report `stale`).
//
// The rules of a change (which transition, what is picked, what stock comes back) are the
// caller's (api/staff, over domain/); like order placement, the store reads the order inside the
// transaction, hands it to `decide` and writes what the answer says.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "store/audit_store.hpp"
#include "store/order_store.hpp"
#include "store/outbox_store.hpp"
#include "store/records.hpp"
#include "store/staff_store.hpp"

namespace karyana::store {

// An order with the fulfilment columns of migration 0010 and its rider.
struct StaffOrderRecord {
  OrderRecord order;  // items, notes and pickup data filled
  std::int64_t version = 1;
  std::optional<std::string> rider_id;
  std::optional<std::int64_t> cash_collected;  // paisa
  std::optional<std::string> cancel_reason;
  std::optional<std::string> delivered_at;
  std::optional<std::string> dispatched_at;
  std::optional<StaffRecord> rider;
};

// One order on the board: its card's fields, and the order with its items and pickup data (no
// notes) so its totals follow its status as the order view's do.
struct BoardOrderRow {
  OrderRecord order;  // items and pickup_data filled (one query each for the whole board)
  std::string serial;
  std::int64_t version = 1;
  std::string status;
  std::string customer = "{}";          // JSON snapshot
  std::string shipping_address = "{}";  // JSON snapshot
  std::int64_t item_count = 0;
  std::int64_t grand_total = 0;  // paisa, as placed
  std::string rider_name;        // "" when none
  std::string created_at;
  std::optional<std::string> slot_id;
  std::string slot_date;  // DD-MM-YYYY
  std::string slot_start_time;
  std::string slot_end_time;
};

struct BoardData {
  std::vector<BoardOrderRow> orders;  // by slot date, start time, created_at
  std::vector<DeliverySlot> slots;    // every slot (enabled or not), for the dates' weekdays
};

struct PickListLineRecord {
  std::string product_id;
  std::string title;
  std::optional<std::string> barcode;
  std::optional<std::string> cat_id;
  std::optional<std::string> cat_title;
  std::int64_t qty = 0;     // summed over the orders
  std::int64_t orders = 0;  // how many orders hold it
};

struct PickListRecord {
  std::vector<std::string> serials;
  std::vector<PickListLineRecord> lines;  // by category title, then title
};

// What a change writes. Empty parts write nothing.
struct OrderChange {
  std::optional<std::string> status;  // the new status
  std::vector<OrderPickup> picking;   // pickup rows to insert or replace
  struct Deliverable {
    std::string product_id;
    std::int64_t qty = 0;
    std::optional<std::string> delivery_status;  // nullopt: unchanged
  };
  std::vector<Deliverable> deliverable;
  std::vector<std::pair<std::string, std::int64_t>> stock_back;  // product id → quantity back on sale
  std::optional<std::string> rider_id;
  std::optional<std::int64_t> cash_collected;  // paisa
  std::optional<std::string> payment_status;
  std::optional<std::int64_t> refund_amount;  // paisa
  std::optional<std::string> cancel_reason;
  bool set_dispatched_at = false;
  bool set_delivered_at = false;
  bool release_voucher = false;            // the voucher use is deleted and the voucher's count goes down
  std::optional<std::string> status_note;  // a note in the timeline (with the new status)
  std::vector<NewOutboxMessage> messages;
  NewAuditEntry audit;  // subject and actor are filled by the store
};

struct ChangeDecision {
  std::optional<OrderChange> change;  // nullopt: refused
  std::string refusal;                // the message when refused
};

struct ChangeResult {
  enum class Outcome { changed, not_found, stale, refused };
  Outcome outcome = Outcome::not_found;
  std::string refusal;
  std::optional<StaffOrderRecord> order;  // after the change (changed), or as it is (refused, stale)
};

class OrderFulfilmentStore {
 public:
  virtual ~OrderFulfilmentStore() = default;

  // Orders on these dates (DD-MM-YYYY) with the slots, two queries.
  virtual BoardData board(const std::vector<std::string>& slot_dates) = 0;
  virtual std::optional<StaffOrderRecord> order_by_serial(const std::string& serial) = 0;
  // Live orders of one slot on one date, lines summed.
  virtual PickListRecord pick_list(const std::string& slot_date, const std::string& slot_id) = 0;
  // Orders with a rider on the date (rider_id: that rider's only), by slot start then serial.
  virtual std::vector<StaffOrderRecord> deliveries(const std::string& slot_date,
                                                   const std::optional<std::string>& rider_id) = 0;

  // The change transaction (see top). `visible` false answers not_found (a rider asking for
  // another rider's order); then the version; then `decide`.
  virtual ChangeResult change_order(const std::string& serial, std::int64_t version, const std::string& actor_id,
                                    const std::function<bool(const StaffOrderRecord&)>& visible,
                                    const std::function<ChangeDecision(const StaffOrderRecord&)>& decide) = 0;
};

}  // namespace karyana::store
