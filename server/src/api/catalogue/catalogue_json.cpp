#include "api/catalogue/catalogue_json.hpp"

#include <boost/json/array.hpp>

#include "api/record_json.hpp"
#include "media/phone_variant.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& text) { return text.empty() ? json::value(nullptr) : json::value(text); }

json::object attribute_json(const store::AttributeValue& a) {
  return {
      {"_id", a.id},
      {"title", a.title},
      {"slug", a.slug},
      {"code", a.code},
      {"show_in_store", a.show_in_store},
      {"value", a.value},
      {"displayAs", a.display_as},
      {"seo_title", a.seo_title},
      {"seo_desc", a.seo_desc},
  };
}

json::array attributes_json(const std::vector<store::AttributeValue>& attributes) {
  json::array out;
  out.reserve(attributes.size());
  for (const auto& a : attributes) out.push_back(attribute_json(a));
  return out;
}

json::value type_json(const std::optional<store::ProductType>& type) {
  if (!type) return nullptr;
  return json::object{
      {"_id", type->id},
      {"title", type->title},
      {"slug", type->slug},
      {"tax", json::object{{"value", type->tax_value}, {"unit", type->tax_unit}}},
      {"attributes", attributes_json(type->attributes)},
  };
}

json::value category_json(const std::optional<store::Category>& category) {
  if (!category) return nullptr;
  auto out = to_json(*category);
  out["product_count"] = nullptr;  // not counted for a product's own category
  return out;
}

json::array gallery_json(const std::vector<store::GalleryImage>& gallery) {
  json::array out;
  out.reserve(gallery.size());
  for (const auto& g : gallery)
    out.push_back(json::object{{"_id", g.id}, {"img", g.img}, {"thumb", g.thumb}, {"prod_id", g.prod_id}});
  return out;
}

json::array products_json(const std::vector<store::Product>& products, const std::unordered_set<std::string>& pending) {
  json::array out;
  out.reserve(products.size());
  for (const auto& p : products) out.push_back(product_json(p, pending));
  return out;
}

json::object banner_group_json(const store::BannerGroup& g, const std::string& media_dir) {
  json::array items;
  items.reserve(g.items.size());
  for (const auto& item : g.items) {
    // The phone-sized copy is named after the picture; it is offered only when its file is there.
    auto phone = media::stored_phone_variant(media_dir, item.img);
    items.push_back(json::object{{"id", item.id},
                                 {"img", item.img},
                                 {"thumb", item.thumb},
                                 {"url", item.url},
                                 {"img_phone", phone ? json::value(*phone) : json::value(nullptr)}});
  }
  return {
      {"_id", g.id},      {"title", g.title},          {"key", g.key},       {"height", g.height},
      {"width", g.width}, {"items", std::move(items)}, {"status", g.status}, {"deleteable", g.deleteable},
  };
}

}  // namespace

json::object product_json(const store::Product& p, const std::unordered_set<std::string>& pending_alerts) {
  return {
      {"_id", p.id},
      {"title", p.title},
      {"slug", p.slug},
      {"short_description", p.short_description},
      {"details", p.details},
      {"available_qty", p.available_qty},
      {"reserved_for_order", p.reserved_for_order},
      {"limit_max_qty_in_cart", p.limit_max_qty_in_cart},
      {"type_id", text_or_null(p.type_id)},
      {"cat_id", text_or_null(p.cat_id)},
      {"taxable", p.taxable},
      {"tags", p.tags},
      {"attributes_v2", attributes_json(p.attributes)},
      {"cost", nullptr},  // the store's buying price is not for customers
      {"price_was", rupees(p.price_was)},
      {"price", rupees(p.price)},
      {"picture", p.picture},
      {"picture_thumb", p.picture_thumb},
      {"status", p.status},
      {"published_at", text_or_null(p.published_at)},
      {"created_at", p.created_at},
      {"updated_at", p.updated_at},
      {"seo_title", p.seo_title},
      {"seo_desc", p.seo_desc},
      {"brand", p.brand},
      {"rating", p.rating},
      {"free_shipping", p.free_shipping},
      {"type", type_json(p.type)},
      {"category", category_json(p.category)},
      {"gallery", gallery_json(p.gallery)},
      {"response", json::object{{"_id", p.id}, {"error", nullptr}, {"success", nullptr}}},
      {"already_in_alert", pending_alerts.contains(p.id) ? "yes" : "no"},
  };
}

json::object product_connection_json(const store::ProductPage& page, const std::unordered_set<std::string>& pending) {
  json::array edges;
  edges.reserve(page.items.size());
  for (std::size_t i = 0; i < page.items.size(); ++i)
    edges.push_back(json::object{{"cursor", page.cursors.at(i)}, {"node", product_json(page.items[i], pending)}});
  return {
      {"totalCount", page.total_count},
      {"edges", std::move(edges)},
      {"pageInfo", json::object{{"endCursor", text_or_null(page.end_cursor)}, {"hasNextPage", page.has_next_page}}},
      {"error", nullptr},
  };
}

json::object page_settings_json(const store::PageSettings& s, const std::unordered_set<std::string>& pending,
                                const std::string& media_dir) {
  json::array banners;
  for (const auto& b : s.banners) {
    if (b.banner.status != "published") continue;
    banners.push_back(json::object{{"key", b.key}, {"banner", banner_group_json(b.banner, media_dir)}});
  }
  json::array lists;
  for (const auto& list : s.products) {
    json::array ids;
    for (const auto& p : list.products) ids.push_back(json::value(p.id));  // the ones shown
    lists.push_back(json::object{{"key", list.key},
                                 {"title", list.title},
                                 {"ids", std::move(ids)},
                                 {"products", products_json(list.products, pending)}});
  }
  return {
      {"_id", s.id},
      {"title", s.title},
      {"key", s.key},
      {"banners", std::move(banners)},
      {"products", std::move(lists)},
      {"error", nullptr},
  };
}

json::object offer_json(const store::Offer& o, const std::unordered_set<std::string>& pending) {
  json::array items;
  items.reserve(o.items.size());
  for (const auto& item : o.items)
    items.push_back(json::object{
        {"_id", item.id}, {"offer_details", item.offer_details}, {"prod", product_json(item.prod, pending)}});
  return {
      {"_id", o.id},
      {"title", o.title},
      {"key", o.key},
      {"type", o.type},
      {"deleteable", o.deleteable},
      {"status", o.status},
      {"items", std::move(items)},
      {"error", nullptr},
  };
}

json::object product_alert_json(const store::ProductAlert& a) {
  return {
      {"_id", a.id},      {"title", a.title},   {"prod_id", a.prod_id}, {"customer_id", a.customer_id},
      {"error", nullptr}, {"success", nullptr},
  };
}

}  // namespace karyana::api
