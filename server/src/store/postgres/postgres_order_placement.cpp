// The PostgreSQL OrderPlacement: sqlite_order_placement.cpp statement for statement, in one
// write_durable transaction (COMMIT waits for the WAL flush: an acknowledged order survives a
// crash). SQLite has one writer, so its reads cannot change before its writes; here several
// processes place at once. The placement runs READ COMMITTED, not SERIALIZABLE: customers ordering
// one hot product queue on its row lock, and under SERIALIZABLE every waiter failed with 40001 when
// the holder committed (its snapshot predates the wait), so 20 at once used up the reruns. Under
// READ COMMITTED each statement reads what was committed before it started, so a waiter goes on
// with the fresh row. That is only safe because every read that decides something comes after a
// lock that keeps it true to COMMIT. The locks, always in this order (so two placements never wait
// for each other in a circle; docs/decisions.md):
//   1. the customer's users row, FOR NO KEY UPDATE (lock_customer): one customer's placements run
//      one after another — the idempotency key, the orders awaiting delivery, the cart;
//   2. the customer's cart row, FOR NO KEY UPDATE (read_cart): a cart change waits for the
//      placement, or its own SERIALIZABLE write fails on the cart and runs again on the emptied cart;
//   3. the cart's product rows, FOR NO KEY UPDATE in id order (lock_products): stock, price, status;
//   4. the voucher's row, FOR NO KEY UPDATE (lock_voucher): its uses and limit;
//   5. the slot occurrence's advisory lock (lock_slot_occurrence), the one the schema's
//      orders_slot_within_limit trigger takes: its live orders.
// Each read below says which lock covers it. The guarded UPDATEs and the schema's triggers (stock
// CHECK, vouchers_used_within_limit, voucher_uses_once_per_customer, orders_slot_within_limit) stay
// as a second line of defence, and a 40001 or deadlock (40P01) still runs the whole body again
// (decide is pure, the body has no side effect outside the database). The serial comes from
// orders.rowid's sequence (100000 + rowid), not SQLite's max(rowid) + 1.
#include <map>
#include <set>
#include <stdexcept>

#include "store/catalogue_rows.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/order_status_sql.hpp"
#include "store/placement_flow.hpp"
#include "store/placement_rows.hpp"
#include "store/postgres/postgres_checkout_rows.hpp"
#include "store/postgres/postgres_outbox_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

// Thrown inside the transaction to roll it back with a refusal for the customer.
struct Refused : std::runtime_error {
  explicit Refused(PlacementRefusal r) : std::runtime_error(r.message), refusal(std::move(r)) {}
  PlacementRefusal refusal;
};

// Lock 1: the customer's row. Taken before anything is read, so a second placement of this customer
// (another tab, a resubmit with the same key) waits here and then reads the first one's order: its
// idempotency key (order_by_key), its orders awaiting delivery (read_customer_orders) and its
// emptied cart. NO KEY: the orders' foreign key to users still reads the row.
void lock_customer(Connection& c, const std::string& customer_id) {
  c.exec("SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE", customer_id);
}

// Read after lock 1 (order_by_key): no other placement of this customer is running, so a key
// found missing stays missing until this one commits.
std::optional<std::string> order_by_key(Connection& c, const std::string& customer_id, const std::string& key) {
  auto rows = c.exec("SELECT id FROM orders WHERE customer_id = $1 AND idempotency_key = $2", customer_id, key);
  if (!rows.step()) return std::nullopt;
  return rows.get_text(0);
}

// Lock 2 with the read: the cart row FOR NO KEY UPDATE, then its lines. A cart change
// (PostgresCartStore::change, SERIALIZABLE) updates the cart row, so it either committed before
// this read (its lines are read) or waits for this placement and then fails with 40001 and runs
// again on the emptied cart: the DELETE of the lines in empty_cart never drops a line this
// placement did not read.
CartRecord read_cart(Connection& c, const std::string& customer_id) {
  CartRecord cart;
  cart.customer_id = customer_id;
  auto carts =
      c.exec("SELECT id, created_at, updated_at FROM carts WHERE customer_id = $1 FOR NO KEY UPDATE", customer_id);
  if (!carts.step()) return cart;
  cart.id = carts.get_text(0);
  cart.created_at = carts.get_text(1);
  cart.updated_at = carts.get_text(2);
  auto lines = c.exec(
      "SELECT product_id, qty, created_at, updated_at FROM cart_items WHERE cart_id = $1"
      " ORDER BY created_at DESC, rowid DESC",
      cart.id);
  while (lines.step())
    cart.lines.push_back({lines.get_text(0), lines.get_int(1), lines.get_text(2), lines.get_text(3)});
  return cart;
}

