#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana::store::sqlite {

namespace {

std::optional<BannerGroup> load_banner_group(Connection& c, const char* where, const std::string& value) {
  auto st =
      c.prepare(std::string("SELECT id, title, key, height, width, status, deleteable FROM banner_groups WHERE ") +
                where + " = ?1");
  st.bind(1, value);
  if (!st.step()) return std::nullopt;
  BannerGroup g;
  g.id = st.get_text(0);
  g.title = st.get_text(1);
  g.key = st.get_text(2);
  g.height = static_cast<int>(st.get_int(3));
  g.width = static_cast<int>(st.get_int(4));
  g.status = st.get_text(5);
  g.deleteable = static_cast<int>(st.get_int(6));
  auto items =
      c.prepare("SELECT id, title, img, thumb, url FROM banner_items WHERE group_id = ?1 ORDER BY sort_order, id");
  items.bind(1, g.id);
  while (items.step())
    g.items.push_back({items.get_text(0), items.get_text(1), items.get_text(2), items.get_text(3), items.get_text(4)});
  return g;
}

}  // namespace

std::optional<Page> SqliteContentStore::page_by_slug(const std::string& slug) {
  return db_.read([&](Connection& c) -> std::optional<Page> {
    auto st = c.prepare(
        "SELECT id, title, slug, body, status, seo_title, seo_desc, created_at, updated_at FROM pages WHERE slug = ?1");
    st.bind(1, slug);
    if (!st.step()) return std::nullopt;
    return Page{st.get_text(0), st.get_text(1), st.get_text(2), st.get_text(3), st.get_text(4),
                st.get_text(5), st.get_text(6), st.get_text(7), st.get_text(8)};
  });
}

std::optional<BannerGroup> SqliteContentStore::banner_group_by_key(const std::string& key) {
  return db_.read([&](Connection& c) { return load_banner_group(c, "key", key); });
}

std::optional<PageSettings> SqliteContentStore::page_settings_by_key(const std::string& key) {
  return db_.read([&](Connection& c) -> std::optional<PageSettings> {
    auto st = c.prepare("SELECT id, title, key FROM page_settings WHERE key = ?1");
    st.bind(1, key);
    if (!st.step()) return std::nullopt;
    PageSettings ps{st.get_text(0), st.get_text(1), st.get_text(2), {}, {}};

    auto banners = c.prepare(
        "SELECT key, banner_group_id FROM page_setting_banners WHERE page_setting_id = ?1 ORDER BY sort_order, key");
    banners.bind(1, ps.id);
    std::vector<std::pair<std::string, std::string>> slots;
    while (banners.step()) slots.emplace_back(banners.get_text(0), banners.get_text(1));
    for (auto& [slot_key, group_id] : slots)
      if (auto group = load_banner_group(c, "id", group_id)) ps.banners.push_back({slot_key, std::move(*group)});

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
      ps.products[i].products = products_by_ids(c, ps.products[i].ids, /*listed_only=*/true);
    }
    return ps;
  });
}

std::optional<Offer> SqliteContentStore::offer_by_key(const std::string& key) {
  return db_.read([&](Connection& c) -> std::optional<Offer> {
    auto st = c.prepare("SELECT id, title, key, type, deleteable, status FROM offers WHERE key = ?1");
    st.bind(1, key);
    if (!st.step()) return std::nullopt;
    Offer offer{st.get_text(0),
                st.get_text(1),
                st.get_text(2),
                st.get_text(3),
                static_cast<int>(st.get_int(4)),
                st.get_text(5),
                {}};
    auto items =
        c.prepare("SELECT id, prod_id, offer_details FROM offer_items WHERE offer_id = ?1 ORDER BY sort_order, id");
    items.bind(1, offer.id);
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

}  // namespace karyana::store::sqlite
