#include "api/staff/staff_content_json.hpp"

#include <map>
#include <string>

#include <boost/json.hpp>

namespace karyana::api {

namespace json = boost::json;

namespace {

json::value text_or_null(const std::string& s) { return s.empty() ? json::value(nullptr) : json::value(s); }

struct Place {
  std::int64_t depth = 0;
  bool visible = true;
};

// Parents come before children in the store's order, so one pass fills every place.
std::map<std::string, Place> places(const std::vector<store::AdminCategory>& tree) {
  std::map<std::string, Place> out;
  for (const auto& a : tree) {
    Place p{0, a.category.status == "enabled"};
    if (!a.category.parent_cat_id.empty()) {
      auto parent = out.find(a.category.parent_cat_id);
      if (parent == out.end()) {
        p.visible = false;  // an orphan is never reached from the top
      } else {
        p.depth = parent->second.depth + 1;
        p.visible = p.visible && parent->second.visible;
      }
    }
    out[a.category.id] = p;
  }
  return out;
}

json::object category_object(const store::AdminCategory& a, const Place& place) {
  const auto& c = a.category;
  return {{"_id", c.id},
          {"title", c.title},
          {"slug", c.slug},
          {"status", c.status},
          {"parent_cat_id", text_or_null(c.parent_cat_id)},
          {"parent_cat_title", text_or_null(c.parent_cat_title)},
          {"sort_order", c.sort_order},
          {"depth", place.depth},
          {"visible", place.visible},
          {"product_count", c.product_count},
          {"title_img", text_or_null(c.title_img)},
          {"title_img_thumb", text_or_null(c.title_img_thumb)},
          {"menu_bg_img", text_or_null(c.menu_bg_img)},
          {"menu_bg_img_thumb", text_or_null(c.menu_bg_img_thumb)},
          {"version", a.version},
          {"updated_at", a.updated_at},
          {"error", nullptr}};
}

}  // namespace

json::array staff_categories_json(const std::vector<store::AdminCategory>& tree) {
  const auto where = places(tree);
  json::array out;
  for (const auto& a : tree) out.push_back(category_object(a, where.at(a.category.id)));
  return out;
}

json::object staff_category_json(const store::AdminCategory& category, const std::vector<store::AdminCategory>& tree) {
  const auto where = places(tree);
  auto found = where.find(category.category.id);
  return category_object(category, found == where.end() ? Place{} : found->second);
}

json::object staff_customer_json(const store::CustomerRow& c) {
  return {{"_id", c.id},
          {"fname", c.fname},
          {"lname", c.lname},
          {"email", c.email},
          {"phone", text_or_null(c.phone)},
          {"status", c.status},
          {"status_note", text_or_null(c.status_note)},
          {"disabled", c.status != "enabled"},
          {"created_at", c.created_at},
          {"orders_count", c.orders_count},
          {"last_order_at", text_or_null(c.last_order_at)},
          {"error", nullptr}};
}

json::object staff_customer_order_json(const store::CustomerOrderRow& o) {
  return {{"_id", o.id},
          {"serial", o.serial},
          {"created_at", o.created_at},
          {"status", o.status},
          {"grandTotal", static_cast<double>(o.grand_total) / 100.0}};
}

json::object staff_page_json(const store::AdminPage& a) {
  const auto& p = a.page;
  return {{"_id", p.id},
          {"title", p.title},
          {"slug", p.slug},
          {"body", p.body},
          {"status", p.status},
          {"version", a.version},
          {"created_at", p.created_at},
          {"updated_at", p.updated_at},
          {"error", nullptr}};
}

}  // namespace karyana::api
