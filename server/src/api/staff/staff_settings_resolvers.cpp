// The console's settings (issue 18; shopping.md §9; contract in docs/api.md 'Staff: slots,
// settings, vouchers'): read, save the keys sent (all or none, each by its kind's rule in
// domain/settings_rules, then the rules between keys), and the maintenance switch, which needs
// its typed confirmation even though the console asks in a dialog. The store front reads settings
// from the database on every request (settings_str, checkout, the cart), so a save shows at once;
// a key forced by the server's start options (--set) stays forced and is listed as overridden.
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/settings_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;

namespace {

json::value settings_reply(const graphql::ResolveInfo& info) {
  auto& services = api_context(info).services;
  std::vector<std::string> overridden;
  for (const auto& [key, value] : services.setting_overrides) overridden.push_back(key);
  return staff_settings_json(services.stores.settings().all(), overridden);
}

domain::SettingValue setting_value(const json::value& v) {
  domain::SettingValue out;
  if (v.is_double()) out.number = v.get_double();
  if (v.is_int64()) out.number = static_cast<double>(v.get_int64());
  if (v.is_uint64()) out.number = static_cast<double>(v.get_uint64());
  if (v.is_bool()) out.flag = v.get_bool();
  if (v.is_string()) out.text = std::string(v.get_string());
  return out;
}

json::value read_settings(const graphql::ResolveInfo& info) {
  require_staff(info, Op::Settings);
  return settings_reply(info);
}

json::value save_settings(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveSettings);
  const auto* input = info.args.if_contains("input");
  if (!input || !input->is_object()) return operations_error_json(domain::kRequired);
  std::map<std::string, std::string> changes;
  for (const auto& [key, kind] : domain::editable_settings()) {
    const auto* v = input->get_object().if_contains(key);
    if (!v || v->is_null()) continue;
    auto checked = domain::check_setting(key, kind, setting_value(*v));
    if (checked.violation) return operations_error_json(checked.violation->message, checked.violation->field);
    changes[key] = checked.stored;
  }
  auto after = api_context(info).services.stores.settings().all();
  for (const auto& [key, value] : changes) after[key] = value;
  if (auto v = domain::check_settings_together(after)) return operations_error_json(v->message, v->field);
  api_context(info).services.stores.operations_admin().save_settings(caller.user_id, "settings.save", changes);
  return settings_reply(info);
}

json::value set_maintenance(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SetMaintenance);
  const bool on = info.args.contains("on") && info.args.at("on").is_bool() && info.args.at("on").get_bool();
  const auto expected = domain::maintenance_confirmation(on);
  if (text_arg(info.args, "confirm") != expected) {
    namespace m = domain::settings_messages;
    return operations_error_json(std::string(m::kConfirmPrefix) + std::string(expected) + m::kConfirmSuffix, "confirm");
  }
  api_context(info).services.stores.operations_admin().save_settings(caller.user_id, "settings.maintenance",
                                                                     {{"suspend_app", on ? "true" : "false"}});
  return settings_reply(info);
}

}  // namespace

void add_staff_settings_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffSettings", read_settings);
  resolvers.add("Mutation.staffSaveSettings", save_settings);
  resolvers.add("Mutation.staffSetMaintenance", set_maintenance);
}

}  // namespace karyana::api
