#include "seed/demo_catalogue.hpp"
#include "store/ids.hpp"
#include "store/seed_writer.hpp"

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

void write_catalogue(store::SeedWriter& w, const DemoCatalogue& catalogue) {
  using store::stable_id;
  for (const auto& a : kAttributes) {
    store::AttributeValue attribute;
    attribute.id = stable_id(std::string("attribute:") + a.slug);
    attribute.title = a.title;
    attribute.slug = a.slug;
    attribute.code = a.code;
    attribute.show_in_store = a.show_in_store;
    w.attribute(attribute);
  }
  for (const auto& t : kTypes) {
    const std::string type_id = stable_id(std::string("type:") + t.slug);
    store::ProductType type;
    type.id = type_id;
    type.title = t.title;
    type.slug = t.slug;
    type.tax_value = t.tax_percent;
    w.product_type(type);
    int order = 0;
    for (const auto& a : kAttributes) w.type_attribute(type_id, stable_id(std::string("attribute:") + a.slug), order++);
  }
  for (const auto& dc : catalogue.categories) w.category(dc.record);
  for (const auto& dp : catalogue.products) {
    const auto& r = dp.record;
    w.product(r);
    int order = 0;
    for (const auto& a : r.attributes)
      w.product_attribute_value(r.id, stable_id("attribute:" + a.slug), a.value, order++);
    order = 0;
    for (const auto& g : r.gallery) {
      store::GalleryImage image = g;
      image.prod_id = r.id;
      w.gallery_image(image, order++);
    }
  }
}

}  // namespace karyana::seed
