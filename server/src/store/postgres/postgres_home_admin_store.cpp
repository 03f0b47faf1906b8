// The PostgreSQL HomeAdminStore: the statements of sqlite_home_admin_store.cpp, the same answers,
// refusals and audit rows (store/home_admin_rows holds what both share).
//
// A save reads its group, list or offer FOR UPDATE and writes in ONE SERIALIZABLE write: a second
// console saving the same version waits, then fails with 40001, and its retry is refused as stale,
// as behind SQLite's single writer. The products a list names are checked in the same write: one
// unpublished meanwhile by another console makes the later commit fail with 40001 and its retry
// refuses it.
#include <map>
#include <set>

#include "store/clock.hpp"
#include "store/home_admin_rows.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/postgres/product_rows.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

namespace {

using home_admin_rows::kHomeKey;
using home_admin_rows::kOfferKey;

std::vector<HomeProduct> home_products(Connection& c, const std::vector<std::string>& ids) {
  std::set<std::string> listed;
  for (const auto& p : products_by_ids(c, ids, /*listed_only=*/true)) listed.insert(p.id);
  std::vector<HomeProduct> out;
  for (auto& p : products_by_ids(c, ids, /*listed_only=*/false)) {
    const bool shown = listed.contains(p.id);
    out.push_back({std::move(p), shown});
  }
  return out;
}

std::vector<std::string> column_of(Connection& c, const char* sql, const std::string& id) {
  auto rows = c.exec(sql, id);
  std::vector<std::string> out;
  while (rows.step()) out.push_back(rows.get_text(0));
  return out;
}

// `lock`: the group's row FOR UPDATE (a save about to check its version).
std::optional<AdminBannerGroup> load_banner_group(Connection& c, const std::string& key, bool lock = false) {
  // Only the groups the 'home' page shows in one of its banner slots.
  auto rows = c.exec(std::string(home_admin_rows::kBannerGroupColumns) +
                         " JOIN page_setting_banners b ON b.banner_group_id = g.id"
                         " JOIN page_settings s ON s.id = b.page_setting_id AND s.key = $2 WHERE g.key = $1" +
                         (lock ? " FOR UPDATE OF g" : ""),
                     key, kHomeKey);
  if (!rows.step()) return std::nullopt;
  AdminBannerGroup a = home_admin_rows::read_banner_group(rows);
  auto items = c.exec("SELECT id, title, img, thumb, url FROM banner_items WHERE group_id = $1 ORDER BY sort_order, id",
                      a.group.id);
  while (items.step()) a.group.items.push_back(home_admin_rows::read_banner_item(items));
  return a;
}

std::optional<AdminProductList> load_home_list(Connection& c, const std::string& key, bool lock = false) {
  auto rows = c.exec(std::string("SELECT l.id, l.key, l.title, l.version FROM page_setting_product_lists l"
                                 " JOIN page_settings s ON s.id = l.page_setting_id AND s.key = $2 WHERE l.key = $1") +
                         (lock ? " FOR UPDATE OF l" : ""),
                     key, kHomeKey);
  if (!rows.step()) return std::nullopt;
  AdminProductList list{rows.get_text(0), rows.get_text(1), rows.get_text(2), "", {}, rows.get_int(3)};
  list.products = home_products(
      c, column_of(c, "SELECT product_id FROM page_setting_list_products WHERE list_id = $1 ORDER BY sort_order",
                   list.id));
  return list;
}

std::optional<AdminProductList> load_offer(Connection& c, const std::string& key, bool lock = false) {
  auto rows = c.exec(
      std::string("SELECT id, key, title, status, version FROM offers WHERE key = $1") + (lock ? " FOR UPDATE" : ""),
      key);
  if (!rows.step()) return std::nullopt;
  AdminProductList offer{rows.get_text(0), rows.get_text(1), rows.get_text(2), rows.get_text(3), {}, rows.get_int(4)};
  offer.products = home_products(
      c, column_of(c, "SELECT prod_id FROM offer_items WHERE offer_id = $1 ORDER BY sort_order, id", offer.id));
  return offer;
}

// The first product that is unknown or not published (nullopt: all fine), from one query.
std::optional<HomeSaveResult> check_products(Connection& c, const std::vector<std::string>& ids) {
  std::map<std::string, std::string> status;
  auto rows = c.exec("SELECT id, status FROM products WHERE id = ANY($1::text[])", text_array(ids));
  while (rows.step()) status[rows.get_text(0)] = rows.get_text(1);
  return home_admin_rows::check_products(ids, [&](const std::string& id) -> std::optional<std::string> {
    auto found = status.find(id);
    if (found == status.end()) return std::nullopt;
    return found->second;
  });
}

}  // namespace

AdminHomePage PostgresHomeAdminStore::home_page() {
  return db_.read([&](Connection& c) {
    AdminHomePage page;
    for (const auto& key :
         column_of(c,
                   "SELECT g.key FROM page_setting_banners b JOIN banner_groups g ON g.id = b.banner_group_id"
                   " JOIN page_settings s ON s.id = b.page_setting_id WHERE s.key = $1 ORDER BY b.sort_order, b.key",
                   kHomeKey))
      if (auto g = load_banner_group(c, key)) page.banners.push_back(std::move(*g));
    for (const auto& key :
         column_of(c,
                   "SELECT l.key FROM page_setting_product_lists l JOIN page_settings s ON s.id = l.page_setting_id"
                   " WHERE s.key = $1 ORDER BY l.sort_order, l.key",
                   kHomeKey))
      if (auto l = load_home_list(c, key)) page.lists.push_back(std::move(*l));
    page.offer = load_offer(c, kOfferKey);
    return page;
  });
}