// Lock 3: the cart's product rows in one fixed order (by id) before anything reads them. A second
// placement of a product waits here; when it gets the lock the holder has committed, and its next
// statement reads the stock the holder left (no 40001 under READ COMMITTED). NO KEY keeps cart
// inserts (foreign keys) unblocked.
void lock_products(Connection& c, const std::vector<std::string>& ids) {
  c.exec("SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE", text_array(ids));
}

// Lock 4: the voucher's row, before it and its uses are read. Another placement with this voucher
// waits here and then reads the `used` this one left; a console save of the voucher (an UPDATE)
// waits too. The UPDATE in use_voucher and the voucher_uses trigger take the same row lock.
void lock_voucher(Connection& c, const std::string& code) {
  c.exec("SELECT id FROM vouchers WHERE code = $1 FOR NO KEY UPDATE", code);
}

// Lock 5: the slot occurrence's transaction advisory lock, the very key the schema's
// orders_slot_within_limit trigger locks (re-entrant: the trigger's own call then returns at once),
// taken before the live orders are counted, so two placements into one occurrence count one after
// the other and the second counts the first's order: the rules refuse with their own message
// instead of the trigger raising. Only for a slot with a limit, as the trigger: other placements
// into a busy occurrence do not queue.
void lock_slot_occurrence(Connection& c, const std::string& start_utc) {
  c.exec("SELECT pg_advisory_xact_lock(hashtextextended('karyana.delivery_slot:' || $1::text, 0))", start_utc);
}

// Read after lock 3: the cart's products as the SQLite placement reads them
// (store/placement_rows.hpp), in the order of `ids`, a repeated id once, with their attributes.
// Their stock, price and status cannot change before COMMIT: every writer of a product row (another
// placement, the console, a cancellation giving stock back) waits for the lock.
std::vector<Product> placement_products(Connection& c, const std::vector<std::string>& ids) {
  static const std::string sql = std::string("SELECT ") + catalogue_rows::kProductColumns +
                                 placement_rows::kTypeAndCategoryColumns + " FROM products p" +
                                 placement_rows::kTypeAndCategoryJoins + " WHERE p.id = ANY($1::text[])";
  auto rows = c.exec(sql, text_array(ids));
  std::map<std::string, Product> by_id;
  while (rows.step()) {
    Product p = placement_rows::placement_product(rows);
    std::string id = p.id;
    by_id.emplace(std::move(id), std::move(p));
  }
  std::vector<Product> found;
  for (const auto& id : ids) {
    auto it = by_id.find(id);
    if (it == by_id.end()) continue;
    found.push_back(std::move(it->second));
    by_id.erase(it);
  }
  load_product_attributes(c, found);
  return found;
}

// Published products whose category is visible (enabled up to a top-level category), walked up
// from each product's category one lookup per level, as on SQLite; a cycle stops at the bound.
// Not locked: a category hidden meanwhile is as if hidden just after this placement (nothing this
// transaction writes depends on it but the order's copy of the titles).
std::set<std::string> listed_ids(Connection& c, const std::vector<Product>& products) {
  constexpr int kMaxDepth = 100;
  std::map<std::string, bool> visible;
  auto is_visible = [&](const std::string& cat_id) {
    if (auto known = visible.find(cat_id); known != visible.end()) return known->second;
    std::string id = cat_id;
    bool result = false;
    for (int depth = 0; depth < kMaxDepth && !id.empty(); ++depth) {
      auto up = c.exec("SELECT status, parent_cat_id FROM product_categories WHERE id = $1", id);
      const bool found = up.step();
      const bool enabled = found && up.get_text(0) == "enabled";
      std::string parent = found && !up.is_null(1) ? up.get_text(1) : std::string();
      if (!enabled) break;
      if (parent.empty()) {
        result = true;
        break;
      }
      id = std::move(parent);
    }
    visible[cat_id] = result;
    return result;
  };
  std::set<std::string> listed;
  for (const auto& p : products)
    if (p.status == "published" && !p.cat_id.empty() && is_visible(p.cat_id)) listed.insert(p.id);
  return listed;
}

// The customer's orders awaiting delivery and whether they took one, in one pass (a comparison is
// boolean here: FILTER and bool_or where SQLite sums and maxes 0/1). Read after lock 1: only this
// customer's placements add orders here, and they wait (a staff change of a status meanwhile is as
// if made just after).
void read_customer_orders(Connection& c, const std::string& customer_id, PlacementReads& reads) {
  static const std::string sql = std::string("SELECT count(*) FILTER (WHERE status NOT IN (") +
                                 not_awaiting_delivery_statuses_sql() + ")), coalesce(bool_or(status IN (" +
                                 received_statuses_sql() + ")), false) FROM orders WHERE customer_id = $1";
  auto rows = c.exec(sql, customer_id);
  rows.step();
  reads.customer_orders_awaiting_delivery = rows.get_int(0);
  reads.customer_has_received_order = rows.get_bool(1);
}

