// The signed-in customer's server cart (shopping.md §3, §4, §7, §9): cartByUser, addCartItem,
// deleteCartItem, removeUnavailableItemsFromCart, mergeCart, the cartUpdated subscription and
// getLoggedInUser's cart field.
//
// Every id a client sends is checked against the caller: another customer's user id or cart id
// is a top-level FORBIDDEN error with no data. Quantity rules that refuse a change come back in
// the Cart's error {message} with the cart unchanged. Prices, tax and totals are the server's
// (domain/cart_rules.hpp); the client only ever sends product ids and quantities.
#include <algorithm>
#include <boost/json.hpp>

#include "api/api.hpp"
#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/cart/cart_reply.hpp"
#include "api/cart/cart_totals.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "graphql/pubsub.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

namespace m = domain::cart_messages;

store::Stores& stores(const graphql::ResolveInfo& info) { return api_context(info).services.stores; }

// Pricing, publishing and the answer are shared with makeReorder and order placement (cart_reply.hpp).
json::value answer(const graphql::ResolveInfo& info, const store::CartRecord& cart, bool changed,
                   const std::string& error = "", const std::vector<store::Product>& known = {}) {
  return cart_reply(info, cart, changed, error, known);
}

PricedCart priced(const graphql::ResolveInfo& info, const store::CartRecord& cart) { return priced_cart(info, cart); }

std::int64_t max_qty(const store::Product& product) { return domain::max_cart_qty(product_stock(product)); }

bool published(const store::Product& product) { return product_stock(product).published; }

// Why `qty` of `product` may not be in a cart (the rule's message), or "" when it may.
std::string refusal(const std::optional<store::Product>& product, std::int64_t qty) {
  std::optional<domain::ProductStock> stock;
  if (product) stock = product_stock(*product);
  auto refused = domain::cart_refusal(stock, qty);
  return refused ? std::string(domain::cart_refusal_message(*refused)) : std::string();
}

std::optional<store::Product> product(const graphql::ResolveInfo& info, const std::string& id) {
  if (id.empty()) return std::nullopt;
  return stores(info).catalogue().product_by_id(id);
}

std::int64_t qty_in(const store::CartRecord& cart, const std::string& product_id) {
  for (const auto& l : cart.lines)
    if (l.product_id == product_id) return l.qty;
  return 0;
}

json::value cart_by_user(const graphql::ResolveInfo& info) {
  auto customer_id = require_self(info, text_arg(info.args, "id"));
  return answer(info, stores(info).carts().cart_of(customer_id), false);
}

// getLoggedInUser's cart (accounts.md §7): the caller's cart exactly as cartByUser answers it,
// read only when the client selects it.
json::value logged_in_cart(const graphql::ResolveInfo& info) {
  const auto id = logged_in_user_id(info);
  if (id.empty()) return nullptr;
  return answer(info, stores(info).carts().cart_of(id), false);
}

// Adding a product already in the cart adds to its line: the web's plus button sends qty 1.
json::value add_cart_item(const graphql::ResolveInfo& info) {
  const auto& input = info.args.at("input").as_object();
  auto customer_id = require_self(info, text_arg(input, "customer_id"));
  const auto product_id = text_arg(input, "product_id");
  const auto qty = int_arg(input, "qty", 1);
  std::string error;
  if (qty < 1) error = m::kBadQty;
  auto found = error.empty() ? product(info, product_id) : std::nullopt;
  bool changed = false;
  auto cart = stores(info).carts().change(customer_id, [&](const store::CartRecord& current) {
    store::CartChanges changes;
    if (!error.empty()) return changes;
    const auto next = qty_in(current, product_id) + qty;
    error = refusal(found, next);
    if (error.empty()) {
      changes[product_id] = next;
      changed = true;
    }
    return changes;
  });
  // The product just checked prices its line in the answer: read once per request, not twice.
  std::vector<store::Product> known;
  if (found) known.push_back(std::move(*found));
  return answer(info, cart, changed, error, known);
}

