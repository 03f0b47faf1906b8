// The home page and the cart's Last Minute Buys (shopping.md §2): pageSettingByKey (banners
// top-slider, top-banner, mid-banner, bottom-banner; product lists featured-products,
// top-products; the demo store's page is 'home') and offerByKey ('last-min').
// Missing keys answer null. Products are those a customer may see listed (published, in a
// visible category); an offer that is not published answers null.
#include "api/api_context.hpp"
#include "api/catalogue/catalogue_json.hpp"
#include "api/catalogue/catalogue_resolvers.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

void add_home_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.pageSettingByKey", [](const graphql::ResolveInfo& info) -> json::value {
    const auto& services = api_context(info).services;
    auto settings = services.stores.content().page_settings_by_key(std::string(info.args.at("key").as_string()));
    if (!settings) return nullptr;
    std::vector<const store::Product*> shown;
    for (const auto& list : settings->products)
      for (const auto& p : list.products) shown.push_back(&p);
    return page_settings_json(*settings, pending_alerts_of_caller(info, shown), services.media_dir);
  });

  resolvers.add("Query.offerByKey", [](const graphql::ResolveInfo& info) -> json::value {
    auto offer = api_context(info).services.stores.content().offer_by_key(std::string(info.args.at("key").as_string()));
    if (!offer || offer->status != "published") return nullptr;
    std::vector<const store::Product*> shown;
    for (const auto& item : offer->items) shown.push_back(&item.prod);
    return offer_json(*offer, pending_alerts_of_caller(info, shown));
  });
}

}  // namespace karyana::api
