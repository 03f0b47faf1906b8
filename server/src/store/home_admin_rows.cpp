#include "store/home_admin_rows.hpp"

#include <boost/json.hpp>

#include "store/ids.hpp"

namespace karyana::store::home_admin_rows {

namespace {

namespace json = boost::json;

std::string text(const json::object& o) { return json::serialize(o); }

json::object banner_fields(const BannerGroup& g) {
  json::array items;
  for (const auto& i : g.items) items.push_back(json::object{{"img", i.img}, {"url", i.url}});
  return {{"status", g.status}, {"items", std::move(items)}};
}

json::object list_fields(const AdminProductList& l) {
  json::array ids;
  for (const auto& p : l.products) ids.push_back(json::value(p.product.id));
  json::object out{{"title", l.title}, {"product_ids", std::move(ids)}};
  if (!l.status.empty()) out["status"] = l.status;
  return out;
}

}  // namespace

BannerItems banner_items(const BannerGroup& before, const std::vector<BannerItemWrite>& written,
                         const FindUpload& find_upload) {
  BannerItems out;
  for (std::size_t i = 0; i < written.size(); ++i) {
    const auto& in = written[i];
    BannerItem item{new_id(), "", "", "", in.url};
    if (!in.keep_id.empty()) {
      const BannerItem* kept = nullptr;
      for (const auto& old : before.items)
        if (old.id == in.keep_id) kept = &old;
      if (!kept) {
        out.refusal = HomeSaveResult{HomeSaveOutcome::item_not_found, i};
        return out;
      }
      item = {kept->id, kept->title, kept->img, kept->thumb, in.url};
    } else {
      auto picture = find_upload(in.upload_id);
      if (!picture) {
        out.refusal = HomeSaveResult{HomeSaveOutcome::upload_not_found, i};
        return out;
      }
      item.img = picture->first;
      item.thumb = picture->second;
    }
    out.items.push_back(std::move(item));
  }
  return out;
}

std::optional<HomeSaveResult> check_products(
    const std::vector<std::string>& ids,
    const std::function<std::optional<std::string>(const std::string& id)>& status) {
  for (std::size_t i = 0; i < ids.size(); ++i) {
    auto found = status(ids[i]);
    if (!found) return HomeSaveResult{HomeSaveOutcome::product_not_found, i};
    if (*found != "published") return HomeSaveResult{HomeSaveOutcome::product_unpublished, i};
  }
  return std::nullopt;
}

NewAuditEntry banner_audit(const std::string& actor_id, const std::string& key, const BannerGroup& before,
                           const BannerGroup& after) {
  return {actor_id, "home.banners", key, text(banner_fields(before)), text(banner_fields(after))};
}

NewAuditEntry list_audit(const std::string& actor_id, const std::string& action, const std::string& key,
                         const AdminProductList& before, const AdminProductList& after) {
  return {actor_id, action, key, text(list_fields(before)), text(list_fields(after))};
}

}  // namespace karyana::store::home_admin_rows
