#include "seed/demo_catalogue.hpp"
#include "store/ids.hpp"
#include "store/sqlite/connection.hpp"

namespace karyana::seed {

namespace {

struct TypeDef {
  const char* slug;
  const char* title;
  double tax_percent;
};

// Food is exempt from sales tax; other goods carry Pakistan's 18 % general sales tax.
constexpr TypeDef kTypes[] = {
    {"fresh-produce", "Fresh Produce", 0},
    {"grocery", "Packaged Grocery", 0},
    {"general-goods", "General Goods", 18},
    {"electronics", "Electronics", 18},
};

struct AttributeDef {
  const char* slug;
  const char* title;
  const char* code;
  int show_in_store;
};

constexpr AttributeDef kAttributes[] = {
    {"weight", "Weight", "WT", 1},
    {"volume", "Volume", "VOL", 1},
    {"pack-size", "Pack Size", "PACK", 1},
    {"brand", "Brand", "BRAND", 0},  // kept for search facets, not shown on cards
};

}  // namespace

void write_catalogue(store::sqlite::Connection& c, const DemoCatalogue& catalogue) {
  using store::stable_id;
  auto type = c.prepare(
      "INSERT INTO product_types(id, title, slug, tax_value, tax_unit) VALUES(?1, ?2, ?3, ?4, '%')"
      " ON CONFLICT DO NOTHING");
  auto attribute = c.prepare(
      "INSERT INTO attributes(id, title, slug, code, show_in_store, display_as, seo_title, seo_desc)"
      " VALUES(?1, ?2, ?3, ?4, ?5, 'text', ?2, '') ON CONFLICT DO NOTHING");
  auto type_attribute = c.prepare(
      "INSERT INTO product_type_attributes(type_id, attribute_id, sort_order) VALUES(?1, ?2, ?3) ON CONFLICT DO "
      "NOTHING");
  for (const auto& a : kAttributes) {
    attribute.bind_all(stable_id(std::string("attribute:") + a.slug), a.title, a.slug, a.code, a.show_in_store).run();
    attribute.reset();
  }
  for (const auto& t : kTypes) {
    std::string type_id = stable_id(std::string("type:") + t.slug);
    type.bind_all(type_id, t.title, t.slug, t.tax_percent).run();
    type.reset();
    int order = 0;
    for (const auto& a : kAttributes) {
      type_attribute.bind_all(type_id, stable_id(std::string("attribute:") + a.slug), order++).run();
      type_attribute.reset();
    }
  }

  auto category = c.prepare(
      "INSERT INTO product_categories(id, title, slug, status, parent_cat_id, sort_order, menu_bg_img,"
      " menu_bg_img_thumb, title_img, title_img_thumb, seo_title, seo_desc)"
      " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) ON CONFLICT DO NOTHING");
  for (const auto& dc : catalogue.categories) {
    const auto& r = dc.record;
    auto opt = [](const std::string& s) { return s.empty() ? std::optional<std::string>() : std::optional(s); };
    category
        .bind_all(r.id, r.title, r.slug, r.status, opt(r.parent_cat_id), r.sort_order, opt(r.menu_bg_img),
                  opt(r.menu_bg_img_thumb), opt(r.title_img), opt(r.title_img_thumb), r.seo_title, r.seo_desc)
        .run();
    category.reset();
  }

  auto product = c.prepare(
      "INSERT INTO products(id, title, slug, short_description, details, barcode, brand, available_qty,"
      " reserved_for_order, limit_max_qty_in_cart, type_id, cat_id, taxable, tags, cost, price, price_was,"
      " picture, picture_thumb, rating, free_shipping, status, published_at, seo_title, seo_desc, created_at,"
      " updated_at)"
      " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21,"
      " ?22, ?23, ?24, ?25, ?26) ON CONFLICT DO NOTHING");
  auto value = c.prepare(
      "INSERT INTO product_attribute_values(product_id, attribute_id, value, sort_order) VALUES(?1, ?2, ?3, ?4)"
      " ON CONFLICT DO NOTHING");
  auto gallery = c.prepare(
      "INSERT INTO product_gallery(id, prod_id, img, thumb, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)"
      " ON CONFLICT DO NOTHING");
  for (const auto& dp : catalogue.products) {
    const auto& r = dp.record;
    product
        .bind_all(r.id, r.title, r.slug, r.short_description, r.details,
                  r.barcode.empty() ? std::optional<std::string>() : std::optional(r.barcode), r.brand, r.available_qty,
                  r.limit_max_qty_in_cart, r.type_id, r.cat_id, r.taxable, r.tags, r.cost, r.price, r.price_was,
                  r.picture, r.picture_thumb, r.rating, r.free_shipping ? 1 : 0, r.status, r.published_at, r.seo_title,
                  r.seo_desc, r.created_at, r.updated_at)
        .run();
    product.reset();
    int order = 0;
    for (const auto& a : r.attributes) {
      value.bind_all(r.id, stable_id("attribute:" + a.slug), a.value, order++).run();
      value.reset();
    }
    order = 0;
    for (const auto& g : r.gallery) {
      gallery.bind_all(g.id, r.id, g.img, g.thumb, order++).run();
      gallery.reset();
    }
  }
}

}  // namespace karyana::seed
