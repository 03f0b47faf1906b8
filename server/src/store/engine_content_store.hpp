// Content written once for both engines (issue 20): ContentStoreOver<Sql> is the ContentStore of an
// engine whose statements `Sql` hands in, so a page's banners and an offer's items are put
// together alike on SQLite and PostgreSQL.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "store/content_store.hpp"
#include "store/store_over.hpp"

namespace karyana::store {

// An offer_items row: the item, its product and the offer's text for it.
struct OfferItemRow {
  std::string id;
  std::string prod_id;
  std::string offer_details;
};

// Sql: the engine's Database and Connection types and static functions over a connection:
//   page_by_slug(c, slug) → optional Page;
//   banner_group(c, column, value) → optional BannerGroup without items, where `column` ("key" or
//     "id") is `value`; banner_items(c, group_id) in their order;
//   page_settings(c, key) → optional PageSettings without banners or lists; banner_slots(c,
//     page_setting_id) → (slot key, banner group id) in slot order; load_product_lists(c, settings)
//     fills settings.products (each list's ids in order, and the listed products among them);
//   offer(c, key) → optional Offer without items; offer_items(c, offer_id) in their order;
//   products_by_ids(c, ids, listed_only) as CatalogueStore's.
template <class Sql>
class ContentStoreOver final : public StoreOver<Sql, ContentStore> {
 public:
  using StoreOver<Sql, ContentStore>::StoreOver;

  std::optional<Page> page_by_slug(const std::string& slug) override {
    return this->read([&](auto& c) { return Sql::page_by_slug(c, slug); });
  }

  std::optional<PageSettings> page_settings_by_key(const std::string& key) override {
    return this->read([&](auto& c) -> std::optional<PageSettings> {
      auto settings = Sql::page_settings(c, key);
      if (!settings) return std::nullopt;
      for (auto& [slot_key, group_id] : Sql::banner_slots(c, settings->id))
        if (auto group = banner_group(c, "id", group_id)) settings->banners.push_back({slot_key, std::move(*group)});
      Sql::load_product_lists(c, *settings);
      return settings;
    });
  }

  std::optional<BannerGroup> banner_group_by_key(const std::string& key) override {
    return this->read([&](auto& c) { return banner_group(c, "key", key); });
  }

  std::optional<Offer> offer_by_key(const std::string& key) override {
    return this->read([&](auto& c) -> std::optional<Offer> {
      auto offer = Sql::offer(c, key);
      if (!offer) return std::nullopt;
      const std::vector<OfferItemRow> items = Sql::offer_items(c, offer->id);
      std::vector<std::string> prod_ids;
      for (const auto& item : items) prod_ids.push_back(item.prod_id);
      auto products = Sql::products_by_ids(c, prod_ids, /*listed_only=*/true);
      for (const auto& item : items) {
        for (auto& p : products) {
          if (p.id != item.prod_id) continue;
          offer->items.push_back({item.id, item.offer_details, p});
          break;
        }
      }
      return offer;
    });
  }

 private:
  using Connection = typename Sql::Connection;

  static std::optional<BannerGroup> banner_group(Connection& c, const char* column, const std::string& value) {
    auto group = Sql::banner_group(c, column, value);
    if (group) group->items = Sql::banner_items(c, group->id);
    return group;
  }
};

}  // namespace karyana::store