std::optional<AdminProductList> PostgresHomeAdminStore::offer(const std::string& key) {
  return db_.read([&](Connection& c) { return load_offer(c, key); });
}

HomeSaveResult PostgresHomeAdminStore::save_banner_group(const std::string& actor_id, const BannerGroupWrite& w) {
  return db_.write([&](Connection& c) -> HomeSaveResult {
    auto before = load_banner_group(c, w.key, /*lock=*/true);
    if (!before) return {HomeSaveOutcome::key_not_found};
    if (before->version != w.version) return {HomeSaveOutcome::stale};
    // Each item's picture: one of this group's items kept, or a staff member's picture upload.
    auto written = home_admin_rows::banner_items(
        before->group, w.items,
        [&](const std::string& upload_id) -> std::optional<std::pair<std::string, std::string>> {
          auto rows = c.exec(
              "SELECT u.path, coalesce(u.thumb_path, u.path) FROM uploads u JOIN staff s ON s.user_id = u.owner_id"
              " WHERE u.id = $1 AND u.kind = 'picture'",
              upload_id);
          if (!rows.step()) return std::nullopt;
          return std::pair{rows.get_text(0), rows.get_text(1)};
        });
    if (written.refusal) return *written.refusal;
    const std::string now = now_iso();
    c.exec("DELETE FROM banner_items WHERE group_id = $1", before->group.id);
    for (std::size_t i = 0; i < written.items.size(); ++i) {
      const auto& it = written.items[i];
      c.exec(
          "INSERT INTO banner_items(id, group_id, title, img, thumb, url, sort_order) VALUES($1, $2, $3, $4, $5, $6, "
          "$7)",
          it.id, before->group.id, it.title, it.img, it.thumb, it.url, static_cast<std::int64_t>(i));
    }
    c.exec("UPDATE banner_groups SET status = $2, version = version + 1, updated_at = $3 WHERE id = $1",
           before->group.id, w.status, now);
    auto after = load_banner_group(c, w.key);
    insert_audit(c, home_admin_rows::banner_audit(actor_id, w.key, before->group, after->group), now);
    return {HomeSaveOutcome::saved};
  });
}

HomeSaveResult PostgresHomeAdminStore::save_home_list(const std::string& actor_id, const ProductListWrite& w) {
  return db_.write([&](Connection& c) -> HomeSaveResult {
    auto before = load_home_list(c, w.key, /*lock=*/true);
    if (!before) return {HomeSaveOutcome::key_not_found};
    if (before->version != w.version) return {HomeSaveOutcome::stale};
    if (auto refused = check_products(c, w.product_ids)) return *refused;
    const std::string now = now_iso();
    c.exec("DELETE FROM page_setting_list_products WHERE list_id = $1", before->id);
    for (std::size_t i = 0; i < w.product_ids.size(); ++i)
      c.exec("INSERT INTO page_setting_list_products(list_id, product_id, sort_order) VALUES($1, $2, $3)", before->id,
             w.product_ids[i], static_cast<std::int64_t>(i));
    c.exec("UPDATE page_setting_product_lists SET title = $2, version = version + 1 WHERE id = $1", before->id,
           w.title);
    c.exec("UPDATE page_settings SET updated_at = $2 WHERE key = $1", kHomeKey, now);
    auto after = load_home_list(c, w.key);
    insert_audit(c, home_admin_rows::list_audit(actor_id, "home.list", w.key, *before, *after), now);
    return {HomeSaveOutcome::saved};
  });
}

HomeSaveResult PostgresHomeAdminStore::save_offer(const std::string& actor_id, const ProductListWrite& w) {
  return db_.write([&](Connection& c) -> HomeSaveResult {
    auto before = load_offer(c, w.key, /*lock=*/true);
    if (!before) return {HomeSaveOutcome::key_not_found};
    if (before->version != w.version) return {HomeSaveOutcome::stale};
    if (auto refused = check_products(c, w.product_ids)) return *refused;
    const std::string now = now_iso();
    // A product that stays keeps its item (id and offer_details); a new one starts with none.
    std::map<std::string, std::pair<std::string, std::string>> kept;
    auto old = c.exec("SELECT prod_id, id, offer_details FROM offer_items WHERE offer_id = $1", before->id);
    while (old.step()) kept[old.get_text(0)] = {old.get_text(1), old.get_text(2)};
    c.exec("DELETE FROM offer_items WHERE offer_id = $1", before->id);
    for (std::size_t i = 0; i < w.product_ids.size(); ++i) {
      auto found = kept.find(w.product_ids[i]);
      const auto item = found != kept.end() ? found->second : std::pair<std::string, std::string>{new_id(), ""};
      c.exec("INSERT INTO offer_items(id, offer_id, prod_id, offer_details, sort_order) VALUES($1, $2, $3, $4, $5)",
             item.first, before->id, w.product_ids[i], item.second, static_cast<std::int64_t>(i));
    }
    c.exec("UPDATE offers SET title = $2, status = $3, version = version + 1, updated_at = $4 WHERE id = $1",
           before->id, w.title, w.status, now);
    auto after = load_offer(c, w.key);
    insert_audit(c, home_admin_rows::list_audit(actor_id, "offer.save", w.key, *before, *after), now);
    return {HomeSaveOutcome::saved};
  });
}

}  // namespace karyana::store::postgres
