#include "api/catalogue/product_events.hpp"

#include <boost/json.hpp>

#include "api/catalogue/catalogue_json.hpp"
#include "graphql/pubsub.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

void publish_products_changed(Services& services, const std::vector<std::string>& product_ids) {
  if (product_ids.empty()) return;
  json::array products;
  const bool reload = product_ids.size() > kMaxProductsPerEvent;
  if (!reload)
    for (const auto& p : services.stores.catalogue().products_by_ids(product_ids))
      products.push_back(product_json(p, {}));
  services.pubsub.publish(topics::kProducts, json::object{{"products", std::move(products)}, {"reload", reload}});
}

}  // namespace karyana::api
