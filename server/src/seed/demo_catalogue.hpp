// Turns the curated lists into complete records (deterministic: the same on every run) and
// the image jobs that draw their pictures.
#pragma once

#include <string>
#include <vector>

#include "seed/catalogue_data.hpp"
#include "seed/image_jobs.hpp"
#include "store/records.hpp"

namespace karyana::store {
class SeedWriter;
}

namespace karyana::seed {

struct DemoCategory {
  store::Category record;  // parent_cat_id set, product_count unused
  const CategoryDef* def;
};

struct DemoProduct {
  store::Product record;  // attributes hold (attribute slug in .slug, value)
  const ProductLineDef* line;
  const CategoryDef* category;
  std::string size_label;
  int gallery_extra = 0;  // extra gallery pictures beyond the main one
};

struct DemoCatalogue {
  std::vector<DemoCategory> categories;  // parents before children
  std::vector<DemoProduct> products;
  std::vector<ImageJob> images;
};

DemoCatalogue build_demo_catalogue();

// Inserts product types, attributes, categories, products, their attribute values and gallery
// (existing rows are kept as they are), inside the writer's transaction.
void write_catalogue(store::SeedWriter& w, const DemoCatalogue& catalogue);

std::string slugify(const std::string& text);
// A deterministic 64-bit hash for spreading demo values (stock, ratings …).
unsigned long long demo_hash(const std::string& key);

}  // namespace karyana::seed
