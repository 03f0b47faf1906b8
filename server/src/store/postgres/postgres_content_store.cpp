// Content on PostgreSQL: pages, banner groups, page settings and offers, as the SQLite store reads
// them (issue 20); a page's product lists load in a fixed number of queries however many lists.
#include <set>
#include <unordered_map>

#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

std::optional<BannerGroup> load_banner_group(Connection& c, const std::string& where, const std::string& value) {
  auto rows = c.exec(
      "SELECT id, title, key, height, width, status, deleteable FROM banner_groups WHERE " + where + " = $1", value);
  if (!rows.step()) return std::nullopt;
  BannerGroup g;
  g.id = rows.get_text(0);
  g.title = rows.get_text(1);
  g.key = rows.get_text(2);
  g.height = static_cast<int>(rows.get_int(3));
  g.width = static_cast<int>(rows.get_int(4));
  g.status = rows.get_text(5);
  g.deleteable = static_cast<int>(rows.get_int(6));
  auto items =
      c.exec("SELECT id, title, img, thumb, url FROM banner_items WHERE group_id = $1 ORDER BY sort_order, id", g.id);
  while (items.step())
    g.items.push_back({items.get_text(0), items.get_text(1), items.get_text(2), items.get_text(3), items.get_text(4)});
  return g;
}

}  // namespace

std::optional<Page> PostgresContentStore::page_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Page> {
    auto rows = c.exec(
        "SELECT id, title, slug, body, status, seo_title, seo_desc, created_at, updated_at FROM pages WHERE slug = $1",
        slug);
    if (!rows.step()) return std::nullopt;
    return Page{rows.get_text(0), rows.get_text(1), rows.get_text(2), rows.get_text(3), rows.get_text(4),
                rows.get_text(5), rows.get_text(6), rows.get_text(7), rows.get_text(8)};
  });
}

std::optional<BannerGroup> PostgresContentStore::banner_group_by_key(const std::string& key) {
  return db_.read([&](Connection& c) { return load_banner_group(c, "key", key); });
}

std::optional<PageSettings> PostgresContentStore::page_settings_by_key(const std::string& key) {
  return db_.read([&](Connection& c) -> std::optional<PageSettings> {
    auto head = c.exec("SELECT id, title, key FROM page_settings WHERE key = $1", key);
    if (!head.step()) return std::nullopt;
    PageSettings ps{head.get_text(0), head.get_text(1), head.get_text(2), {}, {}};

    auto banners = c.exec(
        "SELECT key, banner_group_id FROM page_setting_banners WHERE page_setting_id = $1 ORDER BY sort_order, key",
        ps.id);
    std::vector<std::pair<std::string, std::string>> slots;
    while (banners.step()) slots.emplace_back(banners.get_text(0), banners.get_text(1));
    for (auto& [slot_key, group_id] : slots)
      if (auto group = load_banner_group(c, "id", group_id)) ps.banners.push_back({slot_key, std::move(*group)});

    auto lists = c.exec(
        "SELECT id, key, title FROM page_setting_product_lists WHERE page_setting_id = $1 ORDER BY sort_order, key",
        ps.id);
    std::unordered_map<std::string, std::size_t> list_index;
    while (lists.step()) {
      list_index[lists.get_text(0)] = ps.products.size();
      ps.products.push_back({lists.get_text(1), lists.get_text(2), {}, {}});
    }
    if (ps.products.empty()) return ps;
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
    for (auto& p : products_by_ids(c, all_ids, /*listed_only=*/true)) {
      std::string id = p.id;
      listed.emplace(std::move(id), std::move(p));
    }
    for (auto& list : ps.products) {
      std::set<std::string> shown;  // a repeated id appears once, as products_by_ids gives it
      for (const auto& id : list.ids)
        if (auto it = listed.find(id); it != listed.end() && shown.insert(id).second)
          list.products.push_back(it->second);
    }
    return ps;
  });
}

std::optional<Offer> PostgresContentStore::offer_by_key(const std::string& key) {
  return db_.read([&](Connection& c) -> std::optional<Offer> {
    auto head = c.exec("SELECT id, title, key, type, deleteable, status FROM offers WHERE key = $1", key);
    if (!head.step()) return std::nullopt;
    Offer offer{head.get_text(0),
                head.get_text(1),
                head.get_text(2),
                head.get_text(3),
                static_cast<int>(head.get_int(4)),
                head.get_text(5),
                {}};
    auto items = c.exec(
        "SELECT id, prod_id, offer_details FROM offer_items WHERE offer_id = $1 ORDER BY sort_order, id", offer.id);
    std::vector<std::string> prod_ids;
    std::vector<std::pair<std::string, std::string>> rows;  // item id, details
    while (items.step()) {
      rows.emplace_back(items.get_text(0), items.get_text(2));
      prod_ids.push_back(items.get_text(1));
    }
    auto products = products_by_ids(c, prod_ids, /*listed_only=*/true);
    for (size_t i = 0; i < prod_ids.size(); ++i) {
      for (auto& p : products) {
        if (p.id != prod_ids[i]) continue;
        offer.items.push_back({rows[i].first, rows[i].second, p});
        break;
      }
    }
    return offer;
  });
}

}  // namespace karyana::store::postgres
