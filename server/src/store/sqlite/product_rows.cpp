// Products with their details on SQLite: the statements store/product_details.hpp runs (an id list
// is one JSON array parameter, read with json_each).
#include "store/sqlite/product_rows.hpp"

#include "store/product_details.hpp"

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

// The statements product_details runs.
struct ProductSql {
  static std::string id_list(const std::vector<std::string>& ids) { return json_string_array(ids); }

  template <class Add>
  static void attribute_values(Connection& c, const std::string& id_json, Add add) {
    auto st = c.prepare(std::string("SELECT v.product_id, v.value, ") + kAttributeColumns +
                        " FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id"
                        " WHERE v.product_id IN (SELECT value FROM json_each(?1))"
                        " ORDER BY v.product_id, v.sort_order, a.title");
    st.bind(1, id_json);
    while (st.step()) {
      AttributeValue a = read_attribute(st, 2);
      a.value = st.get_text(1);
      add(st.get_text(0), std::move(a));
    }
  }
  static std::vector<GalleryImage> gallery(Connection& c, const std::string& id_json) {
    std::vector<GalleryImage> images;
    auto st = c.prepare(
        "SELECT id, img, thumb, prod_id FROM product_gallery"
        " WHERE prod_id IN (SELECT value FROM json_each(?1)) ORDER BY prod_id, sort_order, id");
    st.bind(1, id_json);
    while (st.step()) images.push_back({st.get_text(0), st.get_text(1), st.get_text(2), st.get_text(3)});
    return images;
  }
  static std::vector<Category> categories(Connection& c, const std::string& id_json) {
    std::vector<Category> cats;
    auto st = c.prepare(std::string("SELECT ") + kCategoryColumns + kCategoryFrom +
                        " WHERE c.id IN (SELECT value FROM json_each(?1))");
    st.bind(1, id_json);
    while (st.step()) cats.push_back(read_category(st));
    return cats;
  }
  static std::vector<ProductType> types(Connection& c, const std::string& id_json) {
    std::vector<ProductType> types;
    auto st = c.prepare(
        "SELECT id, title, slug, tax_value, tax_unit FROM product_types"
        " WHERE id IN (SELECT value FROM json_each(?1))");
    st.bind(1, id_json);
    while (st.step()) types.push_back(catalogue_rows::read_product_type(st));
    return types;
  }
  template <class Add>
  static void type_attributes(Connection& c, const std::string& id_json, Add add) {
    auto attrs = c.prepare(std::string("SELECT ta.type_id, ") + kAttributeColumns +
                           " FROM product_type_attributes ta JOIN attributes a ON a.id = ta.attribute_id"
                           " WHERE ta.type_id IN (SELECT value FROM json_each(?1)) ORDER BY ta.type_id, ta.sort_order");
    attrs.bind(1, id_json);
    while (attrs.step()) add(attrs.get_text(0), read_attribute(attrs, 1));
  }
  static std::vector<Product> products(Connection& c, const std::string& id_json, bool listed_only) {
    std::vector<Product> found;
    auto st = c.prepare(std::string(kCategoryTreeCte) + "SELECT " + kProductColumns +
                        " FROM products p WHERE p.id IN (SELECT value FROM json_each(?2))"
                        " AND (?3 = 0 OR (p.status = 'published' AND p.cat_id IN listed))");
    st.bind(1, "").bind(2, id_json).bind(3, listed_only ? 1 : 0);
    while (st.step()) found.push_back(read_product(st));
    return found;
  }
};

}  // namespace

void load_product_attributes(Connection& c, std::vector<Product>& products) {
  product_details::load_product_attributes<ProductSql>(c, products);
}

void load_product_details(Connection& c, std::vector<Product>& products) {
  product_details::load_product_details<ProductSql>(c, products);
}

std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
  return product_details::products_by_ids<ProductSql>(c, ids, listed_only);
}

}  // namespace karyana::store::sqlite
