// The console's content pages (issue 18; contract in docs/api.md 'Staff: categories, customers,
// pages'): every page, and save (create or edit). The body is stored only after
// domain::sanitize_page_html (an allow-list), so pageBySlug never serves a script whatever the
// web does. Checks: the caller's role; the page known and the version current; the form's rules
// (domain/content_rules, on the sanitized body); the slug free.
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_content_json.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/content_rules.hpp"
#include "domain/html_sanitizer.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;
namespace m = domain::content_messages;

namespace {

store::ContentAdminStore& admin(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.content_admin();
}

json::value list_pages(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Pages);
  json::array out;
  for (const auto& p : admin(info).pages()) out.push_back(staff_page_json(p));
  return out;
}

json::value save_page(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SavePage);
  const auto* input = info.args.if_contains("input");
  if (!input || !input->is_object()) return operations_error_json(domain::kRequired);
  const auto& in = input->get_object();
  domain::PageForm form{domain::trim(text_arg(in, "title")), domain::trim(text_arg(in, "slug")),
                        domain::trim(text_arg(in, "status")), domain::sanitize_page_html(text_arg(in, "body"))};
  if (auto v = domain::check_page_form(form)) return operations_error_json(v->message, v->field);
  store::PageWrite write{
      domain::trim(text_arg(in, "_id")), int_arg(in, "version", -1), form.title, form.slug, form.body, form.status};
  auto result = admin(info).save_page(caller.user_id, write);
  using O = store::ContentSaveOutcome;
  switch (result.outcome) {
    case O::not_found:
      return operations_error_json(m::kPageNotFound, "_id");
    case O::stale:
      return operations_error_json(m::kPageChanged, "version", "CONFLICT");
    case O::slug_taken:
      return operations_error_json(m::kPageSlugTaken, "slug");
    case O::parent_not_found:
    case O::cycle:
    case O::saved:
      break;
  }
  return staff_page_json(*result.page);
}

}  // namespace

void add_staff_page_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffPages", list_pages);
  resolvers.add("Mutation.staffSavePage", save_page);
}

}  // namespace karyana::api