PlacementReads read_all(Connection& c, const PlacementRequest& r, std::map<std::string, std::int64_t>& counted) {
  PlacementReads reads;
  reads.cart = read_cart(c, r.customer_id);
  reads.cart_id_matches = !r.cart_id || (!reads.cart.id.empty() && *r.cart_id == reads.cart.id);
  std::vector<std::string> ids;
  for (const auto& l : reads.cart.lines) ids.push_back(l.product_id);
  if (!ids.empty()) lock_products(c, ids);
  read_customer_orders(c, r.customer_id, reads);
  if (!ids.empty()) {
    reads.products = placement_products(c, ids);
    reads.listed_product_ids = listed_ids(c, reads.products);
  }
  // The slot's row is not locked: a console edit meanwhile is as if made just after this read; the
  // trigger reads the limit again at the INSERT.
  if (!r.slot_id.empty()) reads.slot = read_slot_by_id(c, r.slot_id);
  if (r.voucher_code && !r.voucher_code->empty()) {
    lock_voucher(c, *r.voucher_code);
    // After locks 4 and 1: its `used` and this customer's uses hold until COMMIT.
    reads.voucher = read_voucher_by_code(c, *r.voucher_code);
    if (reads.voucher) reads.voucher_uses_by_customer = count_voucher_uses(c, reads.voucher->id, r.customer_id);
  }
  const bool limited = reads.slot && reads.slot->max_order_limit > 0;
  reads.live_orders_at = [&c, &counted, limited](const std::string& start) {
    // After lock 5: the count holds until COMMIT for a slot with a limit (without one it only
    // answers the slot's count, which nothing refuses on).
    if (limited) lock_slot_occurrence(c, start);
    auto counts = count_live_orders_at(c, {start});
    auto found = counts.find(start);
    return counted[start] = found == counts.end() ? std::int64_t{0} : found->second;
  };
  return reads;
}

// The guarded UPDATEs below act on rows this placement has locked; their WHERE is the second line
// of defence (under READ COMMITTED an UPDATE re-checks it on the newest row anyway).
void take_stock(Connection& c, const OrderRecord& order, const std::string& now) {
  for (const auto& item : order.items) {
    auto changed = c.exec(
                        "UPDATE products SET available_qty = available_qty - $2, updated_at = $3"
                        " WHERE id = $1 AND available_qty - reserved_for_order >= $2",
                        item.product_id, item.qty, now)
                       .affected_rows();
    if (changed != 1) throw Refused({"Low Stock", {{"LOW_STOCK", "Low Stock", item.product_id}}});
  }
}

void use_voucher(Connection& c, const OrderRecord& order, const std::string& now) {
  if (!order.voucher_id) return;
  auto changed = c.exec(
                      "UPDATE vouchers SET used = used + 1, updated_at = $2"
                      " WHERE id = $1 AND (limit_usage = 0 OR used < limit_usage)",
                      *order.voucher_id, now)
                     .affected_rows();
  if (changed != 1) throw Refused({"This voucher has already been used", {}});
  c.exec("INSERT INTO voucher_uses(id, voucher_id, customer_id, order_id, created_at) VALUES($1, $2, $3, $4, $5)",
         new_id(), *order.voucher_id, order.customer_id, order.id, now);
}

