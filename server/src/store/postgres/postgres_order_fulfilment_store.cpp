// The PostgreSQL OrderFulfilmentStore (sqlite_order_fulfilment_store.cpp's twin): reads batch
// their details (one query each for any number of orders); every change is one write_durable
// transaction guarded by the order's version.
//
// A change runs READ COMMITTED behind row locks (issue 20): a cancellation gives stock back and
// releases its voucher, rows every placement of them locks, and under SERIALIZABLE a change waiting
// behind placements failed each wait with 40001. It locks the order's row first (FOR NO KEY
// UPDATE), so a second staff change of the order waits and then reads the new version: `stale`, as
// SQLite answers the later of two changes. Everything `visible` and `decide` read is that order
// and its own rows (items, pickup data, notes), which only a change holding this lock writes; then
// the products given stock back by id and the voucher, in the placement's order
// (store/postgres/hot_row_locks.hpp), before anything is written to them.
#include <map>
#include <stdexcept>
#include <unordered_map>

#include "store/checkout_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/order_status_sql.hpp"
#include "store/placement_flow.hpp"
#include "store/postgres/hot_row_locks.hpp"
#include "store/postgres/postgres_outbox_store.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/text_array.hpp"
#include "store/staff_rows.hpp"

namespace karyana::store::postgres {

namespace {

// The staff columns after the order's (kOrderColumns is 33 columns).
constexpr int kOrderColumnCount = 33;

const std::string& staff_order_select() {
  static const std::string sql =
      std::string("SELECT ") + kOrderColumns +
      ", o.version, o.rider_id, o.cash_collected, o.cancel_reason, o.delivered_at, o.dispatched_at FROM orders o";
  return sql;
}

StaffOrderRecord read_staff_order(const Result& row) {
  StaffOrderRecord r;
  r.order = order_from_row(row);
  int i = kOrderColumnCount;
  r.version = row.get_int(i++);
  r.rider_id = row.get_opt_text(i++);
  r.cash_collected = row.get_opt_int(i++);
  r.cancel_reason = row.get_opt_text(i++);
  r.delivered_at = row.get_opt_text(i++);
  r.dispatched_at = row.get_opt_text(i++);
  return r;
}

void fill_items_and_pickup(Connection& c, const std::unordered_map<std::string, OrderRecord*>& by_id,
                           const std::string& id_list) {
  {
    static const std::string sql = std::string("SELECT i.order_id, ") + kOrderItemColumns +
                                   " FROM order_items i WHERE i.order_id = ANY($1::text[])"
                                   " ORDER BY i.order_id, i.sort_order, i.rowid";
    auto rows = c.exec(sql, id_list);
    while (rows.step()) by_id.at(rows.get_text(0))->items.push_back(order_item_from_row(rows));
  }
  auto rows = c.exec(
      "SELECT p.order_id, p.product_id, p.picked_qty, p.not_found FROM order_pickup_data p"
      " WHERE p.order_id = ANY($1::text[]) ORDER BY p.order_id, p.product_id",
      id_list);
  while (rows.step())
    by_id.at(rows.get_text(0))->pickup_data.push_back({rows.get_text(1), rows.get_int(2), rows.get_int(3)});
}

void fill_details(Connection& c, std::vector<StaffOrderRecord>& orders) {
  if (orders.empty()) return;
  std::unordered_map<std::string, OrderRecord*> by_id;
  std::vector<std::string> ids;
  std::vector<std::string> rider_ids;
  for (auto& o : orders) {
    by_id[o.order.id] = &o.order;
    ids.push_back(o.order.id);
    if (o.rider_id) rider_ids.push_back(*o.rider_id);
  }
  const auto id_list = text_array(ids);
  fill_items_and_pickup(c, by_id, id_list);
  {
    auto rows = c.exec(
        "SELECT n.order_id, n.id, n.status, n.note, n.created_at FROM order_status_notes n"
        " WHERE n.order_id = ANY($1::text[]) ORDER BY n.order_id, n.created_at, n.rowid",
        id_list);
    while (rows.step())
      by_id.at(rows.get_text(0))
          ->status_notes.push_back({rows.get_text(1), rows.get_opt_text(2), rows.get_text(3), rows.get_text(4)});
  }
  if (!rider_ids.empty()) {
    std::map<std::string, StaffRecord> riders;
    auto rows =
        c.exec(std::string(staff_rows::kStaffSelect) + " WHERE s.user_id = ANY($1::text[])", text_array(rider_ids));
    while (rows.step()) {
      auto r = staff_rows::read_staff(rows);
      riders.emplace(r.user_id, r);
    }
    for (auto& o : orders)
      if (o.rider_id)
        if (auto it = riders.find(*o.rider_id); it != riders.end()) o.rider = it->second;
  }
}

// `lock`: the order's row FOR NO KEY UPDATE, before anything of it is read (a change's first read).
std::optional<StaffOrderRecord> load_by_serial(Connection& c, const std::string& serial, bool lock = false) {
  auto rows = c.exec(staff_order_select() + " WHERE o.serial = $1" + (lock ? " FOR NO KEY UPDATE" : ""), serial);
  if (!rows.step()) return std::nullopt;
  std::vector<StaffOrderRecord> one{read_staff_order(rows)};
  fill_details(c, one);
  return std::move(one.front());
}

void apply(Connection& c, const StaffOrderRecord& current, const OrderChange& ch, const std::string& actor_id,
           const std::string& now) {
  const std::string& id = current.order.id;
  // The hot rows first, in the placement's order, before the order's UPDATE: its trigger moves the
  // slot occurrence's count (slot_occupancy), which a placement updates after taking these.
  std::vector<std::string> restocked;
  for (const auto& [product_id, qty] : ch.stock_back)
    if (qty > 0) restocked.push_back(product_id);
  lock_product_rows(c, restocked);
  const bool releases_voucher = ch.release_voucher && current.order.voucher_id;
  if (releases_voucher) lock_voucher_row(c, *current.order.voucher_id);
  const int changed =
      c.exec(
           "UPDATE orders SET version = version + 1, updated_at = $3, status = coalesce($4, status),"
           " rider_id = coalesce($5, rider_id), cash_collected = coalesce($6, cash_collected),"
           " cancel_reason = coalesce($7, cancel_reason),"
           " dispatched_at = CASE WHEN $8::boolean THEN $3 ELSE dispatched_at END,"
           " delivered_at = CASE WHEN $9::boolean THEN $3 ELSE delivered_at END,"
           " payment_status = coalesce($10, payment_status), refund_amount = coalesce($11, refund_amount)"
           " WHERE id = $1 AND version = $2",
           id, current.version, now, ch.status, ch.rider_id, ch.cash_collected, ch.cancel_reason, ch.set_dispatched_at,
           ch.set_delivered_at, ch.payment_status, ch.refund_amount)
          .affected_rows();
  // Read and updated under the order's row lock: no other change can have moved the version.
  if (changed != 1) throw std::logic_error("order changed inside the transaction");
  for (const auto& p : ch.picking)
    c.exec(
        "INSERT INTO order_pickup_data(order_id, product_id, picked_qty, not_found) VALUES($1, $2, $3, $4)"
        " ON CONFLICT(order_id, product_id) DO UPDATE SET picked_qty = excluded.picked_qty,"
        " not_found = excluded.not_found",
        id, p.product_id, p.picked_qty, p.not_found);
  for (const auto& d : ch.deliverable)
    c.exec(
        "UPDATE order_items SET deliverable_qty = $3, delivery_status = coalesce($4, delivery_status)"
        " WHERE order_id = $1 AND product_id = $2",
        id, d.product_id, d.qty, d.delivery_status);
  for (const auto& [product_id, qty] : ch.stock_back) {
    if (qty <= 0) continue;
    c.exec("UPDATE products SET available_qty = available_qty + $2, updated_at = $3 WHERE id = $1", product_id, qty,
           now);
  }
  if (releases_voucher) {
    if (c.exec("DELETE FROM voucher_uses WHERE order_id = $1", id).affected_rows() > 0)
      c.exec("UPDATE vouchers SET used = used - 1, updated_at = $2 WHERE id = $1 AND used > 0",
             *current.order.voucher_id, now);
  }
  if (ch.status_note)
    c.exec("INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES($1, $2, $3, $4, $5)",
           new_id(), id, ch.status.value_or(current.order.status), *ch.status_note, now);
  for (const auto& m : ch.messages) insert_outbox_message(c, m);
  NewAuditEntry audit = ch.audit;
  audit.actor_id = actor_id;
  audit.subject = current.order.serial;
  insert_audit(c, audit, now);
}

}  // namespace

BoardData PostgresOrderFulfilmentStore::board(const std::vector<std::string>& slot_dates) {
  return db_.read([&](Connection& c) {
    BoardData data;
    static const std::string sql = std::string("SELECT ") + kOrderColumns +
                                   ", o.version, (SELECT count(*) FROM order_items i WHERE i.order_id = o.id),"
                                   " coalesce(trim(r.fname || ' ' || r.lname), '')"
                                   " FROM orders o LEFT JOIN users r ON r.id = o.rider_id"
                                   " WHERE o.slot_date = ANY($1::text[])"
                                   " ORDER BY o.slot_date, o.slot_start_time, o.created_at, o.rowid";
    auto rows = c.exec(sql, text_array(slot_dates));
    while (rows.step()) {
      BoardOrderRow r;
      r.order = order_from_row(rows);
      int i = kOrderColumnCount;
      r.version = rows.get_int(i++);
      r.item_count = rows.get_int(i++);
      r.rider_name = rows.get_text(i++);
      r.serial = r.order.serial;
      r.status = r.order.status;
      r.customer = r.order.customer;
      r.shipping_address = r.order.shipping_address;
      r.grand_total = r.order.grand_total;
      r.created_at = r.order.created_at;
      r.slot_id = r.order.delivery_slot_id;
      r.slot_date = r.order.slot_date;
      r.slot_start_time = r.order.slot_start_time;
      r.slot_end_time = r.order.slot_end_time;
      data.orders.push_back(std::move(r));
    }
    if (!data.orders.empty()) {
      std::unordered_map<std::string, OrderRecord*> by_id;
      std::vector<std::string> ids;
      for (auto& r : data.orders) {
        by_id[r.order.id] = &r.order;
        ids.push_back(r.order.id);
      }
      fill_items_and_pickup(c, by_id, text_array(ids));
    }
    auto slots = c.exec(std::string("SELECT ") + kSlotColumns + " FROM delivery_slots ORDER BY day_index, start_time");
    while (slots.step()) data.slots.push_back(slot_from_row(slots));
    return data;
  });
}

std::optional<StaffOrderRecord> PostgresOrderFulfilmentStore::order_by_serial(const std::string& serial) {
  return db_.read([&](Connection& c) { return load_by_serial(c, serial); });
}

PickListRecord PostgresOrderFulfilmentStore::pick_list(const std::string& slot_date, const std::string& slot_id) {
  return db_.read([&](Connection& c) {
    PickListRecord list;
    static const std::string live = std::string(" AND o.status NOT IN (") + not_live_statuses_sql() + ")";
    auto serials = c.exec("SELECT o.serial FROM orders o WHERE o.slot_date = $1 AND o.delivery_slot_id = $2" + live +
                              " ORDER BY o.created_at, o.rowid",
                          slot_date, slot_id);
    while (serials.step()) list.serials.push_back(serials.get_text(0));
    // Lines of one title in one category: by product id, on both databases.
    auto rows = c.exec(
        "SELECT i.product_id, max(i.title), max(i.barcode), max(i.cat_id), max(i.cat_title), sum(i.qty),"
        " count(DISTINCT i.order_id)"
        " FROM order_items i JOIN orders o ON o.id = i.order_id"
        " WHERE o.slot_date = $1 AND o.delivery_slot_id = $2" +
            live + " GROUP BY i.product_id ORDER BY coalesce(max(i.cat_title), ''), max(i.title), i.product_id",
        slot_date, slot_id);
    while (rows.step())
      list.lines.push_back({rows.get_text(0), rows.get_text(1), rows.get_opt_text(2), rows.get_opt_text(3),
                            rows.get_opt_text(4), rows.get_int(5), rows.get_int(6)});
    return list;
  });
}

std::vector<StaffOrderRecord> PostgresOrderFulfilmentStore::deliveries(const std::string& slot_date,
                                                                       const std::optional<std::string>& rider_id) {
  return db_.read([&](Connection& c) {
    std::vector<StaffOrderRecord> out;
    auto rows =
        c.exec(staff_order_select() +
                   " WHERE o.slot_date = $1 AND o.rider_id IS NOT NULL AND ($2::text IS NULL OR o.rider_id = $2)"
                   " ORDER BY o.slot_start_time, o.serial",
               slot_date, rider_id);
    while (rows.step()) out.push_back(read_staff_order(rows));
    fill_details(c, out);
    return out;
  });
}

ChangeResult PostgresOrderFulfilmentStore::change_order(
    const std::string& serial, std::int64_t version, const std::string& actor_id,
    const std::function<bool(const StaffOrderRecord&)>& visible,
    const std::function<ChangeDecision(const StaffOrderRecord&)>& decide) {
  const auto lock_and_load = [](Connection& c, const std::string& order_serial) {
    return load_by_serial(c, order_serial, /*lock=*/true);
  };
  return db_.write_durable(
      [&](Connection& c) {
        return change_transaction(c, serial, version, actor_id, visible, decide, lock_and_load, apply);
      },
      Isolation::read_committed);
}

}  // namespace karyana::store::postgres
