#include "store/sqlite/sqlite_order_store.hpp"

#include <algorithm>
#include <unordered_map>

#include "store/sqlite/product_rows.hpp"

namespace karyana::store::sqlite {

namespace {

constexpr const char* kOrderColumns =
    "o.id, o.serial, o.customer_id, o.cart_id, o.idempotency_key, o.payment_method, o.payment_status, o.status,"
    " o.note, o.shipping_address_id, o.shipping_address, o.lat, o.lng, o.customer, o.delivery_slot_id,"
    " o.slot_day, o.slot_date, o.slot_start_time, o.slot_end_time, o.slot_start_utc, o.slot_end_utc,"
    " o.voucher_id, o.voucher, o.discount_value, o.total_price, o.total_tax, o.delivery_charges, o.grand_total,"
    " o.total_savings, o.refund_amount, o.log, o.created_at, o.updated_at";

std::optional<double> opt_double(const Statement& st, int col) {
  if (st.is_null(col)) return std::nullopt;
  return st.get_double(col);
}

OrderRecord read_order(const Statement& st) {
  OrderRecord o;
  int i = 0;
  o.id = st.get_text(i++);
  o.serial = st.get_text(i++);
  o.customer_id = st.get_text(i++);
  o.cart_id = st.get_opt_text(i++);
  o.idempotency_key = st.get_opt_text(i++);
  o.payment_method = st.get_text(i++);
  o.payment_status = st.get_text(i++);
  o.status = st.get_text(i++);
  o.note = st.get_text(i++);
  o.shipping_address_id = st.get_opt_text(i++);
  o.shipping_address = st.get_text(i++);
  o.lat = opt_double(st, i++);
  o.lng = opt_double(st, i++);
  o.customer = st.get_text(i++);
  o.delivery_slot_id = st.get_opt_text(i++);
  o.slot_day = st.get_text(i++);
  o.slot_date = st.get_text(i++);
  o.slot_start_time = st.get_text(i++);
  o.slot_end_time = st.get_text(i++);
  o.slot_start_utc = st.get_text(i++);
  o.slot_end_utc = st.get_text(i++);
  o.voucher_id = st.get_opt_text(i++);
  o.voucher = st.get_opt_text(i++);
  o.discount_value = st.get_int(i++);
  o.total_price = st.get_int(i++);
  o.total_tax = st.get_int(i++);
  o.delivery_charges = st.get_int(i++);
  o.grand_total = st.get_int(i++);
  o.total_savings = st.get_int(i++);
  o.refund_amount = st.get_int(i++);
  o.log = st.get_text(i++);
  o.created_at = st.get_text(i++);
  o.updated_at = st.get_text(i++);
  return o;
}

constexpr const char* kItemColumns =
    "i.id, i.product_id, i.title, i.slug, i.price, i.price_was, i.cost, i.tax_value, i.tax_unit, i.tax_total,"
    " i.taxable, i.qty, i.deliverable_qty, i.delivery_status, i.limit_max_qty_in_cart, i.picture, i.picture_thumb,"
    " i.barcode, i.attributes, i.cat_id, i.cat_title, i.sort_order";

OrderItemRecord read_item(const Statement& st) {
  OrderItemRecord it;
  int i = 1;  // column 0 is the order id
  it.id = st.get_text(i++);
  it.product_id = st.get_text(i++);
  it.title = st.get_text(i++);
  it.slug = st.get_text(i++);
  it.price = st.get_int(i++);
  it.price_was = st.get_int(i++);
  it.cost = st.get_int(i++);
  it.tax_value = st.get_double(i++);
  it.tax_unit = st.get_text(i++);
  it.tax_total = st.get_int(i++);
  it.taxable = static_cast<int>(st.get_int(i++));
  it.qty = st.get_int(i++);
  it.deliverable_qty = st.get_opt_int(i++);
  it.delivery_status = st.get_text(i++);
  it.limit_max_qty_in_cart = st.get_int(i++);
  it.picture = st.get_opt_text(i++);
  it.picture_thumb = st.get_opt_text(i++);
  it.barcode = st.get_opt_text(i++);
  it.attributes = st.get_text(i++);
  it.cat_id = st.get_opt_text(i++);
  it.cat_title = st.get_opt_text(i++);
  it.sort_order = static_cast<int>(st.get_int(i++));
  return it;
}

// Items, status notes and pickup data of `orders`, one query each (the customer id is matched
// again through the join, so these reads cannot reach another customer's rows either).
void fill_details(Connection& c, const std::string& customer_id, std::vector<OrderRecord>& orders) {
  if (orders.empty()) return;
  std::unordered_map<std::string, OrderRecord*> by_id;
  std::vector<std::string> ids;
  for (auto& o : orders) {
    by_id[o.id] = &o;
    ids.push_back(o.id);
  }
  const auto id_list = json_string_array(ids);
  {
    auto st = c.prepare(std::string("SELECT i.order_id, ") + kItemColumns +
                        " FROM order_items i JOIN orders o ON o.id = i.order_id"
                        " WHERE o.customer_id = ?1 AND i.order_id IN (SELECT value FROM json_each(?2))"
                        " ORDER BY i.order_id, i.sort_order, i.rowid");
    st.bind_all(customer_id, id_list);
    while (st.step()) by_id.at(st.get_text(0))->items.push_back(read_item(st));
  }
  {
    auto st = c.prepare(
        "SELECT n.order_id, n.id, n.status, n.note, n.created_at"
        " FROM order_status_notes n JOIN orders o ON o.id = n.order_id"
        " WHERE o.customer_id = ?1 AND n.order_id IN (SELECT value FROM json_each(?2))"
        " ORDER BY n.order_id, n.created_at, n.rowid");
    st.bind_all(customer_id, id_list);
    while (st.step())
      by_id.at(st.get_text(0))
          ->status_notes.push_back({st.get_text(1), st.get_opt_text(2), st.get_text(3), st.get_text(4)});
  }
  {
    auto st = c.prepare(
        "SELECT p.order_id, p.product_id, p.picked_qty, p.not_found"
        " FROM order_pickup_data p JOIN orders o ON o.id = p.order_id"
        " WHERE o.customer_id = ?1 AND p.order_id IN (SELECT value FROM json_each(?2))"
        " ORDER BY p.order_id, p.product_id");
    st.bind_all(customer_id, id_list);
    while (st.step()) by_id.at(st.get_text(0))->pickup_data.push_back({st.get_text(1), st.get_int(2), st.get_int(3)});
  }
}

std::optional<OrderRecord> find_one(Connection& c, const std::string& customer_id, const char* key_column,
                                    const std::string& key) {
  auto st = c.prepare(std::string("SELECT ") + kOrderColumns + " FROM orders o WHERE o.customer_id = ?1 AND o." +
                      key_column + " = ?2");
  st.bind_all(customer_id, key);
  if (!st.step()) return std::nullopt;
  std::vector<OrderRecord> one{read_order(st)};
  st.reset();
  fill_details(c, customer_id, one);
  return std::move(one.front());
}

class SqliteOrderStore final : public OrderStore {
 public:
  explicit SqliteOrderStore(Database& db) : db_(db) {}

