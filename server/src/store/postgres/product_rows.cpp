// Products with their details on PostgreSQL: the statements store/product_details.hpp runs (an id
// list is one text[] parameter).
#include "store/postgres/product_rows.hpp"

#include "store/catalogue_rows.hpp"
#include "store/postgres/text_array.hpp"
#include "store/product_details.hpp"

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

// The statements product_details runs.
struct ProductSql {
  static std::string id_list(const std::vector<std::string>& ids) { return text_array(ids); }

  template <class Add>
  static void attribute_values(Connection& c, const std::string& list, Add add) {
    auto rows = c.exec(std::string("SELECT v.product_id, v.value, ") + kAttributeColumns +
                           " FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id"
                           " WHERE v.product_id = ANY($1::text[])"
                           " ORDER BY v.product_id, v.sort_order, a.title",
                       list);
    while (rows.step()) {
      AttributeValue a = catalogue_rows::read_attribute(rows, 2);
      a.value = rows.get_text(1);
      add(rows.get_text(0), std::move(a));
    }
  }
  static std::vector<GalleryImage> gallery(Connection& c, const std::string& list) {
    std::vector<GalleryImage> images;
    auto rows = c.exec(
        "SELECT id, img, thumb, prod_id FROM product_gallery"
        " WHERE prod_id = ANY($1::text[]) ORDER BY prod_id, sort_order, id",
        list);
    while (rows.step()) images.push_back({rows.get_text(0), rows.get_text(1), rows.get_text(2), rows.get_text(3)});
    return images;
  }
  static std::vector<Category> categories(Connection& c, const std::string& list) {
    std::vector<Category> cats;
    auto rows = c.exec(std::string("SELECT ") + catalogue_rows::kCategoryColumns + catalogue_rows::kCategoryFrom +
                           " WHERE c.id = ANY($1::text[])",
                       list);
    while (rows.step()) cats.push_back(catalogue_rows::read_category(rows));
    return cats;
  }
  static std::vector<ProductType> types(Connection& c, const std::string& list) {
    std::vector<ProductType> types;
    auto rows =
        c.exec("SELECT id, title, slug, tax_value, tax_unit FROM product_types WHERE id = ANY($1::text[])", list);
    while (rows.step()) types.push_back(catalogue_rows::read_product_type(rows));
    return types;
  }
  template <class Add>
  static void type_attributes(Connection& c, const std::string& list, Add add) {
    auto attrs = c.exec(std::string("SELECT ta.type_id, ") + kAttributeColumns +
                            " FROM product_type_attributes ta JOIN attributes a ON a.id = ta.attribute_id"
                            " WHERE ta.type_id = ANY($1::text[]) ORDER BY ta.type_id, ta.sort_order",
                        list);
    while (attrs.step()) add(attrs.get_text(0), catalogue_rows::read_attribute(attrs, 1));
  }
  static std::vector<Product> products(Connection& c, const std::string& list, bool listed_only) {
    std::vector<Product> found;
    auto rows = c.exec(std::string(kCategoryTreeCte) + "SELECT " + catalogue_rows::kProductColumns +
                           " FROM products p WHERE p.id = ANY($2::text[])"
                           " AND ($3::bigint = 0 OR (p.status = 'published' AND p.cat_id IN (SELECT id FROM listed)))",
                       "", list, listed_only);
    while (rows.step()) found.push_back(catalogue_rows::read_product(rows));
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

}  // namespace karyana::store::postgres
