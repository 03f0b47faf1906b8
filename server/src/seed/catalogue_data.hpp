// The demo store's curated catalogue: categories and product lines a Sahiwal shopper knows.
// Each product line has sizes; every size becomes one product.
#pragma once

#include <vector>

namespace karyana::seed {

struct CategoryDef {
  const char* slug;
  const char* title;
  const char* parent_slug;  // nullptr for top level
  const char* emoji;
  unsigned char r, g, b;  // tile colour
  bool enabled;
  bool food;  // food is tax-free; other goods carry general sales tax
};

enum class Measure { weight, volume, pack };

struct SizeDef {
  const char* label;  // "1 Litre", "500 g", "12 pcs"
  int price_rs;
};

struct ProductLineDef {
  const char* cat_slug;  // a leaf category
  const char* brand;     // "" for loose produce (sold as brand 'Karyana Fresh')
  const char* name;
  const char* emoji;
  Measure measure;
  std::vector<SizeDef> sizes;
};

const std::vector<CategoryDef>& categories();
const std::vector<ProductLineDef>& product_lines();

}  // namespace karyana::seed
