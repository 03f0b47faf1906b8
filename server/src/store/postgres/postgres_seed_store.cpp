// The demo seed on PostgreSQL in bulk: the writer buffers each table's rows as one array per column
// and writes a table in one INSERT … SELECT FROM unnest(…) (a round trip per table and batch,
// not per row: the seed writes tens of thousands of rows). Batches flush every table in
// foreign-key order, parents first, so a child never precedes its parent; within one statement
// PostgreSQL checks keys at its end (a category's parent may be in the same batch). Rows that
// exist are kept (ON CONFLICT DO NOTHING), as on SQLite; products get their seq in call order.
#include <charconv>
#include <optional>

#include "store/postgres/postgres_stores.hpp"

namespace karyana::store::postgres {

namespace {

// One table's pending rows: a PostgreSQL array literal per column.
class BulkTable {
 public:
  // columns: "name type", e.g. {"id text", "sort_order bigint"}; conflict: "" or "(key)".
  BulkTable(std::string table, std::vector<std::pair<std::string, std::string>> columns, std::string conflict = "")
      : table_(std::move(table)),
        columns_(std::move(columns)),
        conflict_(std::move(conflict)),
        arrays_(columns_.size(), "{") {}

  // Appends one row: one value per column, in order.
  template <class... Values>
  void row(const Values&... values) {
    std::size_t column = 0;
    (append(column++, values), ...);
    ++rows_;
  }
  std::size_t pending() const { return rows_; }

  void flush(Connection& c) {
    if (!rows_) return;
    std::string names, typed, alias;
    Params params;
    for (std::size_t i = 0; i < columns_.size(); ++i) {
      const auto& [name, type] = columns_[i];
      const std::string sep = i ? ", " : "";
      names += sep + name;
      typed += sep + "$" + std::to_string(i + 1) + "::" + type + "[]";
      arrays_[i] += '}';
      params.add(arrays_[i]);
      arrays_[i] = "{";
    }
    c.exec_params("INSERT INTO " + table_ + "(" + names + ") SELECT " + names + " FROM unnest(" + typed +
                      ") WITH ORDINALITY AS u(" + names + ", ord) ORDER BY ord ON CONFLICT " + conflict_ +
                      " DO NOTHING",
                  params);
    rows_ = 0;
  }

 private:
  void separate(std::size_t column) {
    if (arrays_[column].size() > 1) arrays_[column] += ',';
  }
  void append(std::size_t column, const std::string& value) {
    separate(column);
    auto& out = arrays_[column];
    out += '"';
    for (char ch : value) {
      if (ch == '"' || ch == '\\') out += '\\';
      out += ch;
    }
    out += '"';
  }
  void append(std::size_t column, const char* value) { append(column, std::string(value)); }
  void append(std::size_t column, const std::optional<std::string>& value) {
    if (value) return append(column, *value);
    separate(column);
    arrays_[column] += "NULL";
  }
  void append(std::size_t column, std::int64_t value) {
    separate(column);
    arrays_[column] += std::to_string(value);
  }
  void append(std::size_t column, int value) { append(column, static_cast<std::int64_t>(value)); }
  void append(std::size_t column, double value) {
    separate(column);
    char buffer[32];
    auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);  // shortest exact form, as Params
    arrays_[column].append(buffer, end);
  }

  std::string table_;
  std::vector<std::pair<std::string, std::string>> columns_;
  std::string conflict_;
  std::vector<std::string> arrays_;
  std::size_t rows_ = 0;
};

std::optional<std::string> or_null(const std::string& s) { return s.empty() ? std::nullopt : std::optional(s); }

constexpr std::size_t kBatchRows = 20'000;  // pending rows (all tables) that trigger a flush

class PostgresSeedWriter final : public SeedWriter {
 public:
  explicit PostgresSeedWriter(Connection& c) : c_(c) {}

