// The PostgreSQL HomeAdminStore: its statements, run by HomeAdminStoreOver
// (store/engine_home_admin_store.hpp, which SQLite's store runs too; store/home_admin_rows holds the
// row mappings, checks and audit rows both share).
//
// A save reads its group, list or offer FOR UPDATE and writes in ONE SERIALIZABLE write: a second
// console saving the same version waits, then fails with 40001, and its retry is refused as stale,
// as behind SQLite's single writer. The products a list names are checked in the same write: one
// unpublished meanwhile by another console makes the later commit fail with 40001 and its retry
// refuses it.
#include <map>
#include <memory>

#include "store/engine_home_admin_store.hpp"
#include "store/home_admin_rows.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

std::vector<std::string> column_of(Connection& c, const char* sql, const std::string& id) {
  auto rows = c.exec(sql, id);
  std::vector<std::string> out;
  while (rows.step()) out.push_back(rows.get_text(0));
  return out;
}

// The statements HomeAdminStoreOver runs.
struct HomeAdminSql : AuditSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;

  static std::vector<std::string> banner_group_keys(Connection& c, const std::string& page_key) {
    return column_of(c,
                     "SELECT g.key FROM page_setting_banners b JOIN banner_groups g ON g.id = b.banner_group_id"
                     " JOIN page_settings s ON s.id = b.page_setting_id WHERE s.key = $1 ORDER BY b.sort_order, b.key",
                     page_key);
  }
  static std::vector<std::string> product_list_keys(Connection& c, const std::string& page_key) {
    return column_of(c,
                     "SELECT l.key FROM page_setting_product_lists l JOIN page_settings s ON s.id = l.page_setting_id"
                     " WHERE s.key = $1 ORDER BY l.sort_order, l.key",
                     page_key);
  }
  // `lock`: the group's row FOR UPDATE (a save about to check its version).
  static std::optional<AdminBannerGroup> banner_group(Connection& c, const std::string& key, bool lock) {
    // Only the groups the 'home' page shows in one of its banner slots.
    auto rows = c.exec(std::string(home_admin_rows::kBannerGroupColumns) +
                           " JOIN page_setting_banners b ON b.banner_group_id = g.id"
                           " JOIN page_settings s ON s.id = b.page_setting_id AND s.key = $2 WHERE g.key = $1" +
                           (lock ? " FOR UPDATE OF g" : ""),
                       key, home_admin_rows::kHomeKey);
    if (!rows.step()) return std::nullopt;
    return home_admin_rows::read_banner_group(rows);
  }
  static std::vector<BannerItem> banner_items(Connection& c, const std::string& group_id) {
    std::vector<BannerItem> items;
    auto rows = c.exec(
        "SELECT id, title, img, thumb, url FROM banner_items WHERE group_id = $1 ORDER BY sort_order, id", group_id);
    while (rows.step()) items.push_back(home_admin_rows::read_banner_item(rows));
    return items;
  }
  static std::optional<AdminProductList> home_list(Connection& c, const std::string& key, bool lock) {
    auto rows =
        c.exec(std::string("SELECT l.id, l.key, l.title, l.version FROM page_setting_product_lists l"
                           " JOIN page_settings s ON s.id = l.page_setting_id AND s.key = $2 WHERE l.key = $1") +
                   (lock ? " FOR UPDATE OF l" : ""),
               key, home_admin_rows::kHomeKey);
    if (!rows.step()) return std::nullopt;
    return AdminProductList{rows.get_text(0), rows.get_text(1), rows.get_text(2), "", {}, rows.get_int(3)};
  }
  static std::optional<AdminProductList> offer(Connection& c, const std::string& key, bool lock) {
    auto rows = c.exec(
        std::string("SELECT id, key, title, status, version FROM offers WHERE key = $1") + (lock ? " FOR UPDATE" : ""),
        key);
    if (!rows.step()) return std::nullopt;
    return AdminProductList{rows.get_text(0), rows.get_text(1), rows.get_text(2), rows.get_text(3), {},
                            rows.get_int(4)};
  }
  static std::vector<std::string> list_product_ids(Connection& c, const std::string& list_id) {
    return column_of(c, "SELECT product_id FROM page_setting_list_products WHERE list_id = $1 ORDER BY sort_order",
                     list_id);
  }
  static std::vector<std::string> offer_product_ids(Connection& c, const std::string& offer_id) {
    return column_of(c, "SELECT prod_id FROM offer_items WHERE offer_id = $1 ORDER BY sort_order, id", offer_id);
  }
  static std::vector<Product> products_by_ids(Connection& c, const std::vector<std::string>& ids, bool listed_only) {
    return postgres::products_by_ids(c, ids, listed_only);
  }
  // In one query.
  static std::map<std::string, std::string> product_statuses(Connection& c, const std::vector<std::string>& ids) {
    std::map<std::string, std::string> status;
    auto rows = c.exec("SELECT id, status FROM products WHERE id = ANY($1::text[])", text_array(ids));
    while (rows.step()) status[rows.get_text(0)] = rows.get_text(1);
    return status;
  }
  static std::optional<std::pair<std::string, std::string>> staff_picture(Connection& c, const std::string& upload_id) {
    auto rows = c.exec(
        "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
        " WHERE u.id = $1 AND u.kind = 'picture'",
        upload_id);
    if (!rows.step()) return std::nullopt;
    return std::pair{rows.get_text(0), rows.get_text(1)};
  }
  static void replace_banner_items(Connection& c, const std::string& group_id, const std::vector<BannerItem>& items) {
    c.exec("DELETE FROM banner_items WHERE group_id = $1", group_id);
    for (std::size_t i = 0; i < items.size(); ++i) {
      const auto& it = items[i];
      c.exec(
          "INSERT INTO banner_items(id, group_id, title, img, thumb, url, sort_order) VALUES($1, $2, $3, $4, $5, $6, "
          "$7)",
          it.id, group_id, it.title, it.img, it.thumb, it.url, static_cast<std::int64_t>(i));
    }
  }
  static void set_banner_group_status(Connection& c, const std::string& group_id, const std::string& status,
                                      const std::string& now) {
    c.exec("UPDATE banner_groups SET status = $2, version = version + 1, updated_at = $3 WHERE id = $1", group_id,
           status, now);
  }
  static void replace_list_products(Connection& c, const std::string& list_id,
                                    const std::vector<std::string>& product_ids) {
    c.exec("DELETE FROM page_setting_list_products WHERE list_id = $1", list_id);
    for (std::size_t i = 0; i < product_ids.size(); ++i)
      c.exec("INSERT INTO page_setting_list_products(list_id, product_id, sort_order) VALUES($1, $2, $3)", list_id,
             product_ids[i], static_cast<std::int64_t>(i));
  }
  static void set_list_title(Connection& c, const std::string& list_id, const std::string& title) {
    c.exec("UPDATE page_setting_product_lists SET title = $2, version = version + 1 WHERE id = $1", list_id, title);
  }
  static void touch_page(Connection& c, const std::string& page_key, const std::string& now) {
    c.exec("UPDATE page_settings SET updated_at = $2 WHERE key = $1", page_key, now);
  }
  static std::map<std::string, std::pair<std::string, std::string>> offer_items_by_product(
      Connection& c, const std::string& offer_id) {
    std::map<std::string, std::pair<std::string, std::string>> kept;
    auto old = c.exec("SELECT prod_id, id, offer_details FROM offer_items WHERE offer_id = $1", offer_id);
    while (old.step()) kept[old.get_text(0)] = {old.get_text(1), old.get_text(2)};
    return kept;
  }
  static void replace_offer_items(Connection& c, const std::string& offer_id,
                                  const std::vector<OfferItemWrite>& items) {
    c.exec("DELETE FROM offer_items WHERE offer_id = $1", offer_id);
    for (std::size_t i = 0; i < items.size(); ++i)
      c.exec("INSERT INTO offer_items(id, offer_id, prod_id, offer_details, sort_order) VALUES($1, $2, $3, $4, $5)",
             items[i].id, offer_id, items[i].prod_id, items[i].offer_details, static_cast<std::int64_t>(i));
  }
  static void set_offer(Connection& c, const std::string& offer_id, const std::string& title, const std::string& status,
                        const std::string& now) {
    c.exec("UPDATE offers SET title = $2, status = $3, version = version + 1, updated_at = $4 WHERE id = $1", offer_id,
           title, status, now);
  }
};

}  // namespace

std::unique_ptr<HomeAdminStore> make_postgres_home_admin_store(Database& db) {
  return std::make_unique<HomeAdminStoreOver<HomeAdminSql>>(db);
}

}  // namespace karyana::store::postgres
