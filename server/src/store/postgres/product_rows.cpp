#include "store/postgres/product_rows.hpp"

#include <map>
#include <unordered_map>

#include "store/catalogue_rows.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

using catalogue_rows::kAttributeColumns;

const char* const kCategoryTreeCte =
    "WITH RECURSIVE tree(id, inside) AS ("
    " SELECT id, $1::text = '' OR slug = $1::text FROM product_categories"
    " WHERE status = 'enabled' AND parent_cat_id IS NULL"
    " UNION ALL"
    " SELECT c.id, t.inside OR c.slug = $1::text FROM product_categories c JOIN tree t ON c.parent_cat_id = t.id"
    " WHERE c.status = 'enabled'),"
    " listed(id) AS (SELECT id FROM tree WHERE inside) ";

namespace {

void load_attributes(Connection& c, const std::string& ids, std::unordered_map<std::string, Product*>& by_id) {
  auto rows = c.exec(std::string("SELECT v.product_id, v.value, ") + kAttributeColumns +
                         " FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id"
                         " WHERE v.product_id = ANY($1::text[])"
                         " ORDER BY v.product_id, v.sort_order, a.title",
                     ids);
  while (rows.step()) {
    AttributeValue a = catalogue_rows::read_attribute(rows, 2);
    a.value = rows.get_text(1);
    if (auto it = by_id.find(rows.get_text(0)); it != by_id.end()) it->second->attributes.push_back(std::move(a));
  }
}

}  // namespace

void load_product_attributes(Connection& c, std::vector<Product>& products) {
  if (products.empty()) return;
  std::vector<std::string> ids;
  std::unordered_map<std::string, Product*> by_id;
  for (auto& p : products) {
    ids.push_back(p.id);
    by_id[p.id] = &p;
  }
  load_attributes(c, text_array(ids), by_id);
}

void load_product_details(Connection& c, std::vector<Product>& products) {
  if (products.empty()) return;
  std::vector<std::string> ids, type_ids, cat_ids;
  std::unordered_map<std::string, Product*> by_id;
  for (auto& p : products) {
    ids.push_back(p.id);
    by_id[p.id] = &p;
    if (!p.type_id.empty()) type_ids.push_back(p.type_id);
    if (!p.cat_id.empty()) cat_ids.push_back(p.cat_id);
  }
  load_attributes(c, text_array(ids), by_id);
  {
    auto rows = c.exec(
        "SELECT id, img, thumb, prod_id FROM product_gallery"
        " WHERE prod_id = ANY($1::text[]) ORDER BY prod_id, sort_order, id",
        text_array(ids));
    while (rows.step()) {
      GalleryImage g{rows.get_text(0), rows.get_text(1), rows.get_text(2), rows.get_text(3)};
      if (auto it = by_id.find(g.prod_id); it != by_id.end()) it->second->gallery.push_back(std::move(g));
    }
  }
  {
    std::unordered_map<std::string, Category> cats;
    auto rows = c.exec(std::string("SELECT ") + catalogue_rows::kCategoryColumns + catalogue_rows::kCategoryFrom +
                           " WHERE c.id = ANY($1::text[])",
                       text_array(cat_ids));
    while (rows.step()) {
      Category cat = catalogue_rows::read_category(rows);
      std::string id = cat.id;
      cats.emplace(std::move(id), std::move(cat));
    }
    for (auto& p : products)
      if (auto it = cats.find(p.cat_id); it != cats.end()) p.category = it->second;
  }
  if (!type_ids.empty()) {
    std::map<std::string, ProductType> types;
    const std::string type_list = text_array(type_ids);
    auto rows =
        c.exec("SELECT id, title, slug, tax_value, tax_unit FROM product_types WHERE id = ANY($1::text[])", type_list);
    while (rows.step()) {
      ProductType t = catalogue_rows::read_product_type(rows);
      std::string id = t.id;
      types.emplace(std::move(id), std::move(t));
    }
    auto attrs = c.exec(std::string("SELECT ta.type_id, ") + kAttributeColumns +
                            " FROM product_type_attributes ta JOIN attributes a ON a.id = ta.attribute_id"
                            " WHERE ta.type_id = ANY($1::text[]) ORDER BY ta.type_id, ta.sort_order",
                        type_list);
    while (attrs.step()) {
      if (auto it = types.find(attrs.get_text(0)); it != types.end())
        it->second.attributes.push_back(catalogue_rows::read_attribute(attrs, 1));
    }
    for (auto& p : products)
      if (auto it = types.find(p.type_id); it != types.end()) p.type = it->second;
  }
}

std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
  std::vector<Product> found;
  if (ids.empty()) return found;
  auto rows = c.exec(std::string(kCategoryTreeCte) + "SELECT " + catalogue_rows::kProductColumns +
                         " FROM products p WHERE p.id = ANY($2::text[])"
                         " AND ($3::bigint = 0 OR (p.status = 'published' AND p.cat_id IN (SELECT id FROM listed)))",
                     "", text_array(ids), listed_only);
  std::unordered_map<std::string, Product> by_id;
  while (rows.step()) {
    Product p = catalogue_rows::read_product(rows);
    std::string id = p.id;
    by_id.emplace(std::move(id), std::move(p));
  }
  for (const auto& id : ids) {
    auto it = by_id.find(id);
    if (it == by_id.end()) continue;
    found.push_back(std::move(it->second));
    by_id.erase(it);  // a repeated id appears once
  }
  load_product_details(c, found);
  return found;
}

}  // namespace karyana::store::postgres
