// The console's vouchers (issue 18; contract in docs/api.md 'Staff: slots, settings, vouchers'):
// list with use counts, and save (create or edit). Checks run in this order: the caller's role
// (top-level error); the voucher known and the version current; the form's rules
// (domain/voucher_form_rules); the code free. Checkout reads vouchers from the database, so a save
// applies to the next validateVoucher; placed orders keep their own snapshot of the voucher.
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/calendar.hpp"
#include "domain/voucher_form_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;
namespace m = domain::voucher_form_messages;

namespace {

store::OperationsAdminStore& admin(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.operations_admin();
}

double number_arg(const json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  if (!v) return 0;
  if (v->is_double()) return v->get_double();
  if (v->is_int64()) return static_cast<double>(v->get_int64());
  if (v->is_uint64()) return static_cast<double>(v->get_uint64());
  return 0;
}

bool bool_arg(const json::object& o, std::string_view key, bool fallback) {
  const auto* v = o.if_contains(key);
  return v && v->is_bool() ? v->get_bool() : fallback;
}

// The canonical ISO form of a date the form's rules accepted ("" stays "").
std::string canonical_instant(const std::string& text) {
  auto t = domain::parse_iso_utc(text);
  return t ? domain::format_iso_utc(*t) : std::string();
}

json::value list_vouchers(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Vouchers);
  json::array out;
  for (const auto& v : admin(info).vouchers(domain::trim(text_arg(info.args, "search"))))
    out.push_back(staff_voucher_json(v));
  return out;
}

json::value save_voucher(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveVoucher);
  const auto* input = info.args.if_contains("input");
  if (!input || !input->is_object()) return operations_error_json(domain::kRequired);
  const auto& in = input->get_object();
  const auto id = domain::trim(text_arg(in, "_id"));
  if (!id.empty() && !admin(info).voucher(id)) return operations_error_json(m::kNotFound, "_id");
  domain::VoucherForm form{domain::normalized_voucher_code(text_arg(in, "code")),
                           domain::trim(text_arg(in, "title")),
                           domain::trim(text_arg(in, "details")),
                           domain::trim(text_arg(in, "discount_type")),
                           number_arg(in, "amount"),
                           domain::trim(text_arg(in, "activation_date")),
                           domain::trim(text_arg(in, "deactivation_date")),
                           number_arg(in, "min_order_amount"),
                           int_arg(in, "limit_usage", 0)};
  if (auto v = domain::check_voucher_form(form)) return operations_error_json(v->message, v->field);
  const bool percent = form.discount_type == "%";
  const auto min_order = domain::voucher_form_paisa(form.min_order_amount);
  store::VoucherWrite write{id,
                            int_arg(in, "version", -1),
                            form.code,
                            form.title,
                            form.details,
                            form.discount_type,
                            percent ? 0 : domain::voucher_form_paisa(form.amount),
                            percent ? form.amount : 0,
                            canonical_instant(form.activation_date),
                            canonical_instant(form.deactivation_date),
                            min_order > 0 ? domain::rupees_text(min_order) : std::string(),
                            form.limit_usage,
                            bool_arg(in, "limit_one_per_customer", false),
                            bool_arg(in, "enabled", true)};
  auto result = admin(info).save_voucher(caller.user_id, write);
  switch (result.outcome) {
    case store::AdminSaveOutcome::not_found:
      return operations_error_json(m::kNotFound, "_id");
    case store::AdminSaveOutcome::stale:
      return operations_error_json(m::kChanged, "version", "CONFLICT");
    case store::AdminSaveOutcome::taken:
      return operations_error_json(m::kCodeTaken, "code");
    case store::AdminSaveOutcome::saved:
      break;
  }
  return staff_voucher_json(*result.voucher);
}

}  // namespace

void add_staff_voucher_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffVouchers", list_vouchers);
  resolvers.add("Mutation.staffSaveVoucher", save_voucher);
}

}  // namespace karyana::api
