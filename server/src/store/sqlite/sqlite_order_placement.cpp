// The SQLite OrderPlacement (issue 19: the single writer's part kept short). A placement runs in
// two steps:
//  1. On a reader's snapshot, without the writer: the idempotency key, every read the rules take,
//     the rules themselves (`decide`) and the order they draft (placement_flow.hpp's
//     plan_placement). A replay or a refusal is answered from there and writes nothing: it is the
//     answer a placement made at that snapshot gives.
//  2. On the writer, in a SAVEPOINT of its group commit (database.hpp): only what can have changed
//     since that snapshot is checked, each by an exact and cheap means, and the order is written —
//       - the catalogue rows the rules and the order lines read (products but their stock, types,
//         categories, attributes, the slot, the voucher but its use count): placement_inputs'
//         version, moved by triggers (migration 0018), must be the one the snapshot read;
//       - the customer's orders (the live orders limit, first-order confirmation): read again;
//       - stock, the voucher's use count and once-per-customer rule, the slot's room and the
//         idempotency key: the guarded UPDATEs, the guard triggers (0009, 0018) and the UNIQUE
//         key refuse the write;
//       - the cart: the DELETE that empties it returns the lines it removed, which must be the
//         lines the snapshot read, and the cart row must still be there.
//     Anything moved: back to the savepoint, and the whole placement runs again on the writer
//     (placement_transaction: reads, rules, writes in one go, as before issue 19), so the answer —
//     the order, or a refusal in the rules' own words — is the one of a placement made at that
//     point of the writer's queue. There the reads cannot change before the writes (one writer, a
//     group's bodies one after another); the guarded UPDATEs stay as a second line of defence and
//     turn into a refusal (rolled back to the savepoint, the group's other orders kept).
#include <algorithm>
#include <map>
#include <stdexcept>
#include <tuple>

#include "domain/order_status.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/placement_flow.hpp"
#include "store/placement_rows.hpp"
#include "store/sqlite/error.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_checkout_rows.hpp"
#include "store/sqlite/sqlite_outbox_store.hpp"

