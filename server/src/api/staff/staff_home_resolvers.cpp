// The console's home page and offers (issue 18; contract in docs/api.md 'Staff: home page and
// offers'): the page, and saving a banner group, a home product list or an offer whole. Checks:
// the caller's role; the form's rules (domain/home_rules); then the store's (the key known, the
// version current, kept items of this group, staff picture uploads, products known and published).
// pageSettingByKey and offerByKey read the same rows on every request, so the store front follows
// at once.
#include <boost/json.hpp>

#include "api/api_context.hpp"
#include "api/json_args.hpp"
#include "api/resolvers.hpp"
#include "api/staff/staff_guard.hpp"
#include "api/staff/staff_home_json.hpp"
#include "api/staff/staff_operations_json.hpp"
#include "domain/home_rules.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;
using Op = domain::StaffOperation;
namespace m = domain::home_messages;

namespace {

store::HomeAdminStore& admin(const graphql::ResolveInfo& info) {
  return api_context(info).services.stores.home_admin();
}

const json::object* input_of(const graphql::ResolveInfo& info) {
  const auto* input = info.args.if_contains("input");
  return input && input->is_object() ? &input->get_object() : nullptr;
}

std::vector<std::string> product_ids_arg(const json::object& in) {
  std::vector<std::string> out;
  if (const auto* v = in.if_contains("product_ids"); v && v->is_array())
    for (const auto& id : v->get_array())
      out.push_back(id.is_string() ? domain::trim(std::string(id.get_string())) : std::string());
  return out;
}

// The store's refusal as the payload's error; nullopt when saved.
std::optional<json::object> refusal(const store::HomeSaveResult& r) {
  using O = store::HomeSaveOutcome;
  switch (r.outcome) {
    case O::saved:
      return std::nullopt;
    case O::key_not_found:
      return operations_error_json(m::kHomeKeyNotFound, "key");
    case O::stale:
      return operations_error_json(m::kHomeChanged, "version", "CONFLICT");
    case O::item_not_found:
      return operations_error_json(m::kBannerItemNotFound, domain::entry_field("items", r.index, "id"));
    case O::upload_not_found:
      return operations_error_json(m::kBannerUploadNotFound, domain::entry_field("items", r.index, "upload_id"));
    case O::product_not_found:
      return operations_error_json(m::kHomeProductNotFound, domain::entry_field("product_ids", r.index));
    case O::product_unpublished:
      return operations_error_json(m::kHomeProductUnpublished, domain::entry_field("product_ids", r.index));
  }
  return std::nullopt;
}

json::value home_page(const graphql::ResolveInfo& info) {
  require_staff(info, Op::HomePage);
  return staff_home_page_json(admin(info).home_page());
}

json::value save_banner_group(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveBannerGroup);
  const auto* in = input_of(info);
  if (!in) return operations_error_json(domain::kRequired);
  store::BannerGroupWrite write{
      domain::trim(text_arg(*in, "key")), int_arg(*in, "version", -1), domain::trim(text_arg(*in, "status")), {}};
  std::vector<domain::BannerItemForm> forms;
  if (const auto* v = in->if_contains("items"); v && v->is_array())
    for (const auto& item : v->get_array()) {
      if (!item.is_object()) {
        forms.push_back({});
        continue;
      }
      const auto& o = item.get_object();
      forms.push_back(
          {domain::trim(text_arg(o, "id")), domain::trim(text_arg(o, "upload_id")), domain::trim(text_arg(o, "url"))});
    }
  if (auto v = domain::check_banner_group(write.status, forms)) return operations_error_json(v->message, v->field);
  for (const auto& f : forms) write.items.push_back({f.id, f.upload_id, f.url});
  if (auto refused = refusal(admin(info).save_banner_group(caller.user_id, write))) return *refused;
  for (const auto& g : admin(info).home_page().banners)
    if (g.group.key == write.key) return staff_banner_group_json(g);
  return operations_error_json(m::kHomeKeyNotFound, "key");
}

store::ProductListWrite list_write(const json::object& in, bool with_status) {
  return {domain::trim(text_arg(in, "key")), int_arg(in, "version", -1), domain::trim(text_arg(in, "title")),
          with_status ? domain::trim(text_arg(in, "status")) : std::string(), product_ids_arg(in)};
}

json::value save_home_list(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveHomeList);
  const auto* in = input_of(info);
  if (!in) return operations_error_json(domain::kRequired);
  auto write = list_write(*in, false);
  if (auto v = domain::check_product_list(write.title, std::nullopt, write.product_ids))
    return operations_error_json(v->message, v->field);
  if (auto refused = refusal(admin(info).save_home_list(caller.user_id, write))) return *refused;
  for (const auto& l : admin(info).home_page().lists)
    if (l.key == write.key) return staff_product_list_json(l);
  return operations_error_json(m::kHomeKeyNotFound, "key");
}

json::value save_offer(const graphql::ResolveInfo& info) {
  const auto caller = require_staff(info, Op::SaveOffer);
  const auto* in = input_of(info);
  if (!in) return operations_error_json(domain::kRequired);
  auto write = list_write(*in, true);
  if (auto v = domain::check_product_list(write.title, write.status, write.product_ids))
    return operations_error_json(v->message, v->field);
  if (auto refused = refusal(admin(info).save_offer(caller.user_id, write))) return *refused;
  auto offer = admin(info).offer(write.key);
  if (!offer) return operations_error_json(m::kHomeKeyNotFound, "key");
  return staff_product_list_json(*offer);
}

}  // namespace

void add_staff_home_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.staffHomePage", home_page);
  resolvers.add("Mutation.staffSaveBannerGroup", save_banner_group);
  resolvers.add("Mutation.staffSaveHomeList", save_home_list);
  resolvers.add("Mutation.staffSaveOffer", save_offer);
}

}  // namespace karyana::api
