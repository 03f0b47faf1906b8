#include "store/sqlite/sqlite_cart_store.hpp"

#include "store/clock.hpp"
#include "store/ids.hpp"

namespace karyana::store::sqlite {

namespace {

// Every read goes through the owner: `customer_id = ?1` is part of each statement.
std::optional<CartRecord> find(Connection& c, const std::string& customer_id, const std::string* cart_id) {
  auto st = c.prepare(
      "SELECT id, customer_id, created_at, updated_at FROM carts"
      " WHERE customer_id = ?1 AND (?2 IS NULL OR id = ?2)");
  st.bind(1, customer_id);
  if (cart_id)
    st.bind(2, *cart_id);
  else
    st.bind(2, std::optional<std::string>());
  if (!st.step()) return std::nullopt;
  CartRecord cart{st.get_text(0), st.get_text(1), {}, st.get_text(2), st.get_text(3)};
  // rowid breaks ties between lines added in the same millisecond.
  auto lines = c.prepare(
      "SELECT i.product_id, i.qty, i.created_at, i.updated_at FROM cart_items i JOIN carts k ON k.id = i.cart_id"
      " WHERE k.customer_id = ?1 AND k.id = ?2 ORDER BY i.created_at DESC, i.rowid DESC");
  lines.bind_all(customer_id, cart.id);
  while (lines.step())
    cart.lines.push_back({lines.get_text(0), lines.get_int(1), lines.get_text(2), lines.get_text(3)});
  return cart;
}

CartRecord find_or_create(Connection& c, const std::string& customer_id) {
  if (auto cart = find(c, customer_id, nullptr)) return *cart;
  const std::string now = now_iso();
  c.prepare("INSERT INTO carts(id, customer_id, created_at, updated_at) VALUES(?1, ?2, ?3, ?3)")
      .bind_all(new_id(), customer_id, now)
      .run();
  return *find(c, customer_id, nullptr);
}

class SqliteCartStore final : public CartStore {
 public:
  explicit SqliteCartStore(Database& db) : db_(db) {}

  CartRecord cart_of(const std::string& customer_id) override {
    if (auto cart = db_.read([&](Connection& c) { return find(c, customer_id, nullptr); })) return *cart;
    return db_.write([&](Connection& c) { return find_or_create(c, customer_id); });
  }

  std::optional<CartRecord> cart_by_id(const std::string& customer_id, const std::string& cart_id) override {
    return db_.read([&](Connection& c) { return find(c, customer_id, &cart_id); });
  }

  CartRecord change(const std::string& customer_id,
                    const std::function<CartChanges(const CartRecord& current)>& decide) override {
    return db_.write([&](Connection& c) {
      auto cart = find_or_create(c, customer_id);
      auto changes = decide(cart);
      if (changes.empty()) return cart;
      const std::string now = now_iso();
      // The cart id comes from the owner's row, so a line can only land in the customer's cart.
      auto upsert = c.prepare(
          "INSERT INTO cart_items(cart_id, product_id, qty, created_at, updated_at)"
          " SELECT id, ?2, ?3, ?4, ?4 FROM carts WHERE customer_id = ?1"
          " ON CONFLICT(cart_id, product_id) DO UPDATE SET qty = excluded.qty, updated_at = excluded.updated_at"
          " WHERE qty <> excluded.qty");
      auto remove = c.prepare(
          "DELETE FROM cart_items WHERE product_id = ?2"
          " AND cart_id = (SELECT id FROM carts WHERE customer_id = ?1)");
      for (const auto& [product_id, qty] : changes) {
        if (qty > 0) {
          upsert.bind_all(customer_id, product_id, qty, now).run();
          upsert.reset();
        } else {
          remove.bind_all(customer_id, product_id).run();
          remove.reset();
        }
      }
      c.prepare("UPDATE carts SET updated_at = ?2 WHERE customer_id = ?1").bind_all(customer_id, now).run();
      return *find(c, customer_id, nullptr);
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<CartStore> make_sqlite_cart_store(Database& db) { return std::make_unique<SqliteCartStore>(db); }

}  // namespace karyana::store::sqlite