// delete_all 'yes' removes the line; otherwise qty (default 1) comes off it, and a line that
// reaches 0 is removed.
json::value delete_cart_item(const graphql::ResolveInfo& info) {
  const auto& input = info.args.at("input").as_object();
  auto customer_id = require_self(info, text_arg(input, "customer_id"));
  const auto product_id = text_arg(input, "product_id");
  const bool all = text_arg(input, "delete_all") == "yes";
  const auto qty = int_arg(input, "qty", 1);
  std::string error;
  bool changed = false;
  auto cart = stores(info).carts().change(customer_id, [&](const store::CartRecord& current) {
    store::CartChanges changes;
    const auto have = qty_in(current, product_id);
    if (have == 0)
      error = m::kProductNotFound;
    else if (!all && qty < 1)
      error = m::kBadQty;
    else {
      changes[product_id] = all ? 0 : have - qty;
      changed = true;
    }
    return changes;
  });
  return answer(info, cart, changed, error);
}

// id is the cart's id (the caller's own user id is taken too). Sold-out and unpublished lines
// go; a line above what may be bought is cut down to it.
json::value remove_unavailable_items(const graphql::ResolveInfo& info) {
  auto customer_id = require_user(info);
  const auto id = text_arg(info.args, "id");
  if (id != customer_id && !stores(info).carts().cart_by_id(customer_id, id))
    throw graphql::FieldError(m::kNotYourCart, error_extensions(m::kNotYourCart, "FORBIDDEN"));
  auto before = stores(info).carts().cart_of(customer_id);
  auto products = priced(info, before).lines;
  bool changed = false;
  auto cart = stores(info).carts().change(customer_id, [&](const store::CartRecord& current) {
    store::CartChanges changes;
    for (const auto& l : current.lines) {
      auto p = std::find_if(products.begin(), products.end(),
                            [&](const PricedLine& pl) { return pl.product.id == l.product_id; });
      std::int64_t keep = 0;
      if (p != products.end() && published(p->product)) keep = std::min(l.qty, max_qty(p->product));
      if (keep != l.qty) changes[l.product_id] = keep;
    }
    changed = !changes.empty();
    return changes;
  });
  return answer(info, cart, changed);
}

// The visitor's local lines join the server cart: quantities add up, capped at what may be
// bought; lines that cannot be bought at all are skipped. Every line must name the caller.
json::value merge_cart(const graphql::ResolveInfo& info) {
  auto customer_id = require_self(info, text_arg(info.args, "customer_id"));
  std::map<std::string, std::int64_t> incoming;
  for (const auto& v : info.args.at("items").as_array()) {
    if (!v.is_object()) continue;
    const auto& item = v.get_object();
    require_self(info, text_arg(item, "customer_id"));
    const auto qty = int_arg(item, "qty", 1);
    const auto id = text_arg(item, "product_id");
    if (qty >= 1 && !id.empty()) incoming[id] += qty;
  }
  std::vector<std::string> ids;
  for (const auto& [id, _] : incoming) ids.push_back(id);
  auto products = ids.empty() ? std::vector<store::Product>{} : stores(info).catalogue().products_by_ids(ids);
  bool changed = false;
  std::size_t merged = 0;
  auto cart = stores(info).carts().change(customer_id, [&](const store::CartRecord& current) {
    store::CartChanges changes;
    merged = 0;
    for (const auto& p : products) {
      if (!published(p) || max_qty(p) < 1) continue;
      const auto have = qty_in(current, p.id);
      const auto next = std::min(have + incoming[p.id], std::max(have, max_qty(p)));
      ++merged;
      if (next != have) changes[p.id] = next;
    }
    changed = !changes.empty();
    return changes;
  });
  const bool nothing_merged = !incoming.empty() && merged == 0;
  return answer(info, cart, changed, nothing_merged ? m::kMergeFailed : "");
}

}  // namespace

void add_cart_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.cartByUser", cart_by_user);
  resolvers.add("LoggedInUser.cart", logged_in_cart);
  resolvers.add("Mutation.addCartItem", add_cart_item);
  resolvers.add("Mutation.deleteCartItem", delete_cart_item);
  resolvers.add("Mutation.removeUnavailableItemsFromCart", remove_unavailable_items);
  resolvers.add("Mutation.mergeCart", merge_cart);
  // Only the owner's events: the id must be the caller's, and the topic is their own cart's.
  resolvers.add_subscription("cartUpdated", [](const graphql::ResolveInfo& info) {
    auto customer_id = require_self(info, text_arg(info.args, "id"));
    return graphql::SubscriptionSource{topics::cart(stores(info).carts().cart_of(customer_id).id)};
  });
}

}  // namespace karyana::api
