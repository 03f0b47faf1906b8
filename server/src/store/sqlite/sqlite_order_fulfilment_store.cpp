// Reads batch their details (items, notes, pickup data, riders: one query each for any number of
// orders); every change is one write_durable transaction (see store/order_fulfilment_store.hpp).
#include "store/sqlite/sqlite_order_fulfilment_store.hpp"

#include <map>
#include <unordered_map>

#include "store/checkout_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/placement_flow.hpp"
#include "store/sqlite/order_status_sql.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_order_store.hpp"
#include "store/sqlite/sqlite_outbox_store.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

std::string staff_order_select() {
  return std::string("SELECT ") + order_columns_sql() +
         ", o.version, o.rider_id, o.cash_collected, o.cancel_reason, o.delivered_at, o.dispatched_at FROM orders o";
}

StaffOrderRecord read_staff_order(const Statement& st) {
  StaffOrderRecord r;
  r.order = read_order_row(st);
  int i = 33;  // after order_columns_sql()
  r.version = st.get_int(i++);
  r.rider_id = st.get_opt_text(i++);
  r.cash_collected = st.get_opt_int(i++);
  r.cancel_reason = st.get_opt_text(i++);
  r.delivered_at = st.get_opt_text(i++);
  r.dispatched_at = st.get_opt_text(i++);
  return r;
}

// The items and pickup data of the orders in `by_id` (keyed by order id; `id_list` is their ids as a
// JSON array): one query each, whatever the number of orders.
void fill_items_and_pickup(Connection& c, const std::unordered_map<std::string, OrderRecord*>& by_id,
                           const std::string& id_list) {
  {
    auto st = c.prepare(std::string("SELECT i.order_id, ") + order_item_columns_sql() +
                        " FROM order_items i WHERE i.order_id IN (SELECT value FROM json_each(?1))"
                        " ORDER BY i.order_id, i.sort_order, i.rowid");
    st.bind(1, id_list);
    while (st.step()) by_id.at(st.get_text(0))->items.push_back(read_order_item_row(st));
  }
  auto st = c.prepare(
      "SELECT p.order_id, p.product_id, p.picked_qty, p.not_found FROM order_pickup_data p"
      " WHERE p.order_id IN (SELECT value FROM json_each(?1)) ORDER BY p.order_id, p.product_id");
  st.bind(1, id_list);
  while (st.step()) by_id.at(st.get_text(0))->pickup_data.push_back({st.get_text(1), st.get_int(2), st.get_int(3)});
}

// Items, notes, pickup data and riders of `orders`: one query each.
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
  const auto id_list = json_string_array(ids);
  fill_items_and_pickup(c, by_id, id_list);
  {
    auto st = c.prepare(
        "SELECT n.order_id, n.id, n.status, n.note, n.created_at FROM order_status_notes n"
        " WHERE n.order_id IN (SELECT value FROM json_each(?1)) ORDER BY n.order_id, n.created_at, n.rowid");
    st.bind(1, id_list);
    while (st.step())
      by_id.at(st.get_text(0))
          ->status_notes.push_back({st.get_text(1), st.get_opt_text(2), st.get_text(3), st.get_text(4)});
  }
  if (!rider_ids.empty()) {
    std::map<std::string, StaffRecord> riders;
    auto st = c.prepare(
        "SELECT u.id, u.email, u.fname, u.lname, u.phone, s.role, s.disabled_at, s.added_by, s.created_at, u.status"
        " FROM staff s JOIN users u ON u.id = s.user_id WHERE s.user_id IN (SELECT value FROM json_each(?1))");
    st.bind(1, json_string_array(rider_ids));
    while (st.step()) {
      StaffRecord r{st.get_text(0), st.get_text(1),     st.get_text(2),     st.get_text(3), st.get_opt_text(4),
                    st.get_text(5), st.get_opt_text(6), st.get_opt_text(7), st.get_text(8), st.get_text(9)};
      riders.emplace(r.user_id, r);
    }
    for (auto& o : orders)
      if (o.rider_id)
        if (auto it = riders.find(*o.rider_id); it != riders.end()) o.rider = it->second;
  }
}

