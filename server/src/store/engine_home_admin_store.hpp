// The console's home page written once for both engines (issue 20): HomeAdminStoreOver<Sql> is the
// HomeAdminStore of an engine whose statements `Sql` hands in. Each save is one transaction that
// checks the version, replaces the items in the order sent and leaves its audit row; an unknown
// key, a stale version, an item of another group, an upload that is not a staff picture or a
// product unknown or unpublished changes nothing — alike on SQLite and PostgreSQL.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "store/clock.hpp"
#include "store/home_admin_rows.hpp"
#include "store/home_admin_store.hpp"
#include "store/ids.hpp"
#include "store/store_over.hpp"

namespace karyana::store {

// An offer_items row as a save writes it: the item id, its product, the offer's text for it.
struct OfferItemWrite {
  std::string id;
  std::string prod_id;
  std::string offer_details;
};

// Sql: the engine's Database and Connection types and static functions over a connection; `lock`
// when a save reads the row to check its version (the engine keeps it unchanged till COMMIT):
//   banner_group_keys(c, page_key), product_list_keys(c, page_key) → in the page's slot order;
//   banner_group(c, key, lock) → optional AdminBannerGroup without items, only a group the home
//     page shows; banner_items(c, group_id) in order;
//   home_list(c, key, lock), offer(c, key, lock) → optional AdminProductList without products;
//   list_product_ids(c, list_id), offer_product_ids(c, offer_id) in order;
//   products_by_ids(c, ids, listed_only) as CatalogueStore's;
//   product_statuses(c, ids) → status by id of those that exist;
//   staff_picture(c, upload_id) → optional (img, thumb) of a staff member's picture upload;
//   replace_banner_items(c, group_id, items), set_banner_group_status(c, group_id, status, now);
//   replace_list_products(c, list_id, product_ids), set_list_title(c, list_id, title),
//     touch_page(c, page_key, now);
//   offer_items_by_product(c, offer_id) → (item id, offer_details) by product id;
//   replace_offer_items(c, offer_id, items), set_offer(c, offer_id, title, status, now);
//   insert_audit(c, entry, now). Every set_* adds one to the row's version.
template <class Sql>
class HomeAdminStoreOver final : public StoreOver<Sql, HomeAdminStore> {
 public:
  using StoreOver<Sql, HomeAdminStore>::StoreOver;

  AdminHomePage home_page() override {
    return this->read([&](auto& c) {
      AdminHomePage page;
      for (const auto& key : Sql::banner_group_keys(c, home_admin_rows::kHomeKey))
        if (auto g = banner_group(c, key, false)) page.banners.push_back(std::move(*g));
      for (const auto& key : Sql::product_list_keys(c, home_admin_rows::kHomeKey))
        if (auto l = home_list(c, key, false)) page.lists.push_back(std::move(*l));
      page.offer = offer_of(c, home_admin_rows::kOfferKey, false);
      return page;
    });
  }

  std::optional<AdminProductList> offer(const std::string& key) override {
    return this->read([&](auto& c) { return offer_of(c, key, false); });
  }

  HomeSaveResult save_banner_group(const std::string& actor_id, const BannerGroupWrite& w) override {
    return this->write([&](auto& c) -> HomeSaveResult {
      auto before = banner_group(c, w.key, /*lock=*/true);
      if (!before) return {HomeSaveOutcome::key_not_found};
      if (before->version != w.version) return {HomeSaveOutcome::stale};
      // Each item's picture: one of this group's items kept, or a staff member's picture upload.
      auto written = home_admin_rows::banner_items(
          before->group, w.items, [&](const std::string& upload_id) { return Sql::staff_picture(c, upload_id); });
      if (written.refusal) return *written.refusal;
      const std::string now = now_iso();
      Sql::replace_banner_items(c, before->group.id, written.items);
      Sql::set_banner_group_status(c, before->group.id, w.status, now);
      auto after = banner_group(c, w.key, false);
      Sql::insert_audit(c, home_admin_rows::banner_audit(actor_id, w.key, before->group, after->group), now);
      return {HomeSaveOutcome::saved};
    });
  }

