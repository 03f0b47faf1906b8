// Content on SQLite: pages, banner groups, page settings and offers, its statements run by
// ContentStoreOver (store/engine_content_store.hpp).
#include "store/sqlite/sqlite_content_store.hpp"

#include <memory>

#include "store/content_rows.hpp"
#include "store/engine_content_store.hpp"
#include "store/sqlite/product_rows.hpp"

namespace karyana::store::sqlite {

namespace {

// The statements ContentStoreOver runs.
struct ContentSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;

  static std::optional<Page> page_by_slug(Connection& c, const std::string& slug) {
    auto st = c.prepare(std::string(content_rows::kPageSelect) + " WHERE slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    return content_rows::read_page(st);
  }
  static std::optional<BannerGroup> banner_group(Connection& c, const char* column, const std::string& value) {
    auto st = c.prepare(std::string(content_rows::kBannerGroupSelect) + " WHERE " + column + " = ?1");
    st.bind(1, value);
    if (!st.step()) return std::nullopt;
    return content_rows::read_banner_group(st);
  }
  static std::vector<BannerItem> banner_items(Connection& c, const std::string& group_id) {
    std::vector<BannerItem> items;
    auto st = c.prepare(std::string(content_rows::kBannerItemSelect) + " WHERE group_id = ?1 ORDER BY sort_order, id");
    st.bind(1, group_id);
    while (st.step()) items.push_back(content_rows::read_banner_item(st));
    return items;
  }
  static std::optional<PageSettings> page_settings(Connection& c, const std::string& key) {
    auto st = c.prepare("SELECT id, title, key FROM page_settings WHERE key = ?1");
    st.bind(1, key);
    if (!st.step()) return std::nullopt;
    return PageSettings{st.get_text(0), st.get_text(1), st.get_text(2), {}, {}};
  }
  static std::vector<std::pair<std::string, std::string>> banner_slots(Connection& c,
                                                                       const std::string& page_setting_id) {
    auto banners = c.prepare(
        "SELECT key, banner_group_id FROM page_setting_banners WHERE page_setting_id = ?1 ORDER BY sort_order, key");
    banners.bind(1, page_setting_id);
    std::vector<std::pair<std::string, std::string>> slots;
    while (banners.step()) slots.emplace_back(banners.get_text(0), banners.get_text(1));
    return slots;
  }
  static void load_product_lists(Connection& c, PageSettings& ps) {
    auto lists = c.prepare(
        "SELECT id, key, title FROM page_setting_product_lists WHERE page_setting_id = ?1 ORDER BY sort_order, key");
    lists.bind(1, ps.id);
    std::vector<std::string> list_ids;
    while (lists.step()) {
      list_ids.push_back(lists.get_text(0));
      ps.products.push_back({lists.get_text(1), lists.get_text(2), {}, {}});
    }
    auto members = c.prepare(
        "SELECT product_id FROM page_setting_list_products WHERE list_id = ?1 ORDER BY sort_order, product_id");
    for (size_t i = 0; i < list_ids.size(); ++i) {
      members.bind(1, list_ids[i]);
      while (members.step()) ps.products[i].ids.push_back(members.get_text(0));
      members.reset();
      ps.products[i].products = sqlite::products_by_ids(c, ps.products[i].ids, /*listed_only=*/true);
    }
  }
  static std::optional<Offer> offer(Connection& c, const std::string& key) {
    auto st = c.prepare(std::string(content_rows::kOfferSelect) + " WHERE key = ?1");
    st.bind(1, key);
    if (!st.step()) return std::nullopt;
    return content_rows::read_offer(st);
  }
  static std::vector<OfferItemRow> offer_items(Connection& c, const std::string& offer_id) {
    std::vector<OfferItemRow> items;
    auto st =
        c.prepare("SELECT id, prod_id, offer_details FROM offer_items WHERE offer_id = ?1 ORDER BY sort_order, id");
    st.bind(1, offer_id);
    while (st.step()) items.push_back({st.get_text(0), st.get_text(1), st.get_text(2)});
    return items;
  }
  static std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
    return sqlite::products_by_ids(c, ids, listed_only);
  }
};

}  // namespace

std::unique_ptr<ContentStore> make_sqlite_content_store(Database& db) {
  return std::make_unique<ContentStoreOver<ContentSql>>(db);
}

}  // namespace karyana::store::sqlite
