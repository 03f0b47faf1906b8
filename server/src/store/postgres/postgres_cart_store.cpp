// The PostgreSQL CartStore: statement for statement the SQLite one (sqlite_cart_store.cpp). The
// owner's customer id is part of every statement; one customer's concurrent changes are serialized
// by SERIALIZABLE (a lost update is retried by Database::write), and two first changes creating
// the cart at once meet on carts.customer_id's UNIQUE (ON CONFLICT DO NOTHING: the later one reads
// the earlier one's cart).
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

namespace {

std::optional<CartRecord> find(Connection& c, const std::string& customer_id, const std::string* cart_id) {
  auto carts = c.exec(
      "SELECT id, customer_id, created_at, updated_at FROM carts"
      " WHERE customer_id = $1 AND ($2::text IS NULL OR id = $2)",
      customer_id, cart_id ? std::optional<std::string>(*cart_id) : std::nullopt);
  if (!carts.step()) return std::nullopt;
  CartRecord cart{carts.get_text(0), carts.get_text(1), {}, carts.get_text(2), carts.get_text(3)};
  // rowid breaks ties between lines added in the same millisecond.
  auto lines = c.exec(
      "SELECT i.product_id, i.qty, i.created_at, i.updated_at FROM cart_items i JOIN carts k ON k.id = i.cart_id"
      " WHERE k.customer_id = $1 AND k.id = $2 ORDER BY i.created_at DESC, i.rowid DESC",
      customer_id, cart.id);
  while (lines.step())
    cart.lines.push_back({lines.get_text(0), lines.get_int(1), lines.get_text(2), lines.get_text(3)});
  return cart;
}

CartRecord find_or_create(Connection& c, const std::string& customer_id) {
  if (auto cart = find(c, customer_id, nullptr)) return *cart;
  c.exec(
      "INSERT INTO carts(id, customer_id, created_at, updated_at) VALUES($1, $2, $3, $3)"
      " ON CONFLICT (customer_id) DO NOTHING",
      new_id(), customer_id, now_iso());
  return *find(c, customer_id, nullptr);
}

}  // namespace

CartRecord PostgresCartStore::cart_of(const std::string& customer_id) {
  if (auto cart = db_.read([&](Connection& c) { return find(c, customer_id, nullptr); })) return *cart;
  return db_.write([&](Connection& c) { return find_or_create(c, customer_id); });
}

std::optional<CartRecord> PostgresCartStore::cart_by_id(const std::string& customer_id, const std::string& cart_id) {
  return db_.read([&](Connection& c) { return find(c, customer_id, &cart_id); });
}

CartRecord PostgresCartStore::change(const std::string& customer_id,
                                     const std::function<CartChanges(const CartRecord& current)>& decide) {
  return db_.write([&](Connection& c) {
    auto cart = find_or_create(c, customer_id);
    auto changes = decide(cart);
    if (changes.empty()) return cart;
    const std::string now = now_iso();
    for (const auto& [product_id, qty] : changes) {
      // The cart id comes from the owner's row, so a line can only land in the customer's cart.
      if (qty > 0)
        c.exec(
            "INSERT INTO cart_items(cart_id, product_id, qty, created_at, updated_at)"
            " SELECT id, $2, $3, $4, $4 FROM carts WHERE customer_id = $1"
            " ON CONFLICT(cart_id, product_id) DO UPDATE SET qty = excluded.qty, updated_at = excluded.updated_at"
            " WHERE cart_items.qty <> excluded.qty",
            customer_id, product_id, qty, now);
      else
        c.exec(
            "DELETE FROM cart_items WHERE product_id = $2"
            " AND cart_id = (SELECT id FROM carts WHERE customer_id = $1)",
            customer_id, product_id);
    }
    c.exec("UPDATE carts SET updated_at = $2 WHERE customer_id = $1", customer_id, now);
    return *find(c, customer_id, nullptr);
  });
}

}  // namespace karyana::store::postgres
