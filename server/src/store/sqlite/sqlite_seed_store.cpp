#include "store/sqlite/sqlite_seed_store.hpp"

#include <optional>

namespace karyana::store::sqlite {

namespace {

std::optional<std::string> or_null(const std::string& s) { return s.empty() ? std::nullopt : std::optional(s); }

class SqliteSeedWriter final : public SeedWriter {
 public:
  explicit SqliteSeedWriter(Connection& c) : c_(c) {}

  void product_type(const ProductType& t) override {
    c_.prepare(
          "INSERT INTO product_types(id, title, slug, tax_value, tax_unit) VALUES(?1, ?2, ?3, ?4, '%')"
          " ON CONFLICT DO NOTHING")
        .bind_all(t.id, t.title, t.slug, t.tax_value)
        .run();
  }
  void attribute(const AttributeValue& a) override {
    c_.prepare(
          "INSERT INTO attributes(id, title, slug, code, show_in_store, display_as, seo_title, seo_desc)"
          " VALUES(?1, ?2, ?3, ?4, ?5, 'text', ?2, '') ON CONFLICT DO NOTHING")
        .bind_all(a.id, a.title, a.slug, a.code, a.show_in_store)
        .run();
  }
  void type_attribute(const std::string& type_id, const std::string& attribute_id, int sort_order) override {
    c_.prepare(
          "INSERT INTO product_type_attributes(type_id, attribute_id, sort_order) VALUES(?1, ?2, ?3)"
          " ON CONFLICT DO NOTHING")
        .bind_all(type_id, attribute_id, sort_order)
        .run();
  }
  void category(const Category& r) override {
    c_.prepare(
          "INSERT INTO product_categories(id, title, slug, status, parent_cat_id, sort_order, menu_bg_img,"
          " menu_bg_img_thumb, title_img, title_img_thumb, seo_title, seo_desc)"
          " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12) ON CONFLICT DO NOTHING")
        .bind_all(r.id, r.title, r.slug, r.status, or_null(r.parent_cat_id), r.sort_order, or_null(r.menu_bg_img),
                  or_null(r.menu_bg_img_thumb), or_null(r.title_img), or_null(r.title_img_thumb), r.seo_title,
                  r.seo_desc)
        .run();
  }
  void product(const Product& r) override {
    c_.prepare(
          "INSERT INTO products(id, title, slug, short_description, details, barcode, brand, available_qty,"
          " reserved_for_order, limit_max_qty_in_cart, type_id, cat_id, taxable, tags, cost, price, price_was,"
          " picture, picture_thumb, rating, free_shipping, status, published_at, seo_title, seo_desc, created_at,"
          " updated_at)"
          " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20,"
          " ?21, ?22, ?23, ?24, ?25, ?26) ON CONFLICT DO NOTHING")
        .bind_all(r.id, r.title, r.slug, r.short_description, r.details, or_null(r.barcode), r.brand, r.available_qty,
                  r.limit_max_qty_in_cart, r.type_id, r.cat_id, r.taxable, r.tags, r.cost, r.price, r.price_was,
                  r.picture, r.picture_thumb, r.rating, r.free_shipping ? 1 : 0, r.status, r.published_at, r.seo_title,
                  r.seo_desc, r.created_at, r.updated_at)
        .run();
  }
  void product_attribute_value(const std::string& product_id, const std::string& attribute_id, const std::string& value,
                               int sort_order) override {
    c_.prepare(
          "INSERT INTO product_attribute_values(product_id, attribute_id, value, sort_order) VALUES(?1, ?2, ?3, ?4)"
          " ON CONFLICT DO NOTHING")
        .bind_all(product_id, attribute_id, value, sort_order)
        .run();
  }
  void gallery_image(const GalleryImage& g, int sort_order) override {
    c_.prepare(
          "INSERT INTO product_gallery(id, prod_id, img, thumb, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)"
          " ON CONFLICT DO NOTHING")
        .bind_all(g.id, g.prod_id, g.img, g.thumb, sort_order)
        .run();
  }
  void setting(const std::string& key, const std::string& value) override {
    c_.prepare("INSERT INTO settings(key, value) VALUES(?1, ?2) ON CONFLICT(key) DO NOTHING")
        .bind_all(key, value)
        .run();
  }
  void page_settings(const std::string& id, const std::string& title, const std::string& key) override {
    c_.prepare("INSERT INTO page_settings(id, title, key) VALUES(?1, ?2, ?3) ON CONFLICT DO NOTHING")
        .bind_all(id, title, key)
        .run();
  }
  void banner_group(const std::string& id, const std::string& title, const std::string& key, int height,
                    int width) override {
    c_.prepare(
          "INSERT INTO banner_groups(id, title, key, height, width, status, deleteable)"
          " VALUES(?1, ?2, ?3, ?4, ?5, 'published', 0) ON CONFLICT DO NOTHING")
        .bind_all(id, title, key, height, width)
        .run();
  }
  void banner_item(const std::string& id, const std::string& group_id, const BannerItem& i, int sort_order) override {
    c_.prepare(
          "INSERT INTO banner_items(id, group_id, title, img, thumb, url, sort_order)"
          " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7) ON CONFLICT DO NOTHING")
        .bind_all(id, group_id, i.title, i.img, i.thumb, i.url, sort_order)
        .run();
  }
  void page_settings_banner(const std::string& page_settings_id, const std::string& key, const std::string& group_id,
                            int sort_order) override {
    c_.prepare(
          "INSERT INTO page_setting_banners(page_setting_id, key, banner_group_id, sort_order)"
          " VALUES(?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING")
        .bind_all(page_settings_id, key, group_id, sort_order)
        .run();
  }
  void page_settings_list(const std::string& id, const std::string& page_settings_id, const std::string& key,
                          const std::string& title, int sort_order) override {
    c_.prepare(
          "INSERT INTO page_setting_product_lists(id, page_setting_id, key, title, sort_order)"
          " VALUES(?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING")
        .bind_all(id, page_settings_id, key, title, sort_order)
        .run();
  }
  void page_settings_list_product(const std::string& list_id, const std::string& product_id, int sort_order) override {
    c_.prepare(
          "INSERT INTO page_setting_list_products(list_id, product_id, sort_order) VALUES(?1, ?2, ?3)"
          " ON CONFLICT DO NOTHING")
        .bind_all(list_id, product_id, sort_order)
        .run();
  }
  void offer(const std::string& id, const std::string& title, const std::string& key,
             const std::string& type) override {
    c_.prepare(
          "INSERT INTO offers(id, title, key, type, deleteable, status) VALUES(?1, ?2, ?3, ?4, 0, 'published')"
          " ON CONFLICT DO NOTHING")
        .bind_all(id, title, key, type)
        .run();
  }
  void offer_item(const std::string& id, const std::string& offer_id, const std::string& product_id,
                  const std::string& details, int sort_order) override {
    c_.prepare(
          "INSERT INTO offer_items(id, offer_id, prod_id, offer_details, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)"
          " ON CONFLICT DO NOTHING")
        .bind_all(id, offer_id, product_id, details, sort_order)
        .run();
  }
  void page(const SeedPage& p) override {
    c_.prepare(
          "INSERT INTO pages(id, title, slug, body, status, seo_title, seo_desc, created_at, updated_at)"
          " VALUES(?1, ?2, ?3, ?4, 'published', ?5, ?6, ?7, ?7) ON CONFLICT DO NOTHING")
        .bind_all(p.id, p.title, p.slug, p.body, p.seo_title, p.seo_desc, p.created_at)
        .run();
  }
  void delivery_slot(const SeedSlot& s) override {
    c_.prepare(
          "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, timezone, utc_offset_minutes,"
          " time_range_utc, blocked_dates, max_order_limit, status)"
          " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, '', ?9, 'enabled') ON CONFLICT DO NOTHING")
        .bind_all(s.id, s.day, s.day_index, s.start_time, s.end_time, s.timezone, s.utc_offset_minutes,
                  s.time_range_utc, s.max_order_limit)
        .run();
  }
  void geo_zone(const std::string& id, const std::string& title, const std::string& category,
                const std::string& polygon_geojson, const std::string& city) override {
    c_.prepare(
          "INSERT INTO geo_zones(id, title, category, polygon, status, city) VALUES(?1, ?2, ?3, ?4, 'published', ?5)"
          " ON CONFLICT DO NOTHING")
        .bind_all(id, title, category, polygon_geojson, city)
        .run();
  }
  void location(const SeedLocation& l) override {
    c_.prepare(
          "INSERT INTO locations(id, title, code, lat, lng, latitude_delta, longitude_delta, type, city)"
          " VALUES(?1, ?2, ?3, ?4, ?5, 0.01, 0.01, ?6, ?7) ON CONFLICT DO NOTHING")
        .bind_all(l.id, l.title, l.code, l.lat, l.lng, l.type, l.city)
        .run();
  }
  void voucher(const SeedVoucher& v) override {
    c_.prepare(
          "INSERT INTO vouchers(id, title, details, code, discount_type, discount_amount, discount_percent,"
          " limit_usage, limit_one_per_customer, status, activation_date, deactivation_date)"
          " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'published', ?10, ?11) ON CONFLICT DO NOTHING")
        .bind_all(v.id, v.title, v.details, v.code, v.discount_type, v.discount_amount, v.discount_percent,
                  v.limit_usage, v.limit_one_per_customer, v.activation_date, v.deactivation_date)
        .run();
  }
  void voucher_requirement(const std::string& id, const std::string& voucher_id, const std::string& type,
                           const std::string& value, int sort_order) override {
    c_.prepare(
          "INSERT INTO voucher_requirements(id, voucher_id, type, value, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)"
          " ON CONFLICT DO NOTHING")
        .bind_all(id, voucher_id, type, value, sort_order)
        .run();
  }

 private:
  Connection& c_;
};

class SqliteSeedStore final : public SeedStore {
 public:
  explicit SqliteSeedStore(Database& db) : db_(db) {}

  void write(const std::function<void(SeedWriter&)>& body) override {
    db_.write([&](Connection& c) {
      SqliteSeedWriter writer(c);
      body(writer);
    });
  }

  bool has_products() override {
    return db_.read([](Connection& c) {
      auto st = c.prepare("SELECT EXISTS (SELECT 1 FROM products)");
      st.step();
      return st.get_int(0) != 0;
    });
  }

 private:
  Database& db_;
};

}  // namespace

std::unique_ptr<SeedStore> make_sqlite_seed_store(Database& db) { return std::make_unique<SqliteSeedStore>(db); }

}  // namespace karyana::store::sqlite
