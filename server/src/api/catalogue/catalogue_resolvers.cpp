// Categories, product listings and the product page (shopping.md §2, §7): productCats,
// client_productsQuery, productBySlug; the home page and alerts are registered from here too.
//
// Listings show only published products of visible categories (enabled, every ancestor
// enabled). The product page answers any product it finds, with response.error telling why it
// cannot be bought: 'Product Category Unavailable' (its category, or an ancestor, is not
// enabled) or 'Product Unavailable' (the product is not published). A missing product is null.
#include <algorithm>

#include "api/api_context.hpp"
#include "api/catalogue/catalogue_json.hpp"
#include "api/catalogue/catalogue_keyword_search.hpp"
#include "api/catalogue/catalogue_resolvers.hpp"
#include "api/catalogue/filter_args.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/record_json.hpp"
#include "api/resolvers.hpp"
#include "search/product_search.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

constexpr int kDefaultPageSize = 20;
constexpr int kMaxPageSize = 100;
constexpr std::size_t kMaxKeywordBytes = 200;

constexpr const char* kCategoryUnavailable = "Product Category Unavailable";
constexpr const char* kProductUnavailable = "Product Unavailable";

[[noreturn]] void bad_input(std::string message) {
  auto extensions = error_extensions(message, "BAD_USER_INPUT");
  throw graphql::FieldError(std::move(message), std::move(extensions));
}

int page_size(const graphql::ResolveInfo& info) {
  const auto* first = info.args.if_contains("first");
  if (!first || first->is_null()) return kDefaultPageSize;
  auto n = first->to_number<std::int64_t>();
  if (n < 0) bad_input("Invalid first: must be 0 or more");
  return static_cast<int>(std::min<std::int64_t>(n, kMaxPageSize));
}

// At most kMaxKeywordBytes, cut at a character boundary; "" when only spaces.
std::string keywords_of(const json::object& filter) {
  std::string_view text = text_arg_view(filter, "keywords");
  if (const auto* search = filter.if_contains("search"); search && search->is_object())
    text = text_arg_view(search->get_object(), "keywords");
  auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return {};
  text = text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
  if (text.size() > kMaxKeywordBytes) {
    std::size_t cut = kMaxKeywordBytes;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
    text = text.substr(0, cut);
  }
  return std::string(text);
}

// Why a found product cannot be bought, or "" when it can: its category and all ancestors must
// be enabled (a dangling parent counts as not enabled), and the product published.
std::pair<std::string, std::string> unavailability(store::CatalogueStore& catalogue, const store::Product& product) {
  auto path = product.cat_id.empty() ? std::vector<store::Category>{} : catalogue.category_path(product.cat_id);
  bool category_ok = !path.empty() && path.front().parent_cat_id.empty() &&
                     std::all_of(path.begin(), path.end(), [](const auto& c) { return c.status == "enabled"; });
  if (!category_ok) return {kCategoryUnavailable, "CATEGORY_UNAVAILABLE"};
  if (product.status != "published") return {kProductUnavailable, "PRODUCT_UNAVAILABLE"};
  return {};
}

}  // namespace

void add_catalogue_resolvers(graphql::Resolvers& resolvers) {
  // Only enabled categories (whose ancestors are enabled too) are ever returned, whatever the
  // filter asks: a disabled category is not for customers. The filter may narrow by parent.
  resolvers.add("Query.productCats", [](const graphql::ResolveInfo& info) -> json::value {
    auto filter = json_object_argument(info);
    auto status = text_arg_view(filter, "status");
    if (!status.empty() && status != "enabled") return json::array{};
    const auto* parent = filter.if_contains("parent_cat_id");
    json::array out;
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

  // filter: {"cat_slug": "dairy-eggs"} (the category and its descendants, newest first), and/or
  // {"search": {"keywords": "milk"}} (or {"keywords": "milk"}): the search page's matches, in
  // its order (catalogue_keyword_search.hpp). `after` is the endCursor (or an edge's cursor) of
  // the previous page of the same query; null or "" for the first. `others` is accepted and ignored.
  resolvers.add("Query.client_productsQuery", [](const graphql::ResolveInfo& info) -> json::value {
    auto& context = api_context(info);
    auto filter = json_object_argument(info);
    const std::string after = text_arg(info.args, "after");
    const int first = page_size(info);
    std::string cat_slug(text_arg_view(filter, "cat_slug"));
    std::string keywords = keywords_of(filter);
    auto& catalogue = context.services.stores.catalogue();
    store::ProductPage page;
    try {
      if (keywords.empty()) {
        page = catalogue.list_products({.cat_slug = std::move(cat_slug), .first = first, .after = after});
      } else {
        // Another thread may be rebuilding the search snapshot after a write: the previous one
        // answers meanwhile, and such an answer must not be kept as the new version's (issue 19).
        auto& search = product_search(context);
        if (search.snapshot()->version < search.rows().version()) context.answer_may_be_kept = false;
        page = keyword_page(
            search, catalogue,
            {.keywords = std::move(keywords), .cat_slug = std::move(cat_slug), .first = first, .after = after});
      }
    } catch (const store::InvalidCursor&) {
      bad_input("Invalid cursor");
    }
    std::vector<const store::Product*> shown;
    for (const auto& p : page.items) shown.push_back(&p);
    return product_connection_json(page, pending_alerts_of_caller(info, shown));
  });

  resolvers.add("Query.productBySlug", [](const graphql::ResolveInfo& info) -> json::value {
    auto& catalogue = api_context(info).services.stores.catalogue();
    auto product = catalogue.product_by_slug(std::string(info.args.at("slug").as_string()));
    if (!product) return nullptr;  // the web app shows 'Product Not Found!'
    auto out = product_json(*product, pending_alerts_of_caller(info, {&*product}));
    if (auto [message, code] = unavailability(catalogue, *product); !message.empty())
      out["response"].as_object()["error"] = error_object(message, code);
    return out;
  });

  add_home_resolvers(resolvers);
  add_product_alert_resolvers(resolvers);
}

}  // namespace karyana::api
