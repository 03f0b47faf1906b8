// Content: pages, page settings (banners and product lists), banner groups, offers.
#pragma once

#include <optional>
#include <string>

#include "store/records.hpp"

namespace karyana::store {

class ContentStore {
 public:
  virtual ~ContentStore() = default;
  // Any status (the record carries it).
  virtual std::optional<Page> page_by_slug(const std::string& slug) = 0;
  // Banners in slot order with their items; product lists with the products a customer may see
  // listed (published, in a visible category).
  virtual std::optional<PageSettings> page_settings_by_key(const std::string& key) = 0;
  virtual std::optional<BannerGroup> banner_group_by_key(const std::string& key) = 0;
  // The offer with its items whose products a customer may see listed.
  virtual std::optional<Offer> offer_by_key(const std::string& key) = 0;
};

}  // namespace karyana::store
