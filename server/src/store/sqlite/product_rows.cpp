#include "store/sqlite/product_rows.hpp"

#include <map>
#include <unordered_map>

namespace karyana::store::sqlite {

const char* const kCategoryTreeCte =
    "WITH RECURSIVE tree(id, inside) AS ("
    " SELECT id, ?1 = '' OR slug = ?1 FROM product_categories WHERE status = 'enabled' AND parent_cat_id IS NULL"
    " UNION ALL"
    " SELECT c.id, t.inside OR c.slug = ?1 FROM product_categories c JOIN tree t ON c.parent_cat_id = t.id"
    " WHERE c.status = 'enabled'),"
    " listed(id) AS (SELECT id FROM tree WHERE inside) ";

std::string json_string_array(const std::vector<std::string>& values) {
  std::string out = "[";
  for (const auto& v : values) {
    if (out.size() > 1) out += ',';
    out += '"';
    for (char ch : v) {
      if (ch == '"' || ch == '\\') out += '\\';
      if (static_cast<unsigned char>(ch) < 0x20) continue;  // ids and slugs never hold these
      out += ch;
    }
    out += '"';
  }
  out += ']';
  return out;
}

namespace {

using catalogue_rows::kAttributeColumns;
using catalogue_rows::read_attribute;

}  // namespace

namespace {

void load_attributes(Connection& c, const std::string& id_json, std::unordered_map<std::string, Product*>& by_id) {
  auto st = c.prepare(std::string("SELECT v.product_id, v.value, ") + kAttributeColumns +
                      " FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id"
                      " WHERE v.product_id IN (SELECT value FROM json_each(?1))"
                      " ORDER BY v.product_id, v.sort_order, a.title");
  st.bind(1, id_json);
  while (st.step()) {
    AttributeValue a = read_attribute(st, 2);
    a.value = st.get_text(1);
    if (auto it = by_id.find(st.get_text(0)); it != by_id.end()) it->second->attributes.push_back(std::move(a));
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
  load_attributes(c, json_string_array(ids), by_id);
}

void load_product_details(Connection& c, std::vector<Product>& products) {
  if (products.empty()) return;
  std::vector<std::string> ids, type_ids;
  std::unordered_map<std::string, Product*> by_id;
  for (auto& p : products) {
    ids.push_back(p.id);
    by_id[p.id] = &p;
    if (!p.type_id.empty()) type_ids.push_back(p.type_id);
  }
  const std::string id_json = json_string_array(ids);

  load_attributes(c, id_json, by_id);
  {
    auto st = c.prepare(
        "SELECT id, img, thumb, prod_id FROM product_gallery"
        " WHERE prod_id IN (SELECT value FROM json_each(?1)) ORDER BY prod_id, sort_order, id");
    st.bind(1, id_json);
    while (st.step()) {
      GalleryImage g{st.get_text(0), st.get_text(1), st.get_text(2), st.get_text(3)};
      if (auto it = by_id.find(g.prod_id); it != by_id.end()) it->second->gallery.push_back(std::move(g));
    }
  }
  {
    std::vector<std::string> cat_ids;
    for (const auto& p : products)
      if (!p.cat_id.empty()) cat_ids.push_back(p.cat_id);
    std::unordered_map<std::string, Category> cats;
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom +
                        " WHERE c.id IN (SELECT value FROM json_each(?1))");
    st.bind(1, json_string_array(cat_ids));
    while (st.step()) {
      Category cat = read_category(st);
      std::string id = cat.id;
      cats.emplace(std::move(id), std::move(cat));
    }
    for (auto& p : products)
      if (auto it = cats.find(p.cat_id); it != cats.end()) p.category = it->second;
  }
  if (!type_ids.empty()) {
    std::map<std::string, ProductType> types;
    const std::string type_json = json_string_array(type_ids);
    auto st = c.prepare(
        "SELECT id, title, slug, tax_value, tax_unit FROM product_types"
        " WHERE id IN (SELECT value FROM json_each(?1))");
    st.bind(1, type_json);
    while (st.step()) {
      ProductType t;
      t.id = st.get_text(0);
      t.title = st.get_text(1);
      t.slug = st.get_text(2);
      t.tax_value = st.get_double(3);
      t.tax_unit = st.get_text(4);
      types.emplace(t.id, std::move(t));
    }
    auto attrs = c.prepare(std::string("SELECT ta.type_id, ") + kAttributeColumns +
                           " FROM product_type_attributes ta JOIN attributes a ON a.id = ta.attribute_id"
                           " WHERE ta.type_id IN (SELECT value FROM json_each(?1)) ORDER BY ta.type_id, ta.sort_order");
    attrs.bind(1, type_json);
    while (attrs.step()) {
      if (auto it = types.find(attrs.get_text(0)); it != types.end())
        it->second.attributes.push_back(read_attribute(attrs, 1));
    }
    for (auto& p : products)
      if (auto it = types.find(p.type_id); it != types.end()) p.type = it->second;
  }
}

std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
  std::vector<Product> found;
  if (ids.empty()) return found;
  auto st = c.prepare(std::string(kCategoryTreeCte) + "SELECT " + kProductColumns +
                      " FROM products p WHERE p.id IN (SELECT value FROM json_each(?2))"
                      " AND (?3 = 0 OR (p.status = 'published' AND p.cat_id IN listed))");
  st.bind(1, "").bind(2, json_string_array(ids)).bind(3, listed_only ? 1 : 0);
  std::unordered_map<std::string, Product> by_id;
  while (st.step()) {
    Product p = read_product(st);
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

}  // namespace karyana::store::sqlite
