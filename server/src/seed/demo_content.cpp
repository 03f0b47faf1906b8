#include "seed/demo_content.hpp"

#include <cstdio>
#include <set>

#include "media/phone_variant.hpp"
#include "seed/sahiwal_data.hpp"
#include "store/ids.hpp"
#include "store/seed_writer.hpp"

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
    // A wide banner's phone-sized copy, named as the upload route names it (media/phone_variant.hpp).
    if (w > media::kPhoneWidth) {
      const int phone_h = (h * media::kPhoneWidth + w / 2) / w;
      const std::string rel_phone = media::phone_variant_url(media_url(rel))->substr(media_url("").size());
      content.images.push_back({{s.emoji, s.title, s.subtitle, s.colour, media::TileLayout::banner, media::kPhoneWidth,
                                 phone_h, "", 0, 0, ""},
                                rel_phone,
                                ""});
    }
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

void write_settings(store::SeedWriter& w) {
  for (const auto& s : default_settings()) w.setting(s.key, s.value);
}

void write_home(store::SeedWriter& w, const DemoContent& content) {
  const std::string home_id = stable_id("page-settings:home");
  w.page_settings(home_id, "Home Page", "home");
  int order = 0;
  for (const auto& b : content.banners) {
    const std::string group_id = stable_id("banner-group:" + b.key);
    w.banner_group(group_id, b.title, b.key, b.height, b.width);
    int n = 0;
    for (const auto& i : b.items)
      w.banner_item(i.id, group_id, {.id = i.id, .title = i.title, .img = i.img, .thumb = i.thumb, .url = i.url}, n++);
    w.page_settings_banner(home_id, b.key, group_id, order++);
  }

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
    w.page_settings_list(list_id, home_id, l.key, l.title, order++);
    int n = 0;
    for (const auto& id : *l.ids) w.page_settings_list_product(list_id, id, n++);
  }

  const std::string offer_id = stable_id("offer:last-min");
  w.offer(offer_id, "Last Minute Buys", "last-min", "product-list");
  int n = 0;
  for (const auto& id : content.last_min_product_ids)
    w.offer_item(stable_id("offer-item:last-min:" + id), offer_id, id, "Grab it before you check out", n++);
}

void write_pages(store::SeedWriter& w) {
  for (const auto& p : pages()) {
    w.page({.id = stable_id(std::string("page:") + p.slug),
            .title = p.title,
            .slug = p.slug,
            .body = p.body,
            .seo_title = std::string(p.title) + " | Karyana Sahiwal",
            .seo_desc = p.seo_desc,
            .created_at = "2025-01-01T00:00:00.000Z"});
  }
}

void write_slots(store::SeedWriter& w) {
  static const char* days[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
  static const std::pair<const char*, const char*> windows[] = {
      {"09:00", "12:00"}, {"12:00", "15:00"}, {"15:00", "18:00"}, {"18:00", "21:00"}};
  const int offset = 300;  // Asia/Karachi is UTC+05:00 all year
  for (int d = 0; d < 7; ++d) {
    for (const auto& [start, end] : windows) {
      std::string utc = "[\"" + local_to_utc_time(start, offset) + "\",\"" + local_to_utc_time(end, offset) + "\"]";
      w.delivery_slot({.id = stable_id(std::string("slot:") + days[d] + ":" + start),
                       .day = days[d],
                       .day_index = d,
                       .start_time = start,
                       .end_time = end,
                       .timezone = "Asia/Karachi",
                       .utc_offset_minutes = offset,
                       .time_range_utc = utc,
                       .max_order_limit = 20});
    }
  }
}

void write_geography(store::SeedWriter& w) {
  std::string polygon = "{\"type\":\"Polygon\",\"coordinates\":[[";
  bool first = true;
  for (const auto& [lat, lng] : service_area_ring()) {
    char point[64];
    std::snprintf(point, sizeof point, "%s[%.4f,%.4f]", first ? "" : ",", lat, lng);
    polygon += point;
    first = false;
  }
  polygon += "]]}";
  w.geo_zone(stable_id("zone:sahiwal:service-area"), "Sahiwal City", "service-area", polygon, "sahiwal");
  for (const auto& p : places()) {
    w.location({.id = stable_id(std::string("location:") + p.code),
                .title = p.title,
                .code = p.code,
                .lat = p.lat,
                .lng = p.lng,
                .type = p.type,
                .city = "sahiwal"});
  }
}

void write_vouchers(store::SeedWriter& w) {
  const std::string welcome = stable_id("voucher:WELCOME10");
  w.voucher({.id = welcome,
             .title = "Welcome 10% off",
             .details = "10% off your order, once per customer.",
             .code = "WELCOME10",
             .discount_type = "%",
             .discount_amount = 0,
             .discount_percent = 10.0,
             .limit_usage = 0,
             .limit_one_per_customer = 1,
             .activation_date = "2025-01-01T00:00:00.000Z",
             .deactivation_date = "2030-12-31T18:59:59.000Z"});
  const std::string flat = stable_id("voucher:FLAT100");
  w.voucher({.id = flat,
             .title = "RS 100 off",
             .details = "RS 100 off orders of RS 1000 or more. Limited to the first 50 orders.",
             .code = "FLAT100",
             .discount_type = "fix",
             .discount_amount = 10000,
             .discount_percent = 0.0,
             .limit_usage = 50,
             .limit_one_per_customer = 0,
             .activation_date = "2025-01-01T00:00:00.000Z",
             .deactivation_date = "2030-12-31T18:59:59.000Z"});
  w.voucher_requirement(stable_id("voucher-req:FLAT100:min_order_amount"), flat, "min_order_amount", "1000", 0);
}

}  // namespace

void write_content(store::SeedWriter& w, const DemoContent& content) {
  write_settings(w);
  write_home(w, content);
  write_pages(w);
  write_slots(w);
  write_geography(w);
  write_vouchers(w);
}

}  // namespace karyana::seed
