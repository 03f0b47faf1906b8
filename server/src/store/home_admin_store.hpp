// The home page and offers as the console changes them (issue 18; contract in docs/api.md 'Staff:
// home page and offers'): the banner groups, product lists and 'last-min' offer that the store
// front's pageSettingByKey('home') and offerByKey read. Each carries a version (migration 0015)
// that every save bumps; a save naming an older one is refused. Every save replaces the whole
// group, list or offer in one transaction with its audit row. Rules are domain/home_rules'.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

struct AdminBannerGroup {
  BannerGroup group;  // any status, items in order
  std::int64_t version = 0;
};

struct HomeProduct {
  Product product;      // any status
  bool listed = false;  // the store front shows it now (published, in a visible category)
};

struct AdminProductList {
  std::string id, key, title;
  std::string status;  // "" for a home list; published | draft for an offer
  std::vector<HomeProduct> products;
  std::int64_t version = 0;
};

struct AdminHomePage {
  std::vector<AdminBannerGroup> banners;  // the 'home' page's slot order
  std::vector<AdminProductList> lists;    // the 'home' page's list order
  std::optional<AdminProductList> offer;  // 'last-min'
};

struct BannerItemWrite {
  std::string keep_id;    // one of the group's items whose picture stays; "" for a new picture
  std::string upload_id;  // the new picture: a staff member's upload of kind 'picture'
  std::string url;
};

struct BannerGroupWrite {
  std::string key;
  std::int64_t version = 0;
  std::string status;
  std::vector<BannerItemWrite> items;
};

struct ProductListWrite {
  std::string key;
  std::int64_t version = 0;
  std::string title;
  std::string status;  // offers only
  std::vector<std::string> product_ids;
};

enum class HomeSaveOutcome {
  saved,
  key_not_found,
  stale,
  item_not_found,    // a kept item that is not (any more) in the group
  upload_not_found,  // not a picture upload (kind 'picture') of a staff member
  product_not_found,
  product_unpublished,
};

struct HomeSaveResult {
  HomeSaveOutcome outcome = HomeSaveOutcome::key_not_found;
  std::size_t index = 0;  // the item or product at fault
};

class HomeAdminStore {
 public:
  virtual ~HomeAdminStore() = default;

  virtual AdminHomePage home_page() = 0;
  // Any offer by key (the home page carries 'last-min').
  virtual std::optional<AdminProductList> offer(const std::string& key) = 0;
  // A banner group shown on the 'home' page. Audited 'home.banners' (subject the key).
  virtual HomeSaveResult save_banner_group(const std::string& actor_id, const BannerGroupWrite& write) = 0;
  // A product list of the 'home' page. Audited 'home.list'.
  virtual HomeSaveResult save_home_list(const std::string& actor_id, const ProductListWrite& write) = 0;
  // An offer by key. Audited 'offer.save'.
  virtual HomeSaveResult save_offer(const std::string& actor_id, const ProductListWrite& write) = 0;
};

}  // namespace karyana::store
