// The home page's banner groups, product lists and offers written by the console on SQLite: its
// statements, run by HomeAdminStoreOver (store/engine_home_admin_store.hpp). One writer: a row a
// save reads stays unchanged till its COMMIT, so `lock` asks for nothing here.
#include "store/sqlite/sqlite_home_admin_store.hpp"

#include <map>
#include <string>

#include "store/engine_home_admin_store.hpp"
#include "store/home_admin_rows.hpp"
#include "store/sqlite/product_rows.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"

namespace karyana::store::sqlite {

namespace {

std::vector<std::string> column_of(Connection& c, const char* sql, const std::string& id) {
  auto st = c.prepare(sql);
  st.bind(1, id);
  std::vector<std::string> out;
  while (st.step()) out.push_back(st.get_text(0));
  return out;
}

// The statements HomeAdminStoreOver runs.
struct HomeAdminSql : AuditSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;

  static std::vector<std::string> banner_group_keys(Connection& c, const std::string& page_key) {
    return column_of(c,
                     "SELECT g.key FROM page_setting_banners b JOIN banner_groups g ON g.id = b.banner_group_id"
                     " JOIN page_settings s ON s.id = b.page_setting_id WHERE s.key = ?1 ORDER BY b.sort_order, b.key",
                     page_key);
  }
  static std::vector<std::string> product_list_keys(Connection& c, const std::string& page_key) {
    return column_of(c,
                     "SELECT l.key FROM page_setting_product_lists l JOIN page_settings s ON s.id = l.page_setting_id"
                     " WHERE s.key = ?1 ORDER BY l.sort_order, l.key",
                     page_key);
  }
  static std::optional<AdminBannerGroup> banner_group(Connection& c, const std::string& key, bool /*lock*/) {
    // Only the groups the 'home' page shows in one of its banner slots.
    auto st = c.prepare(std::string(home_admin_rows::kBannerGroupColumns) +
                        " JOIN page_setting_banners b ON b.banner_group_id = g.id"
                        " JOIN page_settings s ON s.id = b.page_setting_id AND s.key = ?2 WHERE g.key = ?1");
    st.bind_all(key, home_admin_rows::kHomeKey);
    if (!st.step()) return std::nullopt;
    return home_admin_rows::read_banner_group(st);
  }
  static std::vector<BannerItem> banner_items(Connection& c, const std::string& group_id) {
    std::vector<BannerItem> items;
    auto st =
        c.prepare("SELECT id, title, img, thumb, url FROM banner_items WHERE group_id = ?1 ORDER BY sort_order, id");
    st.bind(1, group_id);
    while (st.step()) items.push_back(home_admin_rows::read_banner_item(st));
    return items;
  }
  static std::optional<AdminProductList> home_list(Connection& c, const std::string& key, bool /*lock*/) {
    auto st = c.prepare(
        "SELECT l.id, l.key, l.title, l.version FROM page_setting_product_lists l"
        " JOIN page_settings s ON s.id = l.page_setting_id AND s.key = ?2 WHERE l.key = ?1");
    st.bind_all(key, home_admin_rows::kHomeKey);
    if (!st.step()) return std::nullopt;
    return AdminProductList{st.get_text(0), st.get_text(1), st.get_text(2), "", {}, st.get_int(3)};
  }
  static std::optional<AdminProductList> offer(Connection& c, const std::string& key, bool /*lock*/) {
    auto st = c.prepare("SELECT id, key, title, status, version FROM offers WHERE key = ?1");
    st.bind(1, key);
    if (!st.step()) return std::nullopt;
    return AdminProductList{st.get_text(0), st.get_text(1), st.get_text(2), st.get_text(3), {}, st.get_int(4)};
  }
  static std::vector<std::string> list_product_ids(Connection& c, const std::string& list_id) {
    return column_of(c, "SELECT product_id FROM page_setting_list_products WHERE list_id = ?1 ORDER BY sort_order",
                     list_id);
  }
  static std::vector<std::string> offer_product_ids(Connection& c, const std::string& offer_id) {
    return column_of(c, "SELECT prod_id FROM offer_items WHERE offer_id = ?1 ORDER BY sort_order, id", offer_id);
  }
  static std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
    return sqlite::products_by_ids(c, ids, listed_only);
  }
  static std::map<std::string, std::string> product_statuses(Connection& c, const std::vector<std::string>& ids) {
    std::map<std::string, std::string> status;
    auto st = c.prepare("SELECT status FROM products WHERE id = ?1");
    for (const auto& id : ids) {
      st.bind(1, id);
      if (st.step()) status[id] = st.get_text(0);
      st.reset();
    }
    return status;
  }
  static std::optional<std::pair<std::string, std::string>> staff_picture(Connection& c, const std::string& upload_id) {
    auto st = c.prepare(
        "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
        " WHERE u.id = ?1 AND u.kind = 'picture'");
    st.bind(1, upload_id);
    if (!st.step()) return std::nullopt;
    return std::pair{st.get_text(0), st.get_text(1)};
  }
  static void replace_banner_items(Connection& c, const std::string& group_id, const std::vector<BannerItem>& items) {
    c.prepare("DELETE FROM banner_items WHERE group_id = ?1").bind_all(group_id).run();
    auto insert = c.prepare(
        "INSERT INTO banner_items(id, group_id, title, img, thumb, url, sort_order) VALUES(?1, ?2, ?3, ?4, ?5, ?6, "
        "?7)");
    for (std::size_t i = 0; i < items.size(); ++i) {
      const auto& it = items[i];
      insert.bind_all(it.id, group_id, it.title, it.img, it.thumb, it.url, static_cast<std::int64_t>(i)).run();
      insert.reset();
    }
  }
  static void set_banner_group_status(Connection& c, const std::string& group_id, const std::string& status,
                                      const std::string& now) {
    c.prepare("UPDATE banner_groups SET status = ?2, version = version + 1, updated_at = ?3 WHERE id = ?1")
        .bind_all(group_id, status, now)
        .run();
  }
  static void replace_list_products(Connection& c, const std::string& list_id,
                                    const std::vector<std::string>& product_ids) {
    c.prepare("DELETE FROM page_setting_list_products WHERE list_id = ?1").bind_all(list_id).run();
    auto insert =
        c.prepare("INSERT INTO page_setting_list_products(list_id, product_id, sort_order) VALUES(?1, ?2, ?3)");
    for (std::size_t i = 0; i < product_ids.size(); ++i) {
      insert.bind_all(list_id, product_ids[i], static_cast<std::int64_t>(i)).run();
      insert.reset();
    }
  }
  static void set_list_title(Connection& c, const std::string& list_id, const std::string& title) {
    c.prepare("UPDATE page_setting_product_lists SET title = ?2, version = version + 1 WHERE id = ?1")
        .bind_all(list_id, title)
        .run();
  }
  static void touch_page(Connection& c, const std::string& page_key, const std::string& now) {
    c.prepare("UPDATE page_settings SET updated_at = ?2 WHERE key = ?1").bind_all(page_key, now).run();
  }
  static std::map<std::string, std::pair<std::string, std::string>> offer_items_by_product(
      Connection& c, const std::string& offer_id) {
    std::map<std::string, std::pair<std::string, std::string>> kept;
    auto old = c.prepare("SELECT prod_id, id, offer_details FROM offer_items WHERE offer_id = ?1");
    old.bind(1, offer_id);
    while (old.step()) kept[old.get_text(0)] = {old.get_text(1), old.get_text(2)};
    return kept;
  }
  static void replace_offer_items(Connection& c, const std::string& offer_id,
                                  const std::vector<OfferItemWrite>& items) {
    c.prepare("DELETE FROM offer_items WHERE offer_id = ?1").bind_all(offer_id).run();
    auto insert = c.prepare(
        "INSERT INTO offer_items(id, offer_id, prod_id, offer_details, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)");
    for (std::size_t i = 0; i < items.size(); ++i) {
      insert.bind_all(items[i].id, offer_id, items[i].prod_id, items[i].offer_details, static_cast<std::int64_t>(i))
          .run();
      insert.reset();
    }
  }
  static void set_offer(Connection& c, const std::string& offer_id, const std::string& title, const std::string& status,
                        const std::string& now) {
    c.prepare("UPDATE offers SET title = ?2, status = ?3, version = version + 1, updated_at = ?4 WHERE id = ?1")
        .bind_all(offer_id, title, status, now)
        .run();
  }
};

}  // namespace

std::unique_ptr<HomeAdminStore> make_sqlite_home_admin_store(Database& db) {
  return std::make_unique<HomeAdminStoreOver<HomeAdminSql>>(db);
}

}  // namespace karyana::store::sqlite