namespace karyana::store::sqlite {

namespace {

// Thrown inside the transaction to roll it back with a refusal for the customer.
struct Refused : std::runtime_error {
  explicit Refused(PlacementRefusal r) : std::runtime_error(r.message), refusal(std::move(r)) {}
  PlacementRefusal refusal;
};

std::optional<std::string> order_by_key(Connection& c, const std::string& customer_id, const std::string& key) {
  auto st = c.prepare("SELECT id FROM orders WHERE customer_id = ?1 AND idempotency_key = ?2");
  st.bind_all(customer_id, key);
  if (!st.step()) return std::nullopt;
  return st.get_text(0);
}

CartRecord read_cart(Connection& c, const std::string& customer_id) {
  CartRecord cart;
  cart.customer_id = customer_id;
  auto st = c.prepare("SELECT id, created_at, updated_at FROM carts WHERE customer_id = ?1");
  st.bind(1, customer_id);
  if (!st.step()) return cart;
  cart.id = st.get_text(0);
  cart.created_at = st.get_text(1);
  cart.updated_at = st.get_text(2);
  auto lines = c.prepare(
      "SELECT product_id, qty, created_at, updated_at FROM cart_items WHERE cart_id = ?1"
      " ORDER BY created_at DESC, rowid DESC");
  lines.bind(1, cart.id);
  while (lines.step())
    cart.lines.push_back({lines.get_text(0), lines.get_int(1), lines.get_text(2), lines.get_text(3)});
  return cart;
}

// The cart's products with what the rules and the order lines' snapshot use: the product row, its
// type's tax, its category's id and title, and its attributes (attributes_v2): two queries for
// any number of lines. Neither the gallery nor the type's attribute list (which an order line
// never shows) is read, and the category carries only the fields an order line keeps.
std::vector<Product> placement_products(Connection& c, const std::vector<std::string>& ids) {
  auto st =
      c.prepare(std::string("SELECT ") + kProductColumns + placement_rows::kTypeAndCategoryColumns +
                " FROM json_each(?1) j JOIN products p ON p.id = j.value" + placement_rows::kTypeAndCategoryJoins);
  st.bind(1, json_string_array(ids));
  std::map<std::string, Product> by_id;
  while (st.step()) {
    Product p = placement_rows::placement_product(st);
    std::string id = p.id;
    by_id.emplace(std::move(id), std::move(p));
  }
  std::vector<Product> found;
  for (const auto& id : ids) {
    auto it = by_id.find(id);
    if (it == by_id.end()) continue;
    found.push_back(std::move(it->second));
    by_id.erase(it);  // a repeated id appears once
  }
  load_product_attributes(c, found);
  return found;
}

// Published products whose category is visible: enabled, and reached from a top-level category
// through enabled parents only (kCategoryTreeCte's rule). Walked up from each product's category
// (one prepared lookup per level) rather than down from every top-level one, so it costs the depth
// of the cart's categories, not the size of the tree; a cycle never reaches a top-level category
// and stops at the depth bound.
std::set<std::string> listed_ids(Connection& c, const std::vector<Product>& products) {
  constexpr int kMaxDepth = 100;
  std::map<std::string, bool> visible;  // category id → visible, for the lines sharing categories
  auto up = c.prepare("SELECT status, parent_cat_id FROM product_categories WHERE id = ?1");
  auto is_visible = [&](const std::string& cat_id) {
    if (auto known = visible.find(cat_id); known != visible.end()) return known->second;
    std::string id = cat_id;
    bool result = false;
    for (int depth = 0; depth < kMaxDepth && !id.empty(); ++depth) {
      up.bind(1, id);
      const bool found = up.step();
      const bool enabled = found && up.get_text(0) == "enabled";
      std::string parent = found && !up.is_null(1) ? up.get_text(1) : std::string();
      up.reset();
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

// The customer's orders awaiting delivery and whether they took one, in one pass over their
// statuses (the index orders_customer holds them, migration 0018), sorted out here: SQLite builds a
// table for each `IN (…)` list on every run, which cost more than the scan. Read on the snapshot
// and again on the writer, so two placements at once cannot both see room for one more order.
void read_customer_orders(Connection& c, const std::string& customer_id, PlacementReads& reads) {
  auto st = c.prepare("SELECT status FROM orders WHERE customer_id = ?1");
  st.bind(1, customer_id);
  std::int64_t awaiting = 0;
  bool received = false;
  while (st.step()) {
    // As the statuses' SQL lists read: a status no list names is awaiting delivery, not received.
    const auto status = domain::parse_order_status(st.get_text(0));
    if (!status || domain::is_awaiting_delivery(*status)) ++awaiting;
    if (status && domain::is_received_status(*status)) received = true;
  }
  reads.customer_orders_awaiting_delivery = awaiting;
  reads.customer_has_received_order = received;
}

// `counted` keeps the slot counts the rules asked for, so the count after the insert needs no query.
PlacementReads read_all(Connection& c, const PlacementRequest& r, std::map<std::string, std::int64_t>& counted) {
  PlacementReads reads;
  reads.cart = read_cart(c, r.customer_id);
  reads.cart_id_matches = !r.cart_id || (!reads.cart.id.empty() && *r.cart_id == reads.cart.id);
  read_customer_orders(c, r.customer_id, reads);
  std::vector<std::string> ids;
  for (const auto& l : reads.cart.lines) ids.push_back(l.product_id);
  if (!ids.empty()) {
    reads.products = placement_products(c, ids);
    reads.listed_product_ids = listed_ids(c, reads.products);
  }
  if (!r.slot_id.empty()) reads.slot = read_slot_by_id(c, r.slot_id);
  if (r.voucher_code && !r.voucher_code->empty()) {
    reads.voucher = read_voucher_by_code(c, *r.voucher_code);
    if (reads.voucher) reads.voucher_uses_by_customer = count_voucher_uses(c, reads.voucher->id, r.customer_id);
  }
  reads.live_orders_at = [&c, &counted](const std::string& start) {
    auto counts = count_live_orders_at(c, {start});
    auto found = counts.find(start);
    return counted[start] = found == counts.end() ? std::int64_t{0} : found->second;
  };
  return reads;
}

// Takes each line's quantity off its product's stock while enough is left; the product of the
// first line that found too little (nothing of the order is then to be kept).
std::optional<std::string> take_stock(Connection& c, const OrderRecord& order, const std::string& now) {
  auto st = c.prepare(
      "UPDATE products SET available_qty = available_qty - ?2, updated_at = ?3"
      " WHERE id = ?1 AND available_qty - reserved_for_order >= ?2");
  for (const auto& item : order.items) {
    st.bind_all(item.product_id, item.qty, now);
    if (st.run() != 1) return item.product_id;
    st.reset();
  }
  return std::nullopt;
}

// One more use of the order's voucher while its limit allows (false: used up), and its use row
// (the once-per-customer trigger, 0009, refuses a second one).
bool use_voucher(Connection& c, const OrderRecord& order, const std::string& now) {
  if (!order.voucher_id) return true;
  auto st = c.prepare(
      "UPDATE vouchers SET used = used + 1, updated_at = ?2"
      " WHERE id = ?1 AND (limit_usage = 0 OR used < limit_usage)");
  st.bind_all(*order.voucher_id, now);
  if (st.run() != 1) return false;
  c.prepare("INSERT INTO voucher_uses(id, voucher_id, customer_id, order_id, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
      .bind_all(new_id(), *order.voucher_id, order.customer_id, order.id, now)
      .run();
  return true;
}

// Writes the order with its items and fills in what the database decides (the serial) and what
// the store sets (ids, timestamps), so `o` is then the order as stored.
void insert_order(Connection& c, OrderRecord& o, const std::string& now) {
  // The serial is 100000 + the row's sequence: short, readable on the phone, and unique because
  // SQLite has one writer (the UNIQUE constraint guards it anyway).
  auto st = c.prepare(
      "INSERT INTO orders(id, serial, customer_id, cart_id, idempotency_key, payment_method, payment_status, status,"
      " note, shipping_address_id, shipping_address, lat, lng, customer, delivery_slot_id, slot_day, slot_date,"
      " slot_start_time, slot_end_time, slot_start_utc, slot_end_utc, voucher_id, voucher, discount_value,"
      " total_price, total_tax, delivery_charges, grand_total, total_savings, refund_amount, log, created_at,"
      " updated_at)"
      " VALUES(?1, CAST(100001 + coalesce((SELECT max(rowid) FROM orders), 0) AS TEXT), ?2, ?3, ?4, ?5, ?6, ?7,"
      " ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27, ?28,"
      " ?29, ?30, ?31, ?31) RETURNING serial");
  st.bind_all(o.id, o.customer_id, o.cart_id, o.idempotency_key, o.payment_method, o.payment_status, o.status, o.note,
              o.shipping_address_id, o.shipping_address, o.lat, o.lng, o.customer, o.delivery_slot_id, o.slot_day,
              o.slot_date, o.slot_start_time, o.slot_end_time, o.slot_start_utc, o.slot_end_utc, o.voucher_id,
              o.voucher, o.discount_value, o.total_price, o.total_tax, o.delivery_charges, o.grand_total,
              o.total_savings, o.refund_amount, o.log, now);
  if (!st.step()) throw std::runtime_error("an order insert returned no serial");
  o.serial = st.get_text(0);
  st.reset();
  o.created_at = now;
  o.updated_at = now;
  auto item = c.prepare(
      "INSERT INTO order_items(id, order_id, product_id, title, slug, price, price_was, cost, tax_value, tax_unit,"
      " tax_total, taxable, qty, deliverable_qty, delivery_status, limit_max_qty_in_cart, picture, picture_thumb,"
      " barcode, attributes, cat_id, cat_title, sort_order)"
      " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22,"
      " ?23)");
  for (auto& i : o.items) {
    i.id = new_id();
    item.bind_all(i.id, o.id, i.product_id, i.title, i.slug, i.price, i.price_was, i.cost, i.tax_value, i.tax_unit,
                  i.tax_total, i.taxable, i.qty, i.deliverable_qty, i.delivery_status, i.limit_max_qty_in_cart,
                  i.picture, i.picture_thumb, i.barcode, i.attributes, i.cat_id, i.cat_title, i.sort_order);
    item.run();
    item.reset();
  }
}

void add_note(Connection& c, OrderRecord& o, const std::string& note, const std::string& now) {
  OrderStatusNote n{new_id(), o.status, note, now};
  c.prepare("INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
      .bind_all(n.id, o.id, o.status, n.note, now)
      .run();
  o.status_notes.push_back(std::move(n));
}

// The confirmation names the serial, which exists only once the order row is written.
void send_confirmation(Connection& c, const OrderRecord& o, NewOutboxMessage message) {
  const std::string& serial = o.serial;
  const std::string placeholder = kSerialPlaceholder;
  for (auto at = message.body.find(placeholder); at != std::string::npos; at = message.body.find(placeholder, at))
    message.body.replace(at, placeholder.size(), serial);
  insert_outbox_message(c, message);
}

void empty_cart(Connection& c, CartRecord& cart, const std::string& now) {
  c.prepare("DELETE FROM cart_items WHERE cart_id = ?1").bind_all(cart.id).run();
  c.prepare("UPDATE carts SET updated_at = ?2 WHERE id = ?1").bind_all(cart.id, now).run();
  cart.lines.clear();
  cart.updated_at = now;
}

using LineKey = std::tuple<std::string, std::int64_t, std::string, std::string>;

// Empties the cart as empty_cart does, if it still holds exactly the lines in `cart` (product,
// quantity and both times of each; the order they are listed in follows from the times) and its
// row is still there; false otherwise (the caller rolls back what this did).
bool empty_cart_as_read(Connection& c, CartRecord& cart, const std::string& now) {
  if (cart.id.empty()) return cart.lines.empty();
  std::vector<LineKey> read;
  read.reserve(cart.lines.size());
  for (const auto& l : cart.lines) read.emplace_back(l.product_id, l.qty, l.created_at, l.updated_at);
  std::vector<LineKey> removed;
  removed.reserve(read.size());
  auto st = c.prepare("DELETE FROM cart_items WHERE cart_id = ?1 RETURNING product_id, qty, created_at, updated_at");
  st.bind(1, cart.id);
  while (st.step()) removed.emplace_back(st.get_text(0), st.get_int(1), st.get_text(2), st.get_text(3));
  std::sort(read.begin(), read.end());
  std::sort(removed.begin(), removed.end());
  if (read != removed) return false;
  if (c.prepare("UPDATE carts SET updated_at = ?2 WHERE id = ?1").bind_all(cart.id, now).run() != 1) return false;
  cart.lines.clear();
  cart.updated_at = now;
  return true;
}

// placement_inputs.version (migration 0018): moves with every write to what a placement's rules
// read but stock and voucher uses.
std::int64_t placement_inputs_version(Connection& c) {
  auto st = c.prepare("SELECT version FROM placement_inputs WHERE id = 1");
  return st.step() ? st.get_int(0) : 0;
}

// The live orders at a slot start now (slot_occupancy, kept by the orders' triggers).
std::int64_t live_orders_now(Connection& c, const std::string& slot_start_utc) {
  auto st = c.prepare("SELECT live_orders FROM slot_occupancy WHERE slot_start_utc = ?1");
  st.bind(1, slot_start_utc);
  return st.step() ? st.get_int(0) : 0;
}

// The placement's statements on this engine, for store/placement_flow.hpp.
struct Steps {
  static std::optional<std::string> order_by_key(Connection& c, const std::string& customer_id,
                                                 const std::string& key) {
    return sqlite::order_by_key(c, customer_id, key);
  }
  static CartRecord read_cart(Connection& c, const std::string& customer_id) {
    return sqlite::read_cart(c, customer_id);
  }
  static PlacementReads read_all(Connection& c, const PlacementRequest& r,
                                 std::map<std::string, std::int64_t>& counted) {
    return sqlite::read_all(c, r, counted);
  }
  static std::map<std::string, std::int64_t> count_live_orders_at(Connection& c,
                                                                  const std::vector<std::string>& starts) {
    return sqlite::count_live_orders_at(c, starts);
  }
  static void write(Connection& c, OrderRecord& order, const PlacementDecision& decision, CartRecord& cart,
                    const std::string& now) {
    if (auto short_of = take_stock(c, order, now))
      throw Refused({"Low Stock", {{"LOW_STOCK", "Low Stock", *short_of}}});
    insert_order(c, order, now);
    if (!use_voucher(c, order, now)) throw Refused({"This voucher has already been used", {}});
    add_note(c, order, decision.first_note, now);
    if (decision.confirmation) send_confirmation(c, order, *decision.confirmation);
    empty_cart(c, cart, now);
  }
};

// A plan made on a reader, with the placement_inputs version its snapshot read.
struct SnapshotPlan {
  PlacementPlan plan;
  std::int64_t inputs_version = 0;
};

// Thrown inside write_planned when something the plan depends on has moved since its snapshot.
struct Moved {};

PlacementResult write_planned_body(Connection& c, const PlacementRequest& request, SnapshotPlan& planned) {
  PlacementPlan& plan = planned.plan;
  if (placement_inputs_version(c) != planned.inputs_version) throw Moved{};
  PlacementReads now_reads;
  read_customer_orders(c, request.customer_id, now_reads);
  if (now_reads.customer_orders_awaiting_delivery != plan.reads.customer_orders_awaiting_delivery ||
      now_reads.customer_has_received_order != plan.reads.customer_has_received_order)
    throw Moved{};
  PlacementResult result;
  result.cart = plan.reads.cart;
  OrderRecord& order = *plan.decision.order;
  stamp_order(order, request, plan.reads);
  const std::string now = now_iso();
  if (take_stock(c, order, now)) throw Moved{};
  insert_order(c, order, now);  // the key's UNIQUE and the slot's trigger throw a constraint error
  if (!use_voucher(c, order, now)) throw Moved{};
  add_note(c, order, plan.decision.first_note, now);
  if (plan.decision.confirmation) send_confirmation(c, order, *plan.decision.confirmation);
  if (!empty_cart_as_read(c, result.cart, now)) throw Moved{};
  if (plan.reads.slot && order.delivery_slot_id) {
    result.slot = plan.reads.slot;
    result.slot_live_orders = live_orders_now(c, order.slot_start_utc);
  }
  result.outcome = PlacementResult::Outcome::placed;
  result.order_id = order.id;
  result.order = std::move(order);
  return result;
}

// The plan written on the writer if nothing it depends on moved; nullopt (and nothing written)
// otherwise.
std::optional<PlacementResult> write_planned(Connection& c, const PlacementRequest& request, SnapshotPlan& planned) {
  c.prepare("SAVEPOINT placement_planned").run();
  try {
    PlacementResult result = write_planned_body(c, request, planned);
    c.prepare("RELEASE placement_planned").run();
    return result;
  } catch (const Moved&) {
    // Rolled back below.
  } catch (const Error& e) {
    // A constraint (the key taken, the slot full, the voucher used by this customer) found what
    // the plan's snapshot did not see; anything else is the group's to handle.
    if (!e.is_constraint() || !c.in_transaction()) throw;
  }
  c.prepare("ROLLBACK TO placement_planned").run();
  c.prepare("RELEASE placement_planned").run();
  return std::nullopt;
}

class SqliteOrderPlacement final : public OrderPlacement {
 public:
  explicit SqliteOrderPlacement(Database& db) : db_(db) {}

  PlacementResult place(const PlacementRequest& request,
                        const std::function<PlacementDecision(const PlacementReads&)>& decide) override {
    try {
      SnapshotPlan planned = db_.read([&](Connection& c) {
        SnapshotPlan s;
        s.inputs_version = placement_inputs_version(c);
        s.plan = plan_placement<Steps>(c, request, decide);
        return s;
      });
      if (planned.plan.answer) return std::move(*planned.plan.answer);
      return db_.write_durable([&](Connection& c) {
        if (auto placed = write_planned(c, request, planned)) return std::move(*placed);
        return placement_transaction<Steps>(c, request, decide);
      });
    } catch (const Refused& r) {
      PlacementResult result;
      result.refusal = r.refusal;
      return result;
    }
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<OrderPlacement> make_sqlite_order_placement(Database& db) {
  return std::make_unique<SqliteOrderPlacement>(db);
}

}  // namespace karyana::store::sqlite
