// Content on PostgreSQL: pages, banner groups, page settings and offers, its statements run by
// ContentStoreOver (store/engine_content_store.hpp, which SQLite's store runs too); a page's product
// lists load in a fixed number of queries however many lists.
#include <memory>
#include <set>
#include <unordered_map>

#include "store/content_rows.hpp"
#include "store/engine_content_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

// The statements ContentStoreOver runs.
struct ContentSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;

  static std::optional<Page> page_by_slug(Connection& c, const std::string& slug) {
    auto rows = c.exec(std::string(content_rows::kPageSelect) + " WHERE slug = $1", slug);
    if (!rows.step()) return std::nullopt;
    return content_rows::read_page(rows);
  }
  static std::optional<BannerGroup> banner_group(Connection& c, const char* column, const std::string& value) {
    auto rows = c.exec(std::string(content_rows::kBannerGroupSelect) + " WHERE " + column + " = $1", value);
    if (!rows.step()) return std::nullopt;
    return content_rows::read_banner_group(rows);
  }
  static std::vector<BannerItem> banner_items(Connection& c, const std::string& group_id) {
    std::vector<BannerItem> items;
    auto rows =
        c.exec(std::string(content_rows::kBannerItemSelect) + " WHERE group_id = $1 ORDER BY sort_order, id", group_id);
    while (rows.step()) items.push_back(content_rows::read_banner_item(rows));
    return items;
  }
  static std::optional<PageSettings> page_settings(Connection& c, const std::string& key) {
    auto head = c.exec("SELECT id, title, key FROM page_settings WHERE key = $1", key);
    if (!head.step()) return std::nullopt;
    return PageSettings{head.get_text(0), head.get_text(1), head.get_text(2), {}, {}};
  }
  static std::vector<std::pair<std::string, std::string>> banner_slots(Connection& c,
                                                                       const std::string& page_setting_id) {
    auto banners = c.exec(
        "SELECT key, banner_group_id FROM page_setting_banners WHERE page_setting_id = $1 ORDER BY sort_order, key",
        page_setting_id);
    std::vector<std::pair<std::string, std::string>> slots;
    while (banners.step()) slots.emplace_back(banners.get_text(0), banners.get_text(1));
    return slots;
  }
  static void load_product_lists(Connection& c, PageSettings& ps) {
    auto lists = c.exec(
        "SELECT id, key, title FROM page_setting_product_lists WHERE page_setting_id = $1 ORDER BY sort_order, key",
        ps.id);
    std::unordered_map<std::string, std::size_t> list_index;
    while (lists.step()) {
      list_index[lists.get_text(0)] = ps.products.size();
      ps.products.push_back({lists.get_text(1), lists.get_text(2), {}, {}});
    }
    if (ps.products.empty()) return;
    std::vector<std::string> list_ids;
    for (const auto& [id, index] : list_index) list_ids.push_back(id);
    // Every list's members in one query, then every listed product in one load.
    auto members = c.exec(
        "SELECT list_id, product_id FROM page_setting_list_products WHERE list_id = ANY($1::text[])"
        " ORDER BY list_id, sort_order, product_id",
        text_array(list_ids));
    std::vector<std::string> all_ids;
    while (members.step()) {
      ps.products[list_index.at(members.get_text(0))].ids.push_back(members.get_text(1));
      all_ids.push_back(members.get_text(1));
    }
    std::unordered_map<std::string, Product> listed;
    for (auto& p : postgres::products_by_ids(c, all_ids, /*listed_only=*/true)) {
      std::string id = p.id;
      listed.emplace(std::move(id), std::move(p));
    }
    for (auto& list : ps.products) {
      std::set<std::string> shown;  // a repeated id appears once, as products_by_ids gives it
      for (const auto& id : list.ids)
        if (auto it = listed.find(id); it != listed.end() && shown.insert(id).second)
          list.products.push_back(it->second);
    }
  }
  static std::optional<Offer> offer(Connection& c, const std::string& key) {
    auto head = c.exec(std::string(content_rows::kOfferSelect) + " WHERE key = $1", key);
    if (!head.step()) return std::nullopt;
    return content_rows::read_offer(head);
  }
  static std::vector<OfferItemRow> offer_items(Connection& c, const std::string& offer_id) {
    std::vector<OfferItemRow> items;
    auto rows = c.exec("SELECT id, prod_id, offer_details FROM offer_items WHERE offer_id = $1 ORDER BY sort_order, id",
                       offer_id);
    while (rows.step()) items.push_back({rows.get_text(0), rows.get_text(1), rows.get_text(2)});
    return items;
  }
  static std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
    return postgres::products_by_ids(c, ids, listed_only);
  }
};

}  // namespace

std::unique_ptr<ContentStore> make_postgres_content_store(Database& db) {
  return std::make_unique<ContentStoreOver<ContentSql>>(db);
}

}  // namespace karyana::store::postgres
