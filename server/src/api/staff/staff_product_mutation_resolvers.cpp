// The console's product writes (issue 18; contract in docs/api.md 'Staff: products'): a save
// (create or edit) and a stock change, each one store transaction with its audit row. Checks run
// in this order: the caller's role (top-level error); the product known (PRODUCT_NOT_FOUND) and
// the version current (PRODUCT_CHANGED); the fields' rules (domain/product_rules); then what the
// store checks (slug, barcode, category, type, attributes).
//
// The store front follows at once: listings and product pages read the database; the search
// snapshot's version moves with the save (migration 0008's triggers), and the save rebuilds it
// right away on the work pool (the field is costly), so the next search on an I/O thread finds
// it ready. Stock is read from the database by every page, so a stock change needs no rebuild;
// its back-in-stock alerts go out from the database trigger (migration 0007). Both publish
// productsUpdated after the commit, so open product pages and carts follow (product_events.hpp).
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/catalogue/product_events.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_product_input.hpp"
#include "api/staff/staff_product_json.hpp"
#include "api/staff/staff_product_texts.hpp"
#include "domain/product_rules.hpp"
#include "search/product_search.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;

namespace {

constexpr std::size_t kStockNoteMax = 500;

store::ProductAdminStore& products(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.product_admin();
}

json::value stale() { return staff_product_error_json(kProductChanged, "version", "CONFLICT"); }

json::value save_refusal(store::ProductSaveOutcome outcome) {
  using O = store::ProductSaveOutcome;
  switch (outcome) {
    case O::not_found:
      return staff_product_error_json(kStaffProductNotFound, "_id");
    case O::stale:
      return stale();
    case O::slug_taken:
      return staff_product_error_json(kSlugTaken, "slug");
    case O::barcode_taken:
      return staff_product_error_json(kBarcodeTaken, "barcode");
    case O::category_not_found:
      return staff_product_error_json(kCategoryNotFound, "cat_id");
    case O::type_not_found:
      return staff_product_error_json(kProductTypeNotFound, "type_id");
    case O::attribute_not_found:
      return staff_product_error_json(kAttributeNotFound, "attributes");
    case O::saved:
      break;
  }
  return nullptr;
}

// The search snapshot rebuilt now when the save moved the catalogue's search version.
void refresh_search(const graphql::ResolveInfo& info) {
  if (auto* search = api_context(info).services.search) search->snapshot();
}

json::value save_product(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveProduct);
  const auto* input = info.args.if_contains("input");
  if (!input || !input->is_object()) return staff_product_error_json(domain::kRequired);
  const auto& in = input->get_object();
  const auto id = domain::trim(text_arg(in, "_id"));
  std::optional<store::AdminProduct> stored;
  if (!id.empty()) {
    stored = products(info).find(id);
    if (!stored) return staff_product_error_json(kStaffProductNotFound, "_id");
    if (int_arg(in, "version", -1) != stored->version) return stale();
  }
  auto product = read_product_input(in, stored ? &stored->product : nullptr);
  if (auto v = domain::check_product_form(product.form)) return staff_product_error_json(v->message, v->field);
  auto result = id.empty() ? products(info).create(caller.user_id, product.fields)
                           : products(info).update(caller.user_id, id, stored->version, product.fields);
  if (result.outcome != store::ProductSaveOutcome::saved) return save_refusal(result.outcome);
  refresh_search(info);
  publish_products_changed(api_context(info).services, {result.product->product.id});
  return staff_product_json(*result.product);
}

json::value adjust_stock(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::AdjustStock);
  store::StockAdjustment adjustment;
  adjustment.reason = domain::trim(text_arg(info.args, "reason"));
  if (const auto* v = info.args.if_contains("change"); v && v->is_int64()) adjustment.change = v->get_int64();
  if (const auto* v = info.args.if_contains("set_to"); v && v->is_int64()) adjustment.set_to = v->get_int64();
  adjustment.note = domain::trim(text_arg(info.args, "note"));
  if (adjustment.note.size() > kStockNoteMax)
    return staff_product_error_json(domain::max_length_message(kStockNoteMax), "note");
  const domain::StockChange change{adjustment.reason, adjustment.change, adjustment.set_to};
  auto result = products(info).adjust_stock(
      caller.user_id, domain::trim(text_arg(info.args, "product_id")), int_arg(info.args, "version", -1), adjustment,
      [&](std::int64_t available) -> store::StockDecision { return domain::apply_stock_change(available, change); });
  using O = store::StockAdjustResult::Outcome;
  switch (result.outcome) {
    case O::not_found:
      return staff_product_error_json(kStaffProductNotFound, "product_id");
    case O::stale:
      return stale();
    case O::refused:
      return staff_product_error_json(result.refusal->message, result.refusal->field);
    case O::changed:
      break;
  }
  publish_products_changed(api_context(info).services, {result.product->product.id});
  return staff_product_json(*result.product);
}

}  // namespace

void add_staff_product_mutation_resolvers(graphql::Resolvers& resolvers) {
  // Costly: the save rebuilds the search snapshot, which belongs on the work pool.
  resolvers.add_costly("Mutation.staffSaveProduct", save_product);
  resolvers.add("Mutation.staffAdjustStock", adjust_stock);
}

}  // namespace karyana::api
