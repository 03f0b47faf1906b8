// The console's categories (issue 18; contract in docs/api.md 'Staff: categories, customers,
// pages'): the whole tree, save (create or edit) and move (new parent and place among the
// siblings). Checks run in this order: the caller's role (top-level error); the category known
// and the version current; the form's rules (domain/content_rules); then the store's (parent
// known, no loop, slug free). The store front reads categories from the database through
// kCategoryTreeCte (a disabled category hides its descendants); the search snapshot's version
// moves with a title, status or parent change (migration 0008's triggers) and the save rebuilds
// it on the work pool, as a product save does.
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_content_json.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/content_rules.hpp"
#include "search/product_search.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;
namespace m = domain::content_messages;

namespace {

store::ContentAdminStore& admin(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.content_admin();
}

void refresh_search(const graphql::ResolveInfo& info) {
  if (auto* search = api_context(info).services.search) search->snapshot();
}

json::value refusal(store::ContentSaveOutcome outcome, const char* parent_field) {
  using O = store::ContentSaveOutcome;
  switch (outcome) {
    case O::not_found:
      return operations_error_json(m::kCategoryNotFound, "_id");
    case O::stale:
      return operations_error_json(m::kCategoryChanged, "version", "CONFLICT");
    case O::slug_taken:
      return operations_error_json(m::kCategorySlugTaken, "slug");
    case O::parent_not_found:
      return operations_error_json(m::kCategoryNotFound, parent_field);
    case O::cycle:
      return operations_error_json(m::kCategoryCycle, parent_field);
    case O::saved:
      break;
  }
  return nullptr;
}

json::value list_categories(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Categories);
  return staff_categories_json(admin(info).categories());
}

json::value save_category(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveCategory);
  const auto* input = info.args.if_contains("input");
  if (!input || !input->is_object()) return operations_error_json(domain::kRequired);
  const auto& in = input->get_object();
  const auto id = domain::trim(text_arg(in, "_id"));
  std::optional<store::AdminCategory> stored;
  if (!id.empty()) {
    stored = admin(info).category(id);
    if (!stored) return operations_error_json(m::kCategoryNotFound, "_id");
    if (int_arg(in, "version", -1) != stored->version)
      return operations_error_json(m::kCategoryChanged, "version", "CONFLICT");
  }
  // On an edit, what is not sent stays: the parent, the status, the slug.
  const auto parent = trimmed_text_arg(in, "parent_cat_id");
  const auto status = trimmed_text_arg(in, "status");
  domain::CategoryForm form{domain::trim(text_arg(in, "title")), domain::trim(text_arg(in, "slug")),
                            status ? *status : (stored ? stored->category.status : std::string("enabled"))};
  if (auto v = domain::check_category_form(form)) return operations_error_json(v->message, v->field);
  store::CategoryWrite write{id,
                             stored ? stored->version : 0,
                             form.title,
                             form.slug,
                             parent ? *parent : (stored ? stored->category.parent_cat_id : std::string()),
                             form.status};
  auto result = admin(info).save_category(caller.user_id, write);
  if (result.outcome != store::ContentSaveOutcome::saved) return refusal(result.outcome, "parent_cat_id");
  refresh_search(info);
  return staff_category_json(*result.category, admin(info).categories());
}

json::value move_category(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::MoveCategory);
  const auto position = int_arg(info.args, "position", -1);
  if (position < 0) return operations_error_json(m::kPositionInvalid, "position");
  auto result = admin(info).move_category(caller.user_id, domain::trim(text_arg(info.args, "id")),
                                          int_arg(info.args, "version", -1),
                                          domain::trim(text_arg(info.args, "parent_id")), position);
  if (result.outcome != store::ContentSaveOutcome::saved) return refusal(result.outcome, "parent_id");
  refresh_search(info);
  return staff_category_json(*result.category, admin(info).categories());
}

}  // namespace

void add_staff_category_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffCategories", list_categories);
  // Costly: a save rebuilds the search snapshot, which belongs on the work pool.
  resolvers.add_costly("Mutation.staffSaveCategory", save_category);
  resolvers.add_costly("Mutation.staffMoveCategory", move_category);
}

}  // namespace karyana::api