// Writes the order with its items; fills in the serial, ids and timestamps.
void insert_order(Connection& c, OrderRecord& o, const std::string& now) {
  // The sequence hands every placement its own number without a read to conflict on (a rolled-back
  // attempt leaves a gap).
  const auto rowid = c.exec("SELECT nextval(pg_get_serial_sequence('orders', 'rowid'))").single_int();
  o.serial = std::to_string(100000 + rowid);
  c.exec(
      "INSERT INTO orders(rowid, id, serial, customer_id, cart_id, idempotency_key, payment_method, payment_status,"
      " status, note, shipping_address_id, shipping_address, lat, lng, customer, delivery_slot_id, slot_day,"
      " slot_date, slot_start_time, slot_end_time, slot_start_utc, slot_end_utc, voucher_id, voucher,"
      " discount_value, total_price, total_tax, delivery_charges, grand_total, total_savings, refund_amount, log,"
      " created_at, updated_at) OVERRIDING SYSTEM VALUE"
      " VALUES($32, $1, $33, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,"
      " $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $31)",
      o.id, o.customer_id, o.cart_id, o.idempotency_key, o.payment_method, o.payment_status, o.status, o.note,
      o.shipping_address_id, o.shipping_address, o.lat, o.lng, o.customer, o.delivery_slot_id, o.slot_day, o.slot_date,
      o.slot_start_time, o.slot_end_time, o.slot_start_utc, o.slot_end_utc, o.voucher_id, o.voucher, o.discount_value,
      o.total_price, o.total_tax, o.delivery_charges, o.grand_total, o.total_savings, o.refund_amount, o.log, now,
      rowid, o.serial);
  o.created_at = now;
  o.updated_at = now;
  for (auto& i : o.items) {
    i.id = new_id();
    c.exec(
        "INSERT INTO order_items(id, order_id, product_id, title, slug, price, price_was, cost, tax_value, tax_unit,"
        " tax_total, taxable, qty, deliverable_qty, delivery_status, limit_max_qty_in_cart, picture, picture_thumb,"
        " barcode, attributes, cat_id, cat_title, sort_order)"
        " VALUES($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,"
        " $22, $23)",
        i.id, o.id, i.product_id, i.title, i.slug, i.price, i.price_was, i.cost, i.tax_value, i.tax_unit, i.tax_total,
        i.taxable, i.qty, i.deliverable_qty, i.delivery_status, i.limit_max_qty_in_cart, i.picture, i.picture_thumb,
        i.barcode, i.attributes, i.cat_id, i.cat_title, i.sort_order);
  }
}

void add_note(Connection& c, OrderRecord& o, const std::string& note, const std::string& now) {
  OrderStatusNote n{new_id(), o.status, note, now};
  c.exec("INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES($1, $2, $3, $4, $5)", n.id,
         o.id, o.status, n.note, now);
  o.status_notes.push_back(std::move(n));
}

void send_confirmation(Connection& c, const OrderRecord& o, NewOutboxMessage message) {
  const std::string placeholder = kSerialPlaceholder;
  for (auto at = message.body.find(placeholder); at != std::string::npos; at = message.body.find(placeholder, at))
    message.body.replace(at, placeholder.size(), o.serial);
  insert_outbox_message(c, message);
}

void empty_cart(Connection& c, CartRecord& cart, const std::string& now) {
  c.exec("DELETE FROM cart_items WHERE cart_id = $1", cart.id);
  c.exec("UPDATE carts SET updated_at = $2 WHERE id = $1", cart.id, now);
  cart.lines.clear();
  cart.updated_at = now;
}

// The placement's statements on this engine, for store/placement_flow.hpp.
struct Steps {
  static std::optional<std::string> order_by_key(Connection& c, const std::string& customer_id,
                                                 const std::string& key) {
    return postgres::order_by_key(c, customer_id, key);
  }
  static CartRecord read_cart(Connection& c, const std::string& customer_id) {
    return postgres::read_cart(c, customer_id);
  }
  static PlacementReads read_all(Connection& c, const PlacementRequest& r,
                                 std::map<std::string, std::int64_t>& counted) {
    return postgres::read_all(c, r, counted);
  }
  static std::map<std::string, std::int64_t> count_live_orders_at(Connection& c,
                                                                  const std::vector<std::string>& starts) {
    return postgres::count_live_orders_at(c, starts);
  }
  static void write(Connection& c, OrderRecord& order, const PlacementDecision& decision, CartRecord& cart,
                    const std::string& now) {
    take_stock(c, order, now);
    try {
      insert_order(c, order, now);
    } catch (const Error& e) {
      // Two submits with one idempotency key at once queue on lock 1, so the second reads the
      // first's order; should it still meet the key here, run the whole placement again (as a
      // serialization failure): it then answers with that order.
      if (e.is_unique_violation()) throw Error("40001", e.primary_message(), e.what());
      throw;
    }
    use_voucher(c, order, now);
    add_note(c, order, decision.first_note, now);
    if (decision.confirmation) send_confirmation(c, order, *decision.confirmation);
    empty_cart(c, cart, now);
  }
};

}  // namespace

PlacementResult PostgresOrderPlacement::place(const PlacementRequest& request,
                                              const std::function<PlacementDecision(const PlacementReads&)>& decide) {
  try {
    return db_.write_durable(
        [&](Connection& c) {
          lock_customer(c, request.customer_id);
          return placement_transaction<Steps>(c, request, decide);
        },
        Isolation::read_committed);
  } catch (const Refused& r) {
    PlacementResult result;
    result.refusal = r.refusal;
    return result;
  }
}

}  // namespace karyana::store::postgres
