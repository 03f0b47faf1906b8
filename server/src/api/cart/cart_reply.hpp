// The answer every cart-changing operation gives (cart_resolvers, makeReorder, order placement):
// the caller's cart priced on the server, published on the owner's cartUpdated topic when it
// changed, as the Cart JSON.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <boost/json/object.hpp>

#include "api/cart/cart_totals.hpp"
#include "graphql/engine.hpp"

namespace karyana::api {

// The store's delivery charges (setting delivery_charges, in rupees); 0 when unset (§9 default).
store::Paisa delivery_charges(const graphql::ResolveInfo& info);
// `cart` joined with its products (one batch read) and totalled. Products in `known` (read by
// the caller in this request, e.g. the one addCartItem checked) are used as they are, not read again.
PricedCart priced_cart(const graphql::ResolveInfo& info, const store::CartRecord& cart,
                       const std::vector<store::Product>& known = {});
// {mutation: UPDATED, node: cart} on the cart's topic, which only its owner can subscribe to.
void publish_cart(const graphql::ResolveInfo& info, const boost::json::object& cart);
// The Cart JSON (error {message} when `error` is set), published first when `changed`.
boost::json::object cart_reply(const graphql::ResolveInfo& info, const store::CartRecord& cart, bool changed,
                               const std::string& error = "", const std::vector<store::Product>& known = {});

}  // namespace karyana::api
