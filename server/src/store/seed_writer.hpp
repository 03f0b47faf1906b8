// Bulk writes of the demo seed (seed/): every row of the demo store, written inside one
// transaction. Rows that already exist are kept as they are (a second seed adds nothing and
// never overwrites changes made since, such as stock or settings), so every write here is
// "insert unless present".
//
//   stores->seeding().write([&](store::SeedWriter& w) { w.category(c); w.product(p); ... });
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "store/records.hpp"

namespace karyana::store {

struct SeedPage {
  std::string id, title, slug, body, seo_title, seo_desc, created_at;  // published, updated_at = created_at
};

struct SeedSlot {
  std::string id, day;
  int day_index = 0;  // 0 Monday … 6 Sunday
  std::string start_time, end_time, timezone;
  int utc_offset_minutes = 0;
  std::string time_range_utc;  // JSON ["HH:MM","HH:MM"]
  int max_order_limit = 0;     // enabled, no blocked dates
};

struct SeedLocation {
  std::string id, title, code;
  double lat = 0, lng = 0;
  std::string type, city;  // a 0.01° box around the point
};

struct SeedVoucher {
  std::string id, title, details, code, discount_type;  // "%" or "fix"
  std::int64_t discount_amount = 0;                     // paisa, for "fix"
  double discount_percent = 0;                          // for "%"
  int limit_usage = 0;                                  // 0: no limit
  int limit_one_per_customer = 0;
  std::string activation_date, deactivation_date;  // published
};

class SeedWriter {
 public:
  virtual ~SeedWriter() = default;
  // The catalogue.
  virtual void product_type(const ProductType& type) = 0;       // tax_value in percent
  virtual void attribute(const AttributeValue& attribute) = 0;  // id, title, slug, code, show_in_store; text
  virtual void type_attribute(const std::string& type_id, const std::string& attribute_id, int sort_order) = 0;
  virtual void category(const Category& category) = 0;  // parent_cat_title and product_count unused
  virtual void product(const Product& product) = 0;     // the row only: not its attributes, type or gallery
  virtual void product_attribute_value(const std::string& product_id, const std::string& attribute_id,
                                       const std::string& value, int sort_order) = 0;
  virtual void gallery_image(const GalleryImage& image, int sort_order) = 0;
  // Settings and the home page.
  virtual void setting(const std::string& key, const std::string& value) = 0;
  virtual void page_settings(const std::string& id, const std::string& title, const std::string& key) = 0;
  virtual void banner_group(const std::string& id, const std::string& title, const std::string& key, int height,
                            int width) = 0;  // published, not deleteable
  virtual void banner_item(const std::string& id, const std::string& group_id, const BannerItem& item,
                           int sort_order) = 0;
  virtual void page_settings_banner(const std::string& page_settings_id, const std::string& key,
                                    const std::string& group_id, int sort_order) = 0;
  virtual void page_settings_list(const std::string& id, const std::string& page_settings_id, const std::string& key,
                                  const std::string& title, int sort_order) = 0;
  virtual void page_settings_list_product(const std::string& list_id, const std::string& product_id,
                                          int sort_order) = 0;
  virtual void offer(const std::string& id, const std::string& title, const std::string& key,
                     const std::string& type) = 0;  // published, not deleteable
  virtual void offer_item(const std::string& id, const std::string& offer_id, const std::string& product_id,
                          const std::string& details, int sort_order) = 0;
  // Pages, delivery slots, the service area and gazetteer, vouchers.
  virtual void page(const SeedPage& page) = 0;
  virtual void delivery_slot(const SeedSlot& slot) = 0;
  virtual void geo_zone(const std::string& id, const std::string& title, const std::string& category,
                        const std::string& polygon_geojson, const std::string& city) = 0;  // published
  virtual void location(const SeedLocation& location) = 0;
  virtual void voucher(const SeedVoucher& voucher) = 0;
  virtual void voucher_requirement(const std::string& id, const std::string& voucher_id, const std::string& type,
                                   const std::string& value, int sort_order) = 0;
};

class SeedStore {
 public:
  virtual ~SeedStore() = default;
  // Runs `body` in one write transaction: all of its rows, or none when it throws.
  virtual void write(const std::function<void(SeedWriter&)>& body) = 0;
  // True when there is at least one product (the demo or any catalogue).
  virtual bool has_products() = 0;
};

}  // namespace karyana::store
