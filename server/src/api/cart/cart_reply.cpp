#include "api/cart/cart_reply.hpp"

#include <algorithm>
#include <boost/json.hpp>

#include "api/api.hpp"
#include "api/cart/cart_json.hpp"
#include "graphql/pubsub.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

store::Paisa delivery_charges(const graphql::ResolveInfo& info) {
  auto text = api_context(info).services.stores.settings().get("delivery_charges");
  if (!text) return 0;
  return store::parse_rupees(*text).value_or(0);
}

PricedCart priced_cart(const graphql::ResolveInfo& info, const store::CartRecord& cart,
                       const std::vector<store::Product>& known) {
  std::vector<std::string> ids;
  ids.reserve(cart.lines.size());
  for (const auto& l : cart.lines)
    if (std::none_of(known.begin(), known.end(), [&](const auto& p) { return p.id == l.product_id; }))
      ids.push_back(l.product_id);
  auto& catalogue = api_context(info).services.stores.catalogue();
  auto products = ids.empty() ? std::vector<store::Product>{} : catalogue.products_by_ids(ids);
  products.insert(products.end(), known.begin(), known.end());
  return price_cart(cart, products, delivery_charges(info));
}

void publish_cart(const graphql::ResolveInfo& info, const json::object& cart) {
  api_context(info).services.pubsub.publish(topics::cart(std::string(cart.at("_id").as_string())),
                                            json::object{{"mutation", "UPDATED"}, {"node", cart}});
}

json::object cart_reply(const graphql::ResolveInfo& info, const store::CartRecord& cart, bool changed,
                        const std::string& error, const std::vector<store::Product>& known) {
  auto out = cart_json(priced_cart(info, cart, known), error);
  if (changed) publish_cart(info, out);
  return out;
}

}  // namespace karyana::api
