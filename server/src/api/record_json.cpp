#include "api/record_json.hpp"

namespace karyana::api {

double rupees(store::Paisa paisa) { return static_cast<double>(paisa) / 100.0; }

boost::json::object to_json(const store::Category& c) {
  return {
      {"_id", c.id},
      {"title", c.title},
      {"slug", c.slug},
      {"status", c.status},
      {"parent_cat_id", c.parent_cat_id.empty() ? boost::json::value(nullptr) : boost::json::value(c.parent_cat_id)},
      {"parent_cat_title", c.parent_cat_title},
      {"menu_bg_img", c.menu_bg_img},
      {"menu_bg_img_thumb", c.menu_bg_img_thumb},
      {"title_img", c.title_img},
      {"title_img_thumb", c.title_img_thumb},
      {"seo_title", c.seo_title},
      {"seo_desc", c.seo_desc},
      {"product_count", c.product_count},
  };
}

boost::json::object to_json(const store::Page& p) {
  return {
      {"_id", p.id},
      {"title", p.title},
      {"slug", p.slug},
      {"body", p.body},
      {"status", p.status},
      {"seo_title", p.seo_title},
      {"seo_desc", p.seo_desc},
      {"created_at", p.created_at},
      {"updated_at", p.updated_at},
      {"error", nullptr},
  };
}

}  // namespace karyana::api
