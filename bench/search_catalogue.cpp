#include "search_catalogue.hpp"

#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "seed/demo_catalogue.hpp"
#include "seed/seed.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/migrations/migrations.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_seed_store.hpp"

namespace karyana::bench {

namespace {

struct Base {
  std::string id, title, brand, cat_id, type_id, picture, picture_thumb, tags;
  std::int64_t price = 0;
};

std::uint64_t mix(std::uint64_t x) {  // splitmix64: well spread values from a counter
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// ~600 brand names from syllables ("Noor Foods", "Sahi Mills" …).
std::string brand_of(std::uint64_t h) {
  static const std::array<const char*, 24> first = {"Noor",   "Sahi",    "Punjab",  "Zam",     "Ravi",   "Chenab",
                                                    "Indus",  "Mehran",  "Shahi",   "Khyber",  "Lahori", "Saeed",
                                                    "Barkat", "Madina",  "Pak",     "Sunehri", "Haq",    "Qadri",
                                                    "Faisal", "Ittefaq", "Al-Noor", "Rehmat",  "Anmol",  "Kashmir"};
  static const std::array<const char*, 25> second = {
      "Foods",    "Mills",   "Traders", "Dairies",    "Farms",  "Brothers", "Gold",   "Premium", "Fresh",
      "Naturals", "Kitchen", "Agro",    "Industries", "Select", "Organics", "Choice", "Basics",  "Harvest",
      "Valley",   "Star",    "Royal",   "Classic",    "Home",   "Pure",     "Best"};
  return std::string(first[h % first.size()]) + " " + second[(h / 31) % second.size()];
}

const char* variant_of(std::uint64_t h) {
  static const std::array<const char*, 12> variants = {
      "", "", "", "Family Pack", "Value Pack", "Premium", "Classic", "Organic", "Lite", "Gold", "Special", "Extra"};
  return variants[h % variants.size()];
}

}  // namespace

int add_synthetic_products(store::sqlite::Database& db, int total) {
  return db.write([&](store::sqlite::Connection& c) {
    std::vector<Base> bases;
    {
      auto st = c.prepare(
          "SELECT id, title, brand, cat_id, COALESCE(type_id, ''), COALESCE(picture, ''), COALESCE(picture_thumb, ''),"
          " tags, price FROM products WHERE status = 'published' ORDER BY seq");
      while (st.step())
        bases.push_back({st.get_text(0), st.get_text(1), st.get_text(2), st.get_text(3), st.get_text(4), st.get_text(5),
                         st.get_text(6), st.get_text(7), st.get_int(8)});
    }
    auto count = c.prepare("SELECT COUNT(*) FROM products");
    count.step();
    const std::int64_t existing = count.get_int(0);
    if (bases.empty() || existing >= total) return 0;

    auto insert = c.prepare(
        "INSERT INTO products(id, title, slug, short_description, brand, available_qty, type_id, cat_id, tags, cost,"
        " price, price_was, picture, picture_thumb, rating, free_shipping, status, published_at, created_at, "
        "updated_at)"
        " VALUES(?1, ?2, ?3, ?4, ?5, ?6, NULLIF(?7, ''), ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, 'published', ?17, "
        "?17, ?17)");
    auto attributes = c.prepare(
        "INSERT INTO product_attribute_values(product_id, attribute_id, value, sort_order)"
        " SELECT ?1, v.attribute_id, CASE WHEN a.slug = 'brand' THEN ?3 ELSE v.value END, v.sort_order"
        " FROM product_attribute_values v JOIN attributes a ON a.id = v.attribute_id WHERE v.product_id = ?2");
    const auto base_time = std::chrono::sys_days(std::chrono::year(2025) / 1 / 15);
    int added = 0;
    for (std::int64_t i = existing; i < total; ++i) {
      const Base& base = bases[static_cast<std::size_t>(i) % bases.size()];
      const std::uint64_t h = mix(static_cast<std::uint64_t>(i));
      const std::string brand = brand_of(h);
      std::string name = base.title;
      if (base.brand != "Karyana Fresh" && name.rfind(base.brand + " ", 0) == 0)
        name = name.substr(base.brand.size() + 1);
      std::string title = brand + " " + name;
      if (const char* v = variant_of(h >> 8); *v) title += std::string(" ") + v;
      const std::string slug = seed::slugify(title) + "-" + std::to_string(i);
      const std::string id = store::stable_id("bench-product:" + slug);
      std::int64_t price = base.price * static_cast<std::int64_t>(70 + (h >> 16) % 80) / 100;
      price = std::max<std::int64_t>(500, (price + 250) / 500 * 500);
      const std::int64_t price_was =
          (h >> 24) % 100 < 20 ? price + 500 * static_cast<std::int64_t>(1 + (h >> 28) % 20) : 0;
      const unsigned roll = (h >> 32) % 100;
      const double rating = roll < 3 ? 1 : roll < 10 ? 2 : roll < 30 ? 3 : roll < 70 ? 4 : 5;
      const auto published =
          base_time - std::chrono::minutes(static_cast<std::int64_t>((h >> 40) % (std::uint64_t{60} * 24 * 365)));
      insert.bind_all(id, title, slug, name + " by " + brand + ".", brand,
                      static_cast<std::int64_t>((h >> 36) % 100 < 6 ? 0 : 5 + (h >> 44) % 200), base.type_id,
                      base.cat_id, seed::slugify(brand) + "," + base.tags, price * 85 / 100, price, price_was,
                      base.picture, base.picture_thumb, rating, static_cast<std::int64_t>((h >> 48) % 100 < 12 ? 1 : 0),
                      store::to_iso(published));
      insert.run();
      insert.reset();
      attributes.bind_all(id, base.id, brand);
      attributes.run();
      attributes.reset();
      ++added;
    }
    return added;
  });
}

void make_data_dir(const std::string& data_dir, int total, bool images) {
  namespace fs = std::filesystem;
  fs::create_directories(fs::path(data_dir) / "media");
  store::sqlite::Database db((fs::path(data_dir) / "karyana.sqlite3").string());
  store::migrations::migrate(db);
  const auto t0 = std::chrono::steady_clock::now();
  auto report = seed::seed(*store::sqlite::make_sqlite_seed_store(db),
                           {.media_dir = (fs::path(data_dir) / "media").string(), .cache_dir = "", .images = images});
  const int added = add_synthetic_products(db, total);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::printf("search bench store: %d demo products + %d synthetic in %s (%.0f ms)\n", report.products, added,
              data_dir.c_str(), ms);
}

}  // namespace karyana::bench