  void product_type(const ProductType& t) override { add(types_, t.id, t.title, t.slug, t.tax_value, "%"); }
  void attribute(const AttributeValue& a) override {
    add(attributes_, a.id, a.title, a.slug, a.code, a.show_in_store, "text", a.title, "");
  }
  void type_attribute(const std::string& type_id, const std::string& attribute_id, int sort_order) override {
    add(type_attributes_, type_id, attribute_id, sort_order);
  }
  void category(const Category& r) override {
    add(categories_, r.id, r.title, r.slug, r.status, or_null(r.parent_cat_id), r.sort_order, or_null(r.menu_bg_img),
        or_null(r.menu_bg_img_thumb), or_null(r.title_img), or_null(r.title_img_thumb), r.seo_title, r.seo_desc);
  }
  void product(const Product& r) override {
    add(products_, r.id, r.title, r.slug, r.short_description, r.details, or_null(r.barcode), r.brand, r.available_qty,
        std::int64_t{0}, r.limit_max_qty_in_cart, r.type_id, r.cat_id, r.taxable, r.tags, r.cost, r.price, r.price_was,
        r.picture, r.picture_thumb, r.rating, r.free_shipping ? 1 : 0, r.status, r.published_at, r.seo_title,
        r.seo_desc, r.created_at, r.updated_at);
  }
  void product_attribute_value(const std::string& product_id, const std::string& attribute_id, const std::string& value,
                               int sort_order) override {
    add(attribute_values_, product_id, attribute_id, value, sort_order);
  }
  void gallery_image(const GalleryImage& g, int sort_order) override {
    add(gallery_, g.id, g.prod_id, g.img, g.thumb, sort_order);
  }
  void setting(const std::string& key, const std::string& value) override { add(settings_, key, value); }
  void page_settings(const std::string& id, const std::string& title, const std::string& key) override {
    add(page_settings_, id, title, key);
  }
  void banner_group(const std::string& id, const std::string& title, const std::string& key, int height,
                    int width) override {
    add(banner_groups_, id, title, key, height, width, "published", 0);
  }
  void banner_item(const std::string& id, const std::string& group_id, const BannerItem& i, int sort_order) override {
    add(banner_items_, id, group_id, i.title, i.img, i.thumb, i.url, sort_order);
  }
  void page_settings_banner(const std::string& page_settings_id, const std::string& key, const std::string& group_id,
                            int sort_order) override {
    add(page_banners_, page_settings_id, key, group_id, sort_order);
  }
  void page_settings_list(const std::string& id, const std::string& page_settings_id, const std::string& key,
                          const std::string& title, int sort_order) override {
    add(page_lists_, id, page_settings_id, key, title, sort_order);
  }
  void page_settings_list_product(const std::string& list_id, const std::string& product_id, int sort_order) override {
    add(list_products_, list_id, product_id, sort_order);
  }
  void offer(const std::string& id, const std::string& title, const std::string& key,
             const std::string& type) override {
    add(offers_, id, title, key, type, 0, "published");
  }
  void offer_item(const std::string& id, const std::string& offer_id, const std::string& product_id,
                  const std::string& details, int sort_order) override {
    add(offer_items_, id, offer_id, product_id, details, sort_order);
  }
  void page(const SeedPage& p) override {
    add(pages_, p.id, p.title, p.slug, p.body, "published", p.seo_title, p.seo_desc, p.created_at, p.created_at);
  }
  void delivery_slot(const SeedSlot& s) override {
    add(slots_, s.id, s.day, s.day_index, s.start_time, s.end_time, s.timezone, s.utc_offset_minutes, s.time_range_utc,
        "", s.max_order_limit, "enabled");
  }
  void geo_zone(const std::string& id, const std::string& title, const std::string& category,
                const std::string& polygon_geojson, const std::string& city) override {
    add(zones_, id, title, category, polygon_geojson, "published", city);
  }
  void location(const SeedLocation& l) override {
    add(locations_, l.id, l.title, l.code, l.lat, l.lng, 0.01, 0.01, l.type, l.city);
  }
  void voucher(const SeedVoucher& v) override {
    add(vouchers_, v.id, v.title, v.details, v.code, v.discount_type, v.discount_amount, v.discount_percent,
        v.limit_usage, v.limit_one_per_customer, "published", v.activation_date, v.deactivation_date);
  }
  void voucher_requirement(const std::string& id, const std::string& voucher_id, const std::string& type,
                           const std::string& value, int sort_order) override {
    add(voucher_requirements_, id, voucher_id, type, value, sort_order);
  }

