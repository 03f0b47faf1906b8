// Plain records the stores return. Ids are 24-hex text (store/ids.hpp), times are UTC
// ISO-8601 text (store/clock.hpp), money is integer paisa (RS 1 = 100 paisa), image fields are
// URL paths under /media/ (e.g. "/media/products/olpers-milk-1-litre.jpg").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace karyana::store {

using Paisa = std::int64_t;

// ---------------------------------------------------------------- catalogue

struct Category {
  std::string id;
  std::string title;
  std::string slug;
  std::string status;            // enabled | disabled
  std::string parent_cat_id;     // "" for a top-level category
  std::string parent_cat_title;  // "" for a top-level category
  int sort_order = 0;
  std::string menu_bg_img, menu_bg_img_thumb;
  std::string title_img, title_img_thumb;
  std::string seo_title, seo_desc;
  // Published products in this category and its descendants (filled by list queries).
  std::int64_t product_count = 0;
};

struct AttributeValue {
  std::string id;  // the attribute's id
  std::string title;
  std::string slug;
  std::string code;
  int show_in_store = 1;  // 1 or more: shown on cards and the detail page
  std::string value;
  std::string display_as;
  std::string seo_title, seo_desc;
};

struct ProductType {
  std::string id;
  std::string title;
  std::string slug;
  double tax_value = 0;  // with tax_unit "%": percent of the price
  std::string tax_unit = "%";
  std::vector<AttributeValue> attributes;  // the type's attributes (value empty)
};

struct GalleryImage {
  std::string id;
  std::string img;
  std::string thumb;
  std::string prod_id;
};

struct Product {
  std::string id;
  std::string title;
  std::string slug;
  std::string short_description;
  std::string details;  // HTML
  std::string barcode;
  std::string brand;
  std::int64_t available_qty = 0;
  std::int64_t reserved_for_order = 0;
  std::int64_t limit_max_qty_in_cart = 0;  // 0: no limit
  std::string type_id;
  std::string cat_id;
  int taxable = 0;
  std::string tags;  // comma-separated
  Paisa cost = 0;
  Paisa price = 0;
  Paisa price_was = 0;
  std::string picture, picture_thumb;
  double rating = 0;
  bool free_shipping = false;
  std::string status;  // published | draft | ...
  std::string published_at, created_at, updated_at;
  std::string seo_title, seo_desc;

  std::vector<AttributeValue> attributes;  // attributes_v2, in display order
  std::optional<ProductType> type;
  std::vector<GalleryImage> gallery;
  std::optional<Category> category;  // its own category (any status), product_count unused
};

struct ProductQuery {
  std::string cat_slug;  // "" for all categories; otherwise the category and its descendants
  int first = 20;        // page size (clamped to 0..100)
  std::string after;     // opaque cursor from ProductPage::end_cursor, "" for the first page
  // Only published products of enabled categories are listed.
};

struct ProductPage {
  std::vector<Product> items;  // with attributes, type, gallery and category filled
  std::int64_t total_count = 0;
  std::vector<std::string> cursors;  // one per item: where the page after that item starts
  std::string end_cursor;            // cursor of the last item ("" when empty)
  bool has_next_page = false;
};

// ---------------------------------------------------------------- content

struct OfferItem {
  std::string id;
  std::string offer_details;
  Product prod;
};

struct Offer {
  std::string id;
  std::string title;
  std::string key;
  std::string type;
  int deleteable = 1;
  std::string status;
  std::vector<OfferItem> items;  // only published products
};

struct BannerItem {
  std::string id;
  std::string title;
  std::string img;
  std::string thumb;
  std::string url;
};

struct BannerGroup {
  std::string id;
  std::string title;
  std::string key;
  int height = 0;
  int width = 0;
  std::string status;
  int deleteable = 1;
  std::vector<BannerItem> items;
};

struct PageBanner {
  std::string key;
  BannerGroup banner;
};

struct PageProductList {
  std::string key;
  std::string title;
  std::vector<std::string> ids;   // all listed product ids, in order
  std::vector<Product> products;  // the published ones among them
};

struct PageSettings {
  std::string id;
  std::string title;
  std::string key;
  std::vector<PageBanner> banners;
  std::vector<PageProductList> products;
};

struct Page {
  std::string id;
  std::string title;
  std::string slug;
  std::string body;  // HTML
  std::string status;
  std::string seo_title, seo_desc;
  std::string created_at, updated_at;
};

// ---------------------------------------------------------------- geography and slots

struct LatLng {
  double lat = 0;
  double lng = 0;
};

struct GeoZone {
  std::string id;
  std::string title;
  std::string category;      // service-area
  std::string polygon_json;  // {"type":"Polygon","coordinates":[[[lat,lng],...]]}
  std::vector<LatLng> ring;  // the outer ring, parsed from polygon_json
  std::string status;
  std::string city;
  std::string created_at, updated_at;
};

struct Location {
  std::string id;
  std::string title;
  std::string code;
  double lat = 0, lng = 0;
  double latitude_delta = 0, longitude_delta = 0;
  std::string type;
  std::string city;
};

struct DeliverySlot {
  std::string id;
  std::string day;                   // Mon … Sun
  int day_index = 0;                 // 0 = Monday
  std::string start_time, end_time;  // HH:MM local
  std::string timezone;              // Asia/Karachi
  int utc_offset_minutes = 300;
  std::string time_range_utc;  // JSON text ["HH:MM","HH:MM"] in UTC
  std::string blocked_dates;   // comma-separated DD-MM-YYYY
  std::int64_t max_order_limit = 0;
  std::string status;
};

}  // namespace karyana::store
