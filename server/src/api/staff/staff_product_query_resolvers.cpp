// The console's product reads (issue 18; contract in docs/api.md 'Staff: products'): the product
// list with its filters and pages, one product with every editable field, and the options the
// product form picks from. Owner and manager only (require_staff).
#include <algorithm>

#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_product_json.hpp"
#include "api/staff/staff_product_texts.hpp"
#include "domain/account_rules.hpp"
#include "domain/product_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;

namespace {

constexpr int kPageDefault = 25;
constexpr int kPageMax = 100;

store::ProductAdminStore& products(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.product_admin();
}

json::value staff_products(const graphql::ResolveInfo& info) {
  require_staff(info, Op::ProductList);
  store::AdminProductQuery q;
  q.search = domain::trim(text_arg(info.args, "search"));
  q.cat_id = domain::trim(text_arg(info.args, "cat_id"));
  q.status = domain::trim(text_arg(info.args, "status"));
  q.stock = domain::trim(text_arg(info.args, "stock"));
  q.low_stock_max = domain::kLowStockMax;
  q.page = static_cast<int>(std::clamp<std::int64_t>(int_arg(info.args, "page", 1), 1, 1'000'000));
  q.limit = static_cast<int>(std::clamp<std::int64_t>(int_arg(info.args, "limit", kPageDefault), 1, kPageMax));
  if (!q.status.empty() && q.status != "published" && q.status != "draft")
    return staff_product_error_json(domain::kProductStatusInvalid, "status");
  if (!q.stock.empty() && q.stock != "out" && q.stock != "low")
    return staff_product_error_json(kStockFilterInvalid, "stock");
  const auto page = products(info).list(q);
  json::array rows;
  for (const auto& r : page.rows) rows.push_back(staff_product_row_json(r));
  return json::object{
      {"rows", std::move(rows)}, {"total", page.total}, {"page", q.page}, {"limit", q.limit}, {"error", nullptr}};
}

json::value staff_product(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Product);
  auto found = products(info).find(text_arg(info.args, "id"));
  if (!found) return staff_product_error_json(kStaffProductNotFound);
  return staff_product_json(*found);
}

json::value catalogue_options(const graphql::ResolveInfo& info) {
  require_staff(info, Op::CatalogueOptions);
  return catalogue_options_json(products(info).options());
}

}  // namespace

void add_staff_product_query_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffProducts", staff_products);
  resolvers.add("Query.staffProduct", staff_product);
  resolvers.add("Query.staffCatalogueOptions", catalogue_options);
}

}  // namespace karyana::api
