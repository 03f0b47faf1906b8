// The SQLite OrderPlacement: one write_durable body (its own SAVEPOINT in a group of placements
// committed together with synchronous=FULL, database.hpp). SQLite has one writer at a time and a
// group runs its bodies one after another, so the reads handed to `decide` cannot change before
// the writes; the guarded UPDATEs below are a second line of defence and turn into a refusal
// (rolled back to the savepoint, the group's other orders kept) if they ever find the stock or
// the voucher gone.
#include <map>
#include <stdexcept>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/placement_flow.hpp"
#include "store/placement_rows.hpp"
#include "store/sqlite/order_status_sql.hpp"
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

// The customer's orders awaiting delivery and whether they took one, in one pass over their orders
// (index orders_customer). Counted on the writer, so two placements at once cannot both see room
// for one more order.
void read_customer_orders(Connection& c, const std::string& customer_id, PlacementReads& reads) {
  auto st = c.prepare(std::string("SELECT coalesce(sum(status NOT IN (") + not_awaiting_delivery_statuses_sql() +
                      ")), 0), coalesce(max(status IN (" + received_statuses_sql() +
                      ")), 0) FROM orders WHERE customer_id = ?1");
  st.bind(1, customer_id);
  st.step();
  reads.customer_orders_awaiting_delivery = st.get_int(0);
  reads.customer_has_received_order = st.get_int(1) != 0;
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

void take_stock(Connection& c, const OrderRecord& order, const std::string& now) {
  auto st = c.prepare(
      "UPDATE products SET available_qty = available_qty - ?2, updated_at = ?3"
      " WHERE id = ?1 AND available_qty - reserved_for_order >= ?2");
  for (const auto& item : order.items) {
    st.bind_all(item.product_id, item.qty, now);
    if (st.run() != 1) throw Refused({"Low Stock", {{"LOW_STOCK", "Low Stock", item.product_id}}});
    st.reset();
  }
}

void use_voucher(Connection& c, const OrderRecord& order, const std::string& now) {
  if (!order.voucher_id) return;
  auto st = c.prepare(
      "UPDATE vouchers SET used = used + 1, updated_at = ?2"
      " WHERE id = ?1 AND (limit_usage = 0 OR used < limit_usage)");
  st.bind_all(*order.voucher_id, now);
  if (st.run() != 1) throw Refused({"This voucher has already been used", {}});
  c.prepare("INSERT INTO voucher_uses(id, voucher_id, customer_id, order_id, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
      .bind_all(new_id(), *order.voucher_id, order.customer_id, order.id, now)
      .run();
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
    take_stock(c, order, now);
    insert_order(c, order, now);
    use_voucher(c, order, now);
    add_note(c, order, decision.first_note, now);
    if (decision.confirmation) send_confirmation(c, order, *decision.confirmation);
    empty_cart(c, cart, now);
  }
};

class SqliteOrderPlacement final : public OrderPlacement {
 public:
  explicit SqliteOrderPlacement(Database& db) : db_(db) {}

  PlacementResult place(const PlacementRequest& request,
                        const std::function<PlacementDecision(const PlacementReads&)>& decide) override {
    try {
      return db_.write_durable([&](Connection& c) { return placement_transaction<Steps>(c, request, decide); });
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