// The board's orders' items and pickup data (what the totals of their status count): one query each.
void fill_lines(Connection& c, std::vector<BoardOrderRow>& rows) {
  if (rows.empty()) return;
  std::unordered_map<std::string, OrderRecord*> by_id;
  std::vector<std::string> ids;
  for (auto& r : rows) {
    by_id[r.order.id] = &r.order;
    ids.push_back(r.order.id);
  }
  const auto id_list = json_string_array(ids);
  fill_items_and_pickup(c, by_id, id_list);
}

std::optional<StaffOrderRecord> load_by_serial(Connection& c, const std::string& serial) {
  auto st = c.prepare(staff_order_select() + " WHERE o.serial = ?1");
  st.bind(1, serial);
  if (!st.step()) return std::nullopt;
  std::vector<StaffOrderRecord> one{read_staff_order(st)};
  st.reset();
  fill_details(c, one);
  return std::move(one.front());
}

void apply(Connection& c, const StaffOrderRecord& current, const OrderChange& ch, const std::string& actor_id,
           const std::string& now) {
  const std::string& id = current.order.id;
  auto upd = c.prepare(
      "UPDATE orders SET version = version + 1, updated_at = ?3, status = coalesce(?4, status),"
      " rider_id = coalesce(?5, rider_id), cash_collected = coalesce(?6, cash_collected),"
      " cancel_reason = coalesce(?7, cancel_reason),"
      " dispatched_at = CASE WHEN ?8 THEN ?3 ELSE dispatched_at END,"
      " delivered_at = CASE WHEN ?9 THEN ?3 ELSE delivered_at END,"
      " payment_status = coalesce(?10, payment_status), refund_amount = coalesce(?11, refund_amount)"
      " WHERE id = ?1 AND version = ?2");
  upd.bind_all(id, current.version, now, ch.status, ch.rider_id, ch.cash_collected, ch.cancel_reason,
               ch.set_dispatched_at ? 1 : 0, ch.set_delivered_at ? 1 : 0, ch.payment_status, ch.refund_amount);
  if (upd.run() != 1) throw std::logic_error("order changed inside the writer");  // cannot happen: one writer
  if (!ch.picking.empty()) {
    auto st = c.prepare(
        "INSERT INTO order_pickup_data(order_id, product_id, picked_qty, not_found) VALUES(?1, ?2, ?3, ?4)"
        " ON CONFLICT(order_id, product_id) DO UPDATE SET picked_qty = excluded.picked_qty,"
        " not_found = excluded.not_found");
    for (const auto& p : ch.picking) {
      st.bind_all(id, p.product_id, p.picked_qty, p.not_found);
      st.run();
      st.reset();
    }
  }
  if (!ch.deliverable.empty()) {
    auto st = c.prepare(
        "UPDATE order_items SET deliverable_qty = ?3, delivery_status = coalesce(?4, delivery_status)"
        " WHERE order_id = ?1 AND product_id = ?2");
    for (const auto& d : ch.deliverable) {
      st.bind_all(id, d.product_id, d.qty, d.delivery_status);
      st.run();
      st.reset();
    }
  }
  if (!ch.stock_back.empty()) {
    auto st = c.prepare("UPDATE products SET available_qty = available_qty + ?2, updated_at = ?3 WHERE id = ?1");
    for (const auto& [product_id, qty] : ch.stock_back) {
      if (qty <= 0) continue;
      st.bind_all(product_id, qty, now);
      st.run();
      st.reset();
    }
  }
  if (ch.release_voucher && current.order.voucher_id) {
    auto del = c.prepare("DELETE FROM voucher_uses WHERE order_id = ?1");
    del.bind(1, id);
    if (del.run() > 0)
      c.prepare("UPDATE vouchers SET used = used - 1, updated_at = ?2 WHERE id = ?1 AND used > 0")
          .bind_all(*current.order.voucher_id, now)
          .run();
  }
  if (ch.status_note)
    c.prepare("INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
        .bind_all(new_id(), id, ch.status.value_or(current.order.status), *ch.status_note, now)
        .run();
  for (const auto& m : ch.messages) insert_outbox_message(c, m);
  NewAuditEntry audit = ch.audit;
  audit.actor_id = actor_id;
  audit.subject = current.order.serial;
  insert_audit(c, audit, now);
}

class SqliteOrderFulfilmentStore final : public OrderFulfilmentStore {
 public:
  explicit SqliteOrderFulfilmentStore(Database& db) : db_(db) {}

  BoardData board(const std::vector<std::string>& slot_dates) override {
    return db_.read([&](Connection& c) {
      BoardData data;
      auto st = c.prepare(std::string("SELECT ") + order_columns_sql() +
                          ", o.version, (SELECT count(*) FROM order_items i WHERE i.order_id = o.id),"
                          " coalesce(trim(r.fname || ' ' || r.lname), '')"
                          " FROM orders o LEFT JOIN users r ON r.id = o.rider_id"
                          " WHERE o.slot_date IN (SELECT value FROM json_each(?1))"
                          " ORDER BY o.slot_date, o.slot_start_time, o.created_at, o.rowid");
      st.bind(1, json_string_array(slot_dates));
      while (st.step()) {
        BoardOrderRow r;
        r.order = read_order_row(st);
        int i = 33;  // after order_columns_sql()
        r.version = st.get_int(i++);
        r.item_count = st.get_int(i++);
        r.rider_name = st.get_text(i++);
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
      st.reset();
      fill_lines(c, data.orders);
      st.reset();
      auto slots =
          c.prepare(std::string("SELECT ") + kSlotColumns + " FROM delivery_slots ORDER BY day_index, start_time");
      while (slots.step()) data.slots.push_back(slot_from_row(slots));
      return data;
    });
  }

  std::optional<StaffOrderRecord> order_by_serial(const std::string& serial) override {
    return db_.read([&](Connection& c) { return load_by_serial(c, serial); });
  }

  PickListRecord pick_list(const std::string& slot_date, const std::string& slot_id) override {
    return db_.read([&](Connection& c) {
      PickListRecord list;
      const std::string live = std::string(" AND o.status NOT IN (") + not_live_statuses_sql() + ")";
      auto serials = c.prepare("SELECT o.serial FROM orders o WHERE o.slot_date = ?1 AND o.delivery_slot_id = ?2" +
                               live + " ORDER BY o.created_at, o.rowid");
      serials.bind_all(slot_date, slot_id);
      while (serials.step()) list.serials.push_back(serials.get_text(0));
      serials.reset();
      auto st = c.prepare(
          "SELECT i.product_id, max(i.title), max(i.barcode), max(i.cat_id), max(i.cat_title), sum(i.qty),"
          " count(DISTINCT i.order_id)"
          " FROM order_items i JOIN orders o ON o.id = i.order_id"
          " WHERE o.slot_date = ?1 AND o.delivery_slot_id = ?2" +
          live + " GROUP BY i.product_id ORDER BY coalesce(max(i.cat_title), ''), max(i.title), i.product_id");
      st.bind_all(slot_date, slot_id);
      while (st.step())
        list.lines.push_back({st.get_text(0), st.get_text(1), st.get_opt_text(2), st.get_opt_text(3),
                              st.get_opt_text(4), st.get_int(5), st.get_int(6)});
      return list;
    });
  }

  std::vector<StaffOrderRecord> deliveries(const std::string& slot_date,
                                           const std::optional<std::string>& rider_id) override {
    return db_.read([&](Connection& c) {
      std::vector<StaffOrderRecord> out;
      auto st = c.prepare(staff_order_select() +
                          " WHERE o.slot_date = ?1 AND o.rider_id IS NOT NULL AND (?2 IS NULL OR o.rider_id = ?2)"
                          " ORDER BY o.slot_start_time, o.serial");
      st.bind_all(slot_date, rider_id);
      while (st.step()) out.push_back(read_staff_order(st));
      st.reset();
      fill_details(c, out);
      return out;
    });
  }

  ChangeResult change_order(const std::string& serial, std::int64_t version, const std::string& actor_id,
                            const std::function<bool(const StaffOrderRecord&)>& visible,
                            const std::function<ChangeDecision(const StaffOrderRecord&)>& decide) override {
    return db_.write_durable([&](Connection& c) {
      return change_transaction(c, serial, version, actor_id, visible, decide, load_by_serial, apply);
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<OrderFulfilmentStore> make_sqlite_order_fulfilment_store(Database& db) {
  return std::make_unique<SqliteOrderFulfilmentStore>(db);
}

}  // namespace karyana::store::sqlite