  // Writes every pending row, parents' tables first.
  void flush() {
    for (BulkTable* table : tables_) table->flush(c_);
    pending_ = 0;
  }

 private:
  template <class... Values>
  void add(BulkTable& table, const Values&... values) {
    table.row(values...);
    if (++pending_ >= kBatchRows) flush();
  }

  using T = std::vector<std::pair<std::string, std::string>>;
  Connection& c_;
  std::size_t pending_ = 0;
  BulkTable types_{
      "product_types",
      T{{"id", "text"}, {"title", "text"}, {"slug", "text"}, {"tax_value", "float8"}, {"tax_unit", "text"}}};
  BulkTable attributes_{"attributes", T{{"id", "text"},
                                        {"title", "text"},
                                        {"slug", "text"},
                                        {"code", "text"},
                                        {"show_in_store", "bigint"},
                                        {"display_as", "text"},
                                        {"seo_title", "text"},
                                        {"seo_desc", "text"}}};
  BulkTable type_attributes_{"product_type_attributes",
                             T{{"type_id", "text"}, {"attribute_id", "text"}, {"sort_order", "bigint"}}};
  BulkTable categories_{"product_categories", T{{"id", "text"},
                                                {"title", "text"},
                                                {"slug", "text"},
                                                {"status", "text"},
                                                {"parent_cat_id", "text"},
                                                {"sort_order", "bigint"},
                                                {"menu_bg_img", "text"},
                                                {"menu_bg_img_thumb", "text"},
                                                {"title_img", "text"},
                                                {"title_img_thumb", "text"},
                                                {"seo_title", "text"},
                                                {"seo_desc", "text"}}};
  BulkTable products_{"products", T{{"id", "text"},
                                    {"title", "text"},
                                    {"slug", "text"},
                                    {"short_description", "text"},
                                    {"details", "text"},
                                    {"barcode", "text"},
                                    {"brand", "text"},
                                    {"available_qty", "bigint"},
                                    {"reserved_for_order", "bigint"},
                                    {"limit_max_qty_in_cart", "bigint"},
                                    {"type_id", "text"},
                                    {"cat_id", "text"},
                                    {"taxable", "bigint"},
                                    {"tags", "text"},
                                    {"cost", "bigint"},
                                    {"price", "bigint"},
                                    {"price_was", "bigint"},
                                    {"picture", "text"},
                                    {"picture_thumb", "text"},
                                    {"rating", "float8"},
                                    {"free_shipping", "bigint"},
                                    {"status", "text"},
                                    {"published_at", "text"},
                                    {"seo_title", "text"},
                                    {"seo_desc", "text"},
                                    {"created_at", "text"},
                                    {"updated_at", "text"}}};
  BulkTable attribute_values_{
      "product_attribute_values",
      T{{"product_id", "text"}, {"attribute_id", "text"}, {"value", "text"}, {"sort_order", "bigint"}}};
  BulkTable gallery_{
      "product_gallery",
      T{{"id", "text"}, {"prod_id", "text"}, {"img", "text"}, {"thumb", "text"}, {"sort_order", "bigint"}}};
  BulkTable settings_{"settings", T{{"key", "text"}, {"value", "text"}}, "(key)"};
  BulkTable page_settings_{"page_settings", T{{"id", "text"}, {"title", "text"}, {"key", "text"}}};
  BulkTable banner_groups_{"banner_groups", T{{"id", "text"},
                                              {"title", "text"},
                                              {"key", "text"},
                                              {"height", "bigint"},
                                              {"width", "bigint"},
                                              {"status", "text"},
                                              {"deleteable", "bigint"}}};
  BulkTable banner_items_{"banner_items", T{{"id", "text"},
                                            {"group_id", "text"},
                                            {"title", "text"},
                                            {"img", "text"},
                                            {"thumb", "text"},
                                            {"url", "text"},
                                            {"sort_order", "bigint"}}};
  BulkTable page_banners_{
      "page_setting_banners",
      T{{"page_setting_id", "text"}, {"key", "text"}, {"banner_group_id", "text"}, {"sort_order", "bigint"}}};
  BulkTable page_lists_{
      "page_setting_product_lists",
      T{{"id", "text"}, {"page_setting_id", "text"}, {"key", "text"}, {"title", "text"}, {"sort_order", "bigint"}}};
  BulkTable list_products_{"page_setting_list_products",
                           T{{"list_id", "text"}, {"product_id", "text"}, {"sort_order", "bigint"}}};
  BulkTable offers_{"offers", T{{"id", "text"},
                                {"title", "text"},
                                {"key", "text"},
                                {"type", "text"},
                                {"deleteable", "bigint"},
                                {"status", "text"}}};
  BulkTable offer_items_{"offer_items", T{{"id", "text"},
                                          {"offer_id", "text"},
                                          {"prod_id", "text"},
                                          {"offer_details", "text"},
                                          {"sort_order", "bigint"}}};
  BulkTable pages_{"pages", T{{"id", "text"},
                              {"title", "text"},
                              {"slug", "text"},
                              {"body", "text"},
                              {"status", "text"},
                              {"seo_title", "text"},
                              {"seo_desc", "text"},
                              {"created_at", "text"},
                              {"updated_at", "text"}}};
  BulkTable slots_{"delivery_slots", T{{"id", "text"},
                                       {"day", "text"},
                                       {"day_index", "bigint"},
                                       {"start_time", "text"},
                                       {"end_time", "text"},
                                       {"timezone", "text"},
                                       {"utc_offset_minutes", "bigint"},
                                       {"time_range_utc", "text"},
                                       {"blocked_dates", "text"},
                                       {"max_order_limit", "bigint"},
                                       {"status", "text"}}};
  BulkTable zones_{"geo_zones", T{{"id", "text"},
                                  {"title", "text"},
                                  {"category", "text"},
                                  {"polygon", "text"},
                                  {"status", "text"},
                                  {"city", "text"}}};
  BulkTable locations_{"locations", T{{"id", "text"},
                                      {"title", "text"},
                                      {"code", "text"},
                                      {"lat", "float8"},
                                      {"lng", "float8"},
                                      {"latitude_delta", "float8"},
                                      {"longitude_delta", "float8"},
                                      {"type", "text"},
                                      {"city", "text"}}};
  BulkTable vouchers_{"vouchers", T{{"id", "text"},
                                    {"title", "text"},
                                    {"details", "text"},
                                    {"code", "text"},
                                    {"discount_type", "text"},
                                    {"discount_amount", "bigint"},
                                    {"discount_percent", "float8"},
                                    {"limit_usage", "bigint"},
                                    {"limit_one_per_customer", "bigint"},
                                    {"status", "text"},
                                    {"activation_date", "text"},
                                    {"deactivation_date", "text"}}};
  BulkTable voucher_requirements_{
      "voucher_requirements",
      T{{"id", "text"}, {"voucher_id", "text"}, {"type", "text"}, {"value", "text"}, {"sort_order", "bigint"}}};
  // Foreign-key order: every table after the tables it refers to.
  std::vector<BulkTable*> tables_{
      &types_,      &attributes_,    &type_attributes_, &categories_,          &products_,     &attribute_values_,
      &gallery_,    &settings_,      &page_settings_,   &banner_groups_,       &banner_items_, &page_banners_,
      &page_lists_, &list_products_, &offers_,          &offer_items_,         &pages_,        &slots_,
      &zones_,      &locations_,     &vouchers_,        &voucher_requirements_};
};

}  // namespace

void PostgresSeedStore::write(const std::function<void(SeedWriter&)>& body) {
  // A re-run after a serialization failure starts with a fresh writer (nothing pending).
  db_.write([&](Connection& c) {
    PostgresSeedWriter writer(c);
    body(writer);
    writer.flush();
  });
}

bool PostgresSeedStore::has_products() {
  return db_.read([](Connection& c) {
    auto rows = c.exec("SELECT EXISTS (SELECT 1 FROM products)");
    return rows.step() && rows.get_bool(0);
  });
}

}  // namespace karyana::store::postgres
