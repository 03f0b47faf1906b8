// Loading products with their details, written once for both engines (issue 20): which queries a
// product list costs (a fixed few, whatever the number of products), how their rows are put on the
// products and the order products_by_ids answers in. The SQLite and PostgreSQL product_rows hand in
// their statements (`Sql`); the row mappings themselves are store/catalogue_rows.
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "store/records.hpp"

namespace karyana::store::product_details {

// Sql: static functions over the engine's connection; `list` is Sql::id_list(ids), the engine's
// one parameter for a list of ids:
//   attribute_values(c, list, add) calls add(product_id, AttributeValue with its value) in the
//     product's order;
//   gallery(c, list) → the products' gallery images, by product then order;
//   categories(c, list) → those categories; types(c, list) → those product types (no attributes);
//   type_attributes(c, list, add) calls add(type_id, AttributeValue) in the type's order;
//   products(c, list, listed_only) → the products among the ids (any order), only those a customer
//     may see listed (published, in a visible category) with `listed_only`.

template <class Sql, class Connection>
void load_attributes(Connection& c, const std::string& list, std::unordered_map<std::string, Product*>& by_id) {
  Sql::attribute_values(c, list, [&](const std::string& product_id, AttributeValue a) {
    if (auto it = by_id.find(product_id); it != by_id.end()) it->second->attributes.push_back(std::move(a));
  });
}

// Only the attributes (attributes_v2) of each product, in one query.
template <class Sql, class Connection>
void load_product_attributes(Connection& c, std::vector<Product>& products) {
  if (products.empty()) return;
  std::vector<std::string> ids;
  std::unordered_map<std::string, Product*> by_id;
  for (auto& p : products) {
    ids.push_back(p.id);
    by_id[p.id] = &p;
  }
  load_attributes<Sql>(c, Sql::id_list(ids), by_id);
}

// Attributes, type (with its attributes), gallery and category of each product.
template <class Sql, class Connection>
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
  const std::string list = Sql::id_list(ids);
  load_attributes<Sql>(c, list, by_id);
  for (auto& g : Sql::gallery(c, list))
    if (auto it = by_id.find(g.prod_id); it != by_id.end()) it->second->gallery.push_back(std::move(g));
  {
    std::unordered_map<std::string, Category> cats;
    for (auto& cat : Sql::categories(c, Sql::id_list(cat_ids))) {
      std::string id = cat.id;
      cats.emplace(std::move(id), std::move(cat));
    }
    for (auto& p : products)
      if (auto it = cats.find(p.cat_id); it != cats.end()) p.category = it->second;
  }
  if (!type_ids.empty()) {
    std::map<std::string, ProductType> types;
    const std::string type_list = Sql::id_list(type_ids);
    for (auto& t : Sql::types(c, type_list)) {
      std::string id = t.id;
      types.emplace(std::move(id), std::move(t));
    }
    Sql::type_attributes(c, type_list, [&](const std::string& type_id, AttributeValue a) {
      if (auto it = types.find(type_id); it != types.end()) it->second.attributes.push_back(std::move(a));
    });
    for (auto& p : products)
      if (auto it = types.find(p.type_id); it != types.end()) p.type = it->second;
  }
}

// Products by id with details, in the order of `ids`; unknown ids are skipped, a repeated id
// appears once.
template <class Sql, class Connection>
std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
  std::vector<Product> found;
  if (ids.empty()) return found;
  std::unordered_map<std::string, Product> by_id;
  for (auto& p : Sql::products(c, Sql::id_list(ids), listed_only)) {
    std::string id = p.id;
    by_id.emplace(std::move(id), std::move(p));
  }
  for (const auto& id : ids) {
    auto it = by_id.find(id);
    if (it == by_id.end()) continue;
    found.push_back(std::move(it->second));
    by_id.erase(it);  // a repeated id appears once
  }
  load_product_details<Sql>(c, found);
  return found;
}

}  // namespace karyana::store::product_details