  HomeSaveResult save_home_list(const std::string& actor_id, const ProductListWrite& w) override {
    return this->write([&](auto& c) -> HomeSaveResult {
      auto before = home_list(c, w.key, /*lock=*/true);
      if (!before) return {HomeSaveOutcome::key_not_found};
      if (before->version != w.version) return {HomeSaveOutcome::stale};
      if (auto refused = check_products(c, w.product_ids)) return *refused;
      const std::string now = now_iso();
      Sql::replace_list_products(c, before->id, w.product_ids);
      Sql::set_list_title(c, before->id, w.title);
      Sql::touch_page(c, home_admin_rows::kHomeKey, now);
      auto after = home_list(c, w.key, false);
      Sql::insert_audit(c, home_admin_rows::list_audit(actor_id, "home.list", w.key, *before, *after), now);
      return {HomeSaveOutcome::saved};
    });
  }

  HomeSaveResult save_offer(const std::string& actor_id, const ProductListWrite& w) override {
    return this->write([&](auto& c) -> HomeSaveResult {
      auto before = offer_of(c, w.key, /*lock=*/true);
      if (!before) return {HomeSaveOutcome::key_not_found};
      if (before->version != w.version) return {HomeSaveOutcome::stale};
      if (auto refused = check_products(c, w.product_ids)) return *refused;
      const std::string now = now_iso();
      // A product that stays keeps its item (id and offer_details); a new one starts with none.
      const auto kept = Sql::offer_items_by_product(c, before->id);
      std::vector<OfferItemWrite> items;
      for (const auto& prod_id : w.product_ids) {
        auto found = kept.find(prod_id);
        const auto item = found != kept.end() ? found->second : std::pair<std::string, std::string>{new_id(), ""};
        items.push_back({item.first, prod_id, item.second});
      }
      Sql::replace_offer_items(c, before->id, items);
      Sql::set_offer(c, before->id, w.title, w.status, now);
      auto after = offer_of(c, w.key, false);
      Sql::insert_audit(c, home_admin_rows::list_audit(actor_id, "offer.save", w.key, *before, *after), now);
      return {HomeSaveOutcome::saved};
    });
  }

 private:
  using Connection = typename Sql::Connection;

  static std::vector<HomeProduct> home_products(Connection& c, const std::vector<std::string>& ids) {
    std::set<std::string> listed;
    for (const auto& p : Sql::products_by_ids(c, ids, /*listed_only=*/true)) listed.insert(p.id);
    std::vector<HomeProduct> out;
    for (auto& p : Sql::products_by_ids(c, ids, /*listed_only=*/false)) {
      const bool shown = listed.contains(p.id);
      out.push_back({std::move(p), shown});
    }
    return out;
  }

  static std::optional<AdminBannerGroup> banner_group(Connection& c, const std::string& key, bool lock) {
    auto group = Sql::banner_group(c, key, lock);
    if (group) group->group.items = Sql::banner_items(c, group->group.id);
    return group;
  }

  static std::optional<AdminProductList> home_list(Connection& c, const std::string& key, bool lock) {
    auto list = Sql::home_list(c, key, lock);
    if (list) list->products = home_products(c, Sql::list_product_ids(c, list->id));
    return list;
  }

  static std::optional<AdminProductList> offer_of(Connection& c, const std::string& key, bool lock) {
    auto offer = Sql::offer(c, key, lock);
    if (offer) offer->products = home_products(c, Sql::offer_product_ids(c, offer->id));
    return offer;
  }

  // The first product that is unknown or not published (nullopt: all fine).
  static std::optional<HomeSaveResult> check_products(Connection& c, const std::vector<std::string>& ids) {
    const std::map<std::string, std::string> status = Sql::product_statuses(c, ids);
    return home_admin_rows::check_products(ids, [&](const std::string& id) -> std::optional<std::string> {
      auto found = status.find(id);
      if (found == status.end()) return std::nullopt;
      return found->second;
    });
  }
};

}  // namespace karyana::store
