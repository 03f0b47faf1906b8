// The console's bulk product export and import (issue 18; contract in docs/api.md 'Staff:
// product import'). The CSV travels as a GraphQL String variable (the API's 1 MiB request body
// holds the import's 900 KB); the answer of a preview and of an apply is the same plan: every
// row's change before → after or its errors (column and text), and the totals. The plan is made
// by domain/product_import_rules, so a row obeys what staffSaveProduct and staffAdjustStock obey.
// An apply plans again inside its one transaction on the products as they are then (a product
// edited after the preview is imported over its new state, and the answer says what was done);
// one error anywhere and nothing is written. Owner and manager only. All three run on the work
// pool (add_costly): 5,000 rows are parsed and checked, and an apply rebuilds the search snapshot
// once after its commit; back-in-stock alerts go out from the database trigger (migration 0007).
// An apply publishes one productsUpdated for all the products it changed (product_events.hpp).
#include <limits>
#include <string>
#include <vector>

#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/catalogue/product_events.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_product_json.hpp"
#include "api/staff/staff_product_texts.hpp"
#include "domain/account_rules.hpp"
#include "domain/product_import_rules.hpp"
#include "domain/product_rules.hpp"
#include "search/product_search.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;

namespace {

store::ProductAdminStore& products(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.product_admin();
}

domain::ImportProduct import_product(const store::AdminProductRow& r) {
  return {.id = r.id,
          .title = r.title,
          .slug = r.slug,
          .barcode = r.barcode,
          .cat_id = r.cat_id,
          .price = r.price,
          .price_was = r.price_was,
          .stock = r.available_qty,
          .status = r.status};
}

// Every product the filter finds (no pages), as the import sees them.
std::vector<domain::ImportProduct> catalogue(const graphql::ResolveInfo& info, store::AdminProductQuery q) {
  q.low_stock_max = domain::kLowStockMax;
  q.page = 1;
  q.limit = std::numeric_limits<int>::max();
  std::vector<domain::ImportProduct> out;
  for (const auto& r : products(info).list(q).rows) out.push_back(import_product(r));
  return out;
}

json::object plan_json(const domain::ImportPlan& plan, bool applied) {
  json::array rows;
  for (const auto& row : plan.rows) {
    json::array changes, errors;
    for (const auto& c : row.changes) changes.push_back({{"field", c.field}, {"before", c.before}, {"after", c.after}});
    for (const auto& e : row.errors)
      errors.push_back({{"column", e.column}, {"message", e.message}, {"textCode", text_code(e.message, "")}});
    json::object r{{"row", row.row}, {"changes", std::move(changes)}, {"errors", std::move(errors)}};
    r["product_id"] = row.product ? json::value(row.product->id) : json::value(nullptr);
    r["title"] = row.product ? json::value(row.product->title) : json::value(nullptr);
    r["barcode"] = row.product ? json::value(row.product->barcode) : json::value(nullptr);
    r["slug"] = row.product ? json::value(row.product->slug) : json::value(nullptr);
    rows.push_back(std::move(r));
  }
  json::object out{{"rows", std::move(rows)}, {"changed", plan.changed}, {"unchanged", plan.unchanged},
                   {"failed", plan.errors},   {"applied", applied},      {"error", nullptr}};
  if (plan.file_error)
    out["error"] = error_object(*plan.file_error, text_code(*plan.file_error, ""), "csv");
  else if (!plan.ok())
    out["error"] = error_object(domain::kImportHasErrors, text_code(domain::kImportHasErrors, ""));
  return out;
}

json::value export_csv(const graphql::ResolveInfo& info) {
  require_staff(info, Op::ProductList);
  store::AdminProductQuery q;
  q.search = domain::trim(text_arg(info.args, "search"));
  q.cat_id = domain::trim(text_arg(info.args, "cat_id"));
  q.status = domain::trim(text_arg(info.args, "status"));
  q.stock = domain::trim(text_arg(info.args, "stock"));
  if (!q.status.empty() && q.status != "published" && q.status != "draft")
    return staff_product_error_json(domain::kProductStatusInvalid, "status");
  if (!q.stock.empty() && q.stock != "out" && q.stock != "low")
    return staff_product_error_json(kStockFilterInvalid, "stock");
  const auto rows = catalogue(info, q);
  return json::object{{"csv", domain::export_csv(rows)}, {"rows", rows.size()}, {"error", nullptr}};
}

json::value preview_import(const graphql::ResolveInfo& info) {
  require_staff(info, Op::SaveProduct);
  return plan_json(domain::plan_import(text_arg_view(info.args, "csv"), catalogue(info, {})), false);
}

json::value apply_import(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveProduct);
  const auto csv = text_arg_view(info.args, "csv");
  const auto plan = products(info).apply_import(
      caller.user_id, [&](const std::vector<domain::ImportProduct>& now) { return domain::plan_import(csv, now); });
  if (!plan.ok()) return plan_json(plan, false);
  if (plan.changed > 0)
    if (auto* search = api_context(info).services.search) search->snapshot();
  std::vector<std::string> changed;
  for (const auto& row : plan.rows)
    if (row.product && !row.changes.empty()) changed.push_back(row.product->id);
  publish_products_changed(api_context(info).services, changed);
  return plan_json(plan, true);
}

}  // namespace

void add_staff_product_import_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add_costly("Query.staffProductsCsv", export_csv);
  resolvers.add_costly("Query.staffProductImportPreview", preview_import);
  resolvers.add_costly("Mutation.staffApplyProductImport", apply_import);
}

}  // namespace karyana::api
