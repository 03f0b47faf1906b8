// Categories for the menus. Products, search and the product page come with the catalogue issue.
#include "api/api_context.hpp"
#include "api/filter_args.hpp"
#include "api/record_json.hpp"
#include "api/resolvers.hpp"
#include "store/stores.hpp"

namespace karyana::api {

void add_catalogue_resolvers(graphql::Resolvers& resolvers) {
  // Only enabled categories (whose ancestors are enabled too) are ever returned, whatever the
  // filter asks: a disabled category is not for customers. The filter may narrow by parent.
  resolvers.add("Query.productCats", [](const graphql::ResolveInfo& info) -> boost::json::value {
    auto filter = json_object_argument(info);
    auto status = string_member(filter, "status");
    if (!status.empty() && status != "enabled") return boost::json::array{};
    const auto* parent = filter.if_contains("parent_cat_id");
    boost::json::array out;
    for (const auto& category : api_context(info).services.stores.catalogue().enabled_categories()) {
      if (parent) {
        bool top_level_wanted = parent->is_null() || (parent->is_string() && parent->get_string().empty());
        if (top_level_wanted ? !category.parent_cat_id.empty()
                             : !(parent->is_string() && parent->get_string() == category.parent_cat_id))
          continue;
      }
      out.push_back(to_json(category));
    }
    return out;
  });
}

}  // namespace karyana::api
