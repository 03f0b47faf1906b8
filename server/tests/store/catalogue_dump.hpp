// Catalogue records as text, every field, so two stores' answers compare field for field (and a
// difference shows which field): the SQLite and PostgreSQL catalogue tests (issue 20).
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "store/records.hpp"
#include "store/search_rows.hpp"

namespace karyana::test {

inline std::string dump(const store::Category& c) {
  std::ostringstream o;
  o << "category{" << c.id << '|' << c.title << '|' << c.slug << '|' << c.status << '|' << c.parent_cat_id << '|'
    << c.parent_cat_title << '|' << c.sort_order << '|' << c.menu_bg_img << '|' << c.menu_bg_img_thumb << '|'
    << c.title_img << '|' << c.title_img_thumb << '|' << c.seo_title << '|' << c.seo_desc << '|' << c.product_count
    << "}";
  return o.str();
}

inline std::string dump(const store::AttributeValue& a) {
  std::ostringstream o;
  o << "attr{" << a.id << '|' << a.title << '|' << a.slug << '|' << a.code << '|' << a.show_in_store << '|' << a.value
    << '|' << a.display_as << '|' << a.seo_title << '|' << a.seo_desc << "}";
  return o.str();
}

inline std::string dump(const store::Product& p) {
  std::ostringstream o;
  o.precision(17);
  o << "product{" << p.id << '|' << p.title << '|' << p.slug << '|' << p.short_description << '|' << p.details << '|'
    << p.barcode << '|' << p.brand << '|' << p.available_qty << '|' << p.reserved_for_order << '|'
    << p.limit_max_qty_in_cart << '|' << p.type_id << '|' << p.cat_id << '|' << p.taxable << '|' << p.tags << '|'
    << p.cost << '|' << p.price << '|' << p.price_was << '|' << p.picture << '|' << p.picture_thumb << '|' << p.rating
    << '|' << p.free_shipping << '|' << p.status << '|' << p.published_at << '|' << p.created_at << '|' << p.updated_at
    << '|' << p.seo_title << '|' << p.seo_desc << "\n attributes:";
  for (const auto& a : p.attributes) o << dump(a);
  if (p.type) {
    o << "\n type{" << p.type->id << '|' << p.type->title << '|' << p.type->slug << '|' << p.type->tax_value << '|'
      << p.type->tax_unit << ':';
    for (const auto& a : p.type->attributes) o << dump(a);
    o << "}";
  }
  o << "\n gallery:";
  for (const auto& g : p.gallery) o << "{" << g.id << '|' << g.img << '|' << g.thumb << '|' << g.prod_id << "}";
  if (p.category) o << "\n in " << dump(*p.category);
  o << "}";
  return o.str();
}

template <class T>
std::vector<std::string> dump_all(const std::vector<T>& items) {
  std::vector<std::string> out;
  for (const auto& item : items) out.push_back(dump(item));
  return out;
}

inline std::string dump(const store::ProductPage& page) {
  std::ostringstream o;
  o << "page{total " << page.total_count << ", next " << page.has_next_page << ", end " << page.end_cursor << "\n";
  for (const auto& p : page.items) o << dump(p) << "\n";
  for (const auto& c : page.cursors) o << c << ",";
  o << "}";
  return o.str();
}

inline std::string dump(const store::BannerGroup& g) {
  std::ostringstream o;
  o << "banners{" << g.id << '|' << g.title << '|' << g.key << '|' << g.height << '|' << g.width << '|' << g.status
    << '|' << g.deleteable;
  for (const auto& i : g.items)
    o << "{" << i.id << '|' << i.title << '|' << i.img << '|' << i.thumb << '|' << i.url << "}";
  o << "}";
  return o.str();
}

inline std::string dump(const store::PageSettings& ps) {
  std::ostringstream o;
  o << "settings{" << ps.id << '|' << ps.title << '|' << ps.key << "\n";
  for (const auto& b : ps.banners) o << b.key << ": " << dump(b.banner) << "\n";
  for (const auto& list : ps.products) {
    o << "list " << list.key << '|' << list.title << " ids:";
    for (const auto& id : list.ids) o << id << ',';
    o << "\n";
    for (const auto& p : list.products) o << dump(p) << "\n";
  }
  o << "}";
  return o.str();
}

inline std::string dump(const store::Offer& offer) {
  std::ostringstream o;
  o << "offer{" << offer.id << '|' << offer.title << '|' << offer.key << '|' << offer.type << '|' << offer.deleteable
    << '|' << offer.status << "\n";
  for (const auto& i : offer.items) o << i.id << '|' << i.offer_details << '|' << dump(i.prod) << "\n";
  o << "}";
  return o.str();
}

inline std::string dump(const store::Page& p) {
  return "page{" + p.id + '|' + p.title + '|' + p.slug + '|' + p.body + '|' + p.status + '|' + p.seo_title + '|' +
         p.seo_desc + '|' + p.created_at + '|' + p.updated_at + "}";
}

}  // namespace karyana::test
