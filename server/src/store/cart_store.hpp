// The signed-in customer's server cart (one per customer, tables carts/cart_items of migration
// 0004). Every method takes the owner's customer id and matches it in SQL, so a cart id of
// another customer finds nothing (the caller cannot tell it from a missing id). Lines hold
// only product ids and quantities: prices, tax and stock are read from the catalogue each time.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

struct CartLine {
  std::string product_id;
  std::int64_t qty = 0;
  std::string created_at;
  std::string updated_at;
};

struct CartRecord {
  std::string id;
  std::string customer_id;
  std::vector<CartLine> lines;  // newest first
  std::string created_at;
  std::string updated_at;
};

// New quantity per product id; 0 or less removes the line.
using CartChanges = std::map<std::string, std::int64_t>;

class CartStore {
 public:
  virtual ~CartStore() = default;
  // The customer's cart, created empty when they have none yet.
  virtual CartRecord cart_of(const std::string& customer_id) = 0;
  // The cart with this id when it is the customer's; nullopt otherwise.
  virtual std::optional<CartRecord> cart_by_id(const std::string& customer_id, const std::string& cart_id) = 0;
  // In one write transaction: reads the customer's cart (creating it), asks `decide` for the
  // changes and applies them. Concurrent changes of one cart cannot lose an update.
  // Returns the cart after the change.
  virtual CartRecord change(const std::string& customer_id,
                            const std::function<CartChanges(const CartRecord& current)>& decide) = 0;
};

}  // namespace karyana::store
