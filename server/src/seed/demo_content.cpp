#include "seed/demo_content.hpp"

#include <cstdio>
#include <set>

#include "seed/sahiwal_data.hpp"
#include "store/ids.hpp"
#include "store/sqlite/connection.hpp"

namespace karyana::seed {

using store::stable_id;

std::string local_to_utc_time(const std::string& hhmm, int utc_offset_minutes) {
  int h = 0, m = 0;
  std::sscanf(hhmm.c_str(), "%d:%d", &h, &m);
  int minutes = ((h * 60 + m - utc_offset_minutes) % 1440 + 1440) % 1440;
  char out[8];
  std::snprintf(out, sizeof out, "%02d:%02d", minutes / 60, minutes % 60);
  return out;
}

namespace {

struct BannerSlide {
  const char* emoji;
  const char* title;
  const char* subtitle;
  const char* url;
  media::Rgb colour;
};

DemoBanner make_banner(DemoContent& content, const std::string& key, const std::string& title, int w, int h,
                       std::initializer_list<BannerSlide> slides) {
  DemoBanner banner{key, title, w, h, {}};
  int n = 0;
  for (const auto& s : slides) {
    ++n;
    std::string rel = "banners/" + key + "-" + std::to_string(n) + ".jpg";
    std::string rel_thumb = "banners/thumbs/" + key + "-" + std::to_string(n) + ".jpg";
    banner.items.push_back({stable_id("banner-item:" + key + ":" + std::to_string(n)), s.title, media_url(rel),
                            media_url(rel_thumb), s.url});
    content.images.push_back(
        {{s.emoji, s.title, s.subtitle, s.colour, media::TileLayout::banner, w, h, "", w / 2, h / 2, ""},
         rel,
         rel_thumb});
  }
  return banner;
}

}  // namespace

DemoContent build_demo_content(const DemoCatalogue& catalogue) {
  DemoContent content;
  content.banners.push_back(make_banner(content, "top-slider", "Home Slider", 1200, 400,
                                        {{"🛒",
                                          "Fresh groceries delivered in Sahiwal",
                                          "Pick a slot from 9 am to 9 pm and pay cash on delivery",
                                          "/category/fruits-vegetables",
                                          {255, 183, 77}},
                                         {"🍵",
                                          "Tea time with Tapal and Lipton",
                                          "Danedar, Yellow Label and more at everyday low prices",
                                          "/category/tea",
                                          {165, 214, 167}},
                                         {"🍚",
                                          "Your monthly ration, made easy",
                                          "Atta, rice, daal and cooking oil in family packs",
                                          "/category/rice-atta-dal",
                                          {144, 202, 249}}}));
  content.banners.push_back(make_banner(
      content, "top-banner", "Top Banner", 1200, 250,
      {{"🎁", "10% off your first order", "Use voucher WELCOME10 at checkout", "/page/faqs", {244, 143, 177}}}));
  content.banners.push_back(make_banner(
      content, "mid-banner", "Middle Banners", 600, 300,
      {{"🍼", "Baby care essentials", "Pampers, Cerelac, Johnson's", "/category/baby-care", {248, 187, 208}},
       {"🧽", "Sparkling clean home", "Surf Excel, Harpic, Lemon Max", "/category/household", {159, 168, 218}}}));
  content.banners.push_back(make_banner(content, "bottom-banner", "Bottom Banner", 1200, 250,
                                        {{"🔋",
                                          "Batteries, bulbs and chargers",
                                          "Energizer, Philips, Faster and more",
                                          "/category/electronics",
                                          {176, 190, 197}}}));

  // Home lists and the offer: deterministic picks among published, in-stock products of
  // enabled categories.
  std::set<std::string> used;
  std::set<std::string> top_categories_seen;
  for (const auto& p : catalogue.products) {
    const auto& r = p.record;
    if (!p.category->enabled || r.available_qty < 1) continue;
    if (content.featured_product_ids.size() < 12 && r.price_was > r.price && used.insert(r.id).second) {
      content.featured_product_ids.push_back(r.id);
      continue;
    }
    if (content.top_product_ids.size() < 12 && r.rating >= 5 && top_categories_seen.insert(p.category->slug).second &&
        used.insert(r.id).second) {
      content.top_product_ids.push_back(r.id);
      continue;
    }
  }
  static const std::set<std::string> impulse = {"chips-crisps",     "chocolates-sweets", "soft-drinks", "juices-syrups",
                                                "biscuits-cookies", "batteries",         "water",       "nimko-nuts"};
  std::set<std::string> offer_categories;
  for (const auto& p : catalogue.products) {
    const auto& r = p.record;
    if (content.last_min_product_ids.size() >= 8) break;
    if (!impulse.count(p.category->slug) || r.available_qty < 1 || r.price > 30000) continue;
    if (!offer_categories.insert(p.category->slug).second) continue;  // one per category
    content.last_min_product_ids.push_back(r.id);
  }
  return content;
}

namespace {

void write_settings(store::sqlite::Connection& c) {
  auto st = c.prepare("INSERT INTO settings(key, value) VALUES(?1, ?2) ON CONFLICT(key) DO NOTHING");
  for (const auto& s : default_settings()) {
    st.bind_all(s.key, s.value).run();
    st.reset();
  }
}

void write_home(store::sqlite::Connection& c, const DemoContent& content) {
  auto group = c.prepare(
      "INSERT INTO banner_groups(id, title, key, height, width, status, deleteable)"
      " VALUES(?1, ?2, ?3, ?4, ?5, 'published', 0) ON CONFLICT DO NOTHING");
  auto item = c.prepare(
      "INSERT INTO banner_items(id, group_id, title, img, thumb, url, sort_order) VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7)"
      " ON CONFLICT DO NOTHING");
  const std::string home_id = stable_id("page-settings:home");
  c.prepare("INSERT INTO page_settings(id, title, key) VALUES(?1, 'Home Page', 'home') ON CONFLICT DO NOTHING")
      .bind(1, home_id)
      .run();
  auto slot = c.prepare(
      "INSERT INTO page_setting_banners(page_setting_id, key, banner_group_id, sort_order) VALUES(?1, ?2, ?3, ?4)"
      " ON CONFLICT DO NOTHING");
  int order = 0;
  for (const auto& b : content.banners) {
    const std::string group_id = stable_id("banner-group:" + b.key);
    group.bind_all(group_id, b.title, b.key, b.height, b.width).run();
    group.reset();
    int n = 0;
    for (const auto& i : b.items) {
      item.bind_all(i.id, group_id, i.title, i.img, i.thumb, i.url, n++).run();
      item.reset();
    }
    slot.bind_all(home_id, b.key, group_id, order++).run();
    slot.reset();
  }

  auto list = c.prepare(
      "INSERT INTO page_setting_product_lists(id, page_setting_id, key, title, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)"
      " ON CONFLICT DO NOTHING");
  auto member = c.prepare(
      "INSERT INTO page_setting_list_products(list_id, product_id, sort_order) VALUES(?1, ?2, ?3) ON CONFLICT DO "
      "NOTHING");
  struct ListDef {
    const char* key;
    const char* title;
    const std::vector<std::string>* ids;
  };
  const ListDef lists[] = {{"featured-products", "Featured Products", &content.featured_product_ids},
                           {"top-products", "Top Products", &content.top_product_ids}};
  order = 0;
  for (const auto& l : lists) {
    const std::string list_id = stable_id(std::string("page-list:home:") + l.key);
    list.bind_all(list_id, home_id, l.key, l.title, order++).run();
    list.reset();
    int n = 0;
    for (const auto& id : *l.ids) {
      member.bind_all(list_id, id, n++).run();
      member.reset();
    }
  }

  const std::string offer_id = stable_id("offer:last-min");
  c.prepare(
       "INSERT INTO offers(id, title, key, type, deleteable, status)"
       " VALUES(?1, 'Last Minute Buys', 'last-min', 'product-list', 0, 'published') ON CONFLICT DO NOTHING")
      .bind(1, offer_id)
      .run();
  auto offer_item = c.prepare(
      "INSERT INTO offer_items(id, offer_id, prod_id, offer_details, sort_order) VALUES(?1, ?2, ?3, ?4, ?5)"
      " ON CONFLICT DO NOTHING");
  int n = 0;
  for (const auto& id : content.last_min_product_ids) {
    offer_item.bind_all(stable_id("offer-item:last-min:" + id), offer_id, id, "Grab it before you check out", n++)
        .run();
    offer_item.reset();
  }
}

void write_pages(store::sqlite::Connection& c) {
  auto st = c.prepare(
      "INSERT INTO pages(id, title, slug, body, status, seo_title, seo_desc, created_at, updated_at)"
      " VALUES(?1, ?2, ?3, ?4, 'published', ?5, ?6, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')"
      " ON CONFLICT DO NOTHING");
  for (const auto& p : pages()) {
    st.bind_all(stable_id(std::string("page:") + p.slug), p.title, p.slug, p.body,
                std::string(p.title) + " | Karyana Sahiwal", p.seo_desc)
        .run();
    st.reset();
  }
}

void write_slots(store::sqlite::Connection& c) {
  static const char* days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  static const std::pair<const char*, const char*> windows[] = {
      {"09:00", "12:00"}, {"12:00", "15:00"}, {"15:00", "18:00"}, {"18:00", "21:00"}};
  const int offset = 300;  // Asia/Karachi is UTC+05:00 all year
  auto st = c.prepare(
      "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, timezone, utc_offset_minutes,"
      " time_range_utc, blocked_dates, max_order_limit, status)"
      " VALUES(?1, ?2, ?3, ?4, ?5, 'Asia/Karachi', ?6, ?7, '', 20, 'enabled') ON CONFLICT DO NOTHING");
  for (int d = 0; d < 7; ++d) {
    for (const auto& [start, end] : windows) {
      std::string utc = "[\"" + local_to_utc_time(start, offset) + "\",\"" + local_to_utc_time(end, offset) + "\"]";
      st.bind_all(stable_id(std::string("slot:") + days[d] + ":" + start), days[d], d, start, end, offset, utc).run();
      st.reset();
    }
  }
}

void write_geography(store::sqlite::Connection& c) {
  std::string polygon = "{\"type\":\"Polygon\",\"coordinates\":[[";
  bool first = true;
  for (const auto& [lat, lng] : service_area_ring()) {
    char point[64];
    std::snprintf(point, sizeof point, "%s[%.4f,%.4f]", first ? "" : ",", lat, lng);
    polygon += point;
    first = false;
  }
  polygon += "]]}";
  c.prepare(
       "INSERT INTO geo_zones(id, title, category, polygon, status, city) VALUES(?1, 'Sahiwal City', 'service-area',"
       " ?2, 'published', 'sahiwal') ON CONFLICT DO NOTHING")
      .bind_all(stable_id("zone:sahiwal:service-area"), polygon)
      .run();

  auto st = c.prepare(
      "INSERT INTO locations(id, title, code, lat, lng, latitude_delta, longitude_delta, type, city)"
      " VALUES(?1, ?2, ?3, ?4, ?5, 0.01, 0.01, ?6, 'sahiwal') ON CONFLICT DO NOTHING");
  for (const auto& p : places()) {
    st.bind_all(stable_id(std::string("location:") + p.code), p.title, p.code, p.lat, p.lng, p.type).run();
    st.reset();
  }
}

void write_vouchers(store::sqlite::Connection& c) {
  auto voucher = c.prepare(
      "INSERT INTO vouchers(id, title, details, code, discount_type, discount_amount, discount_percent, limit_usage,"
      " limit_one_per_customer, status, activation_date, deactivation_date)"
      " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'published', '2025-01-01T00:00:00.000Z', '2030-12-31T18:59:59.000Z')"
      " ON CONFLICT DO NOTHING");
  const std::string welcome = stable_id("voucher:WELCOME10");
  voucher
      .bind_all(welcome, "Welcome 10% off", "10% off your order, once per customer.", "WELCOME10", "%", 0, 10.0, 0, 1)
      .run();
  voucher.reset();
  const std::string flat = stable_id("voucher:FLAT100");
  voucher
      .bind_all(flat, "RS 100 off", "RS 100 off orders of RS 1000 or more. Limited to the first 50 orders.", "FLAT100",
                "fix", 10000, 0.0, 50, 0)
      .run();
  c.prepare(
       "INSERT INTO voucher_requirements(id, voucher_id, type, value, sort_order)"
       " VALUES(?1, ?2, 'min_order_amount', '1000', 0) ON CONFLICT DO NOTHING")
      .bind_all(stable_id("voucher-req:FLAT100:min_order_amount"), flat)
      .run();
}

}  // namespace

void write_content(store::sqlite::Connection& c, const DemoContent& content) {
  write_settings(c);
  write_home(c, content);
  write_pages(c);
  write_slots(c);
  write_geography(c);
  write_vouchers(c);
}

}  // namespace karyana::seed