  std::optional<OrderRecord> order_by_serial(const std::string& customer_id, const std::string& serial) override {
    return db_.read([&](Connection& c) { return find_one(c, customer_id, "serial", serial); });
  }

  std::optional<OrderRecord> order_by_id(const std::string& customer_id, const std::string& id) override {
    return db_.read([&](Connection& c) { return load_order(c, customer_id, id); });
  }

  OrderPage list_orders(const std::string& customer_id, int first, std::int64_t after_offset) override {
    return db_.read([&](Connection& c) {
      OrderPage page;
      page.total_count = count(c, customer_id);
      // rowid breaks ties between orders placed in the same millisecond.
      auto st = c.prepare(std::string("SELECT ") + kOrderColumns +
                          " FROM orders o WHERE o.customer_id = ?1"
                          " ORDER BY o.created_at DESC, o.rowid DESC LIMIT ?2 OFFSET ?3");
      st.bind_all(customer_id, static_cast<std::int64_t>(std::max(first, 0)), std::max<std::int64_t>(after_offset, 0));
      while (st.step()) page.entries.push_back(read_order(st));
      st.reset();
      fill_details(c, customer_id, page.entries);
      return page;
    });
  }

  std::int64_t orders_count(const std::string& customer_id) override {
    return db_.read([&](Connection& c) { return count(c, customer_id); });
  }

 private:
  static std::int64_t count(Connection& c, const std::string& customer_id) {
    auto st = c.prepare("SELECT COUNT(*) FROM orders WHERE customer_id = ?1");
    st.bind_all(customer_id);
    return st.step() ? st.get_int(0) : 0;
  }

  Database& db_;
};

}  // namespace

std::optional<OrderRecord> load_order(Connection& c, const std::string& customer_id, const std::string& order_id) {
  return find_one(c, customer_id, "id", order_id);
}

const char* order_columns_sql() { return kOrderColumns; }
OrderRecord read_order_row(const Statement& st) { return read_order(st); }
const char* order_item_columns_sql() { return kItemColumns; }
OrderItemRecord read_order_item_row(const Statement& st) { return read_item(st); }

std::unique_ptr<OrderStore> make_sqlite_order_store(Database& db) { return std::make_unique<SqliteOrderStore>(db); }

}  // namespace karyana::store::sqlite
