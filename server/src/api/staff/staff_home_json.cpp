#include "api/staff/staff_home_json.hpp"

#include <boost/json.hpp>

#include "api/record_json.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

json::object home_product_json(const store::HomeProduct& h) {
  const auto& p = h.product;
  return {{"_id", p.id},
          {"title", p.title},
          {"slug", p.slug},
          {"barcode", text_or_null(p.barcode)},
          {"price", rupees(p.price)},
          {"picture_thumb", text_or_null(p.picture_thumb)},
          {"status", p.status},
          {"available_qty", p.available_qty},
          {"listed", h.listed}};
}

}  // namespace

json::object staff_banner_group_json(const store::AdminBannerGroup& a) {
  const auto& g = a.group;
  json::array items;
  for (const auto& i : g.items)
    items.push_back(json::object{{"id", i.id}, {"img", i.img}, {"thumb", i.thumb}, {"url", i.url}});
  return {{"_id", g.id},        {"key", g.key},       {"title", g.title},          {"width", g.width},
          {"height", g.height}, {"status", g.status}, {"items", std::move(items)}, {"version", a.version}};
}

json::object staff_product_list_json(const store::AdminProductList& l) {
  json::array products;
  for (const auto& p : l.products) products.push_back(home_product_json(p));
  return {{"_id", l.id},
          {"key", l.key},
          {"title", l.title},
          {"status", text_or_null(l.status)},
          {"products", std::move(products)},
          {"version", l.version}};
}

json::object staff_home_page_json(const store::AdminHomePage& page) {
  json::array banners, lists;
  for (const auto& b : page.banners) banners.push_back(staff_banner_group_json(b));
  for (const auto& l : page.lists) lists.push_back(staff_product_list_json(l));
  return {{"banners", std::move(banners)},
          {"lists", std::move(lists)},
          {"offer", page.offer ? json::value(staff_product_list_json(*page.offer)) : json::value(nullptr)}};
}

}  // namespace karyana::api
