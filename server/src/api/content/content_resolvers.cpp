// Content pages. Home page settings and offers come with the catalogue issue.
#include "api/api_context.hpp"
#include "api/record_json.hpp"
#include "api/resolvers.hpp"
#include "store/stores.hpp"

namespace karyana::api {

void add_content_resolvers(graphql::Resolvers& resolvers) {
  // A missing or unpublished page is null: the web app shows its not-found view.
  resolvers.add("Query.pageBySlug", [](const graphql::ResolveInfo& info) -> boost::json::value {
    const auto& slug = info.args.at("slug").as_string();
    auto page = api_context(info).services.stores.content().page_by_slug(std::string(slug));
    if (!page || page->status != "published") return nullptr;
    return to_json(*page);
  });
}

}  // namespace karyana::api
