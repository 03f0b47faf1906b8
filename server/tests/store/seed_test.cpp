// The demo store seed: counts, images, idempotence, the image cache.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <map>

#include "media/image_probe.hpp"
#include "seed/commands.hpp"
#include "seed/demo_content.hpp"
#include "seeded_store.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_seed_store.hpp"
#include "store/sqlite/sqlite_stores.hpp"

using karyana::store::sqlite::Connection;
using karyana::store::sqlite::Database;
namespace fs = std::filesystem;

namespace {

std::int64_t count(Database& db, const std::string& sql) {
  return db.read([&](Connection& c) {
    auto st = c.prepare(sql);
    st.step();
    return st.get_int(0);
  });
}

Database& db() { return *karyana::store::sqlite::sqlite_database(*karyana::test::seeded_store().stores); }

// Row counts of every table the seed fills.
std::map<std::string, std::int64_t> table_counts(Database& database) {
  std::map<std::string, std::int64_t> counts;
  for (const char* t : {"settings",
                        "product_categories",
                        "product_types",
                        "attributes",
                        "product_type_attributes",
                        "products",
                        "product_gallery",
                        "product_attribute_values",
                        "banner_groups",
                        "banner_items",
                        "page_settings",
                        "page_setting_banners",
                        "page_setting_product_lists",
                        "page_setting_list_products",
                        "offers",
                        "offer_items",
                        "pages",
                        "delivery_slots",
                        "geo_zones",
                        "locations",
                        "vouchers",
                        "voucher_requirements",
                        "products_fts"})
    counts[t] = count(database, std::string("SELECT COUNT(*) FROM ") + t);
  return counts;
}

std::string media_path(const std::string& url) {
  // URLs are "/media/<relative path>".
  EXPECT_EQ(url.rfind("/media/", 0), 0u) << url;
  return (fs::path(karyana::test::seeded_store().media_dir) / url.substr(7)).string();
}

}  // namespace

TEST(Seed, FillsTheCatalogue) {
  auto& s = karyana::test::seeded_store();
  std::printf("first seed: %d rendered, %d linked, %.0f ms images, %.0f ms total\n", s.first_report.images_rendered,
              s.first_report.images_linked, s.first_report.images_ms, s.first_report.total_ms);
  EXPECT_GE(count(db(), "SELECT COUNT(*) FROM product_categories WHERE parent_cat_id IS NULL AND status = 'enabled'"),
            10);
  EXPECT_GE(count(db(), "SELECT COUNT(*) FROM product_categories WHERE parent_cat_id IS NOT NULL"), 20);
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM product_categories WHERE status = 'disabled'"), 1);
  EXPECT_GE(count(db(),
                  "SELECT COUNT(*) FROM products p JOIN product_categories c ON c.id = p.cat_id"
                  " WHERE p.status = 'published' AND c.status = 'enabled'"),
            500);
  // A product in the disabled category.
  EXPECT_GE(count(db(),
                  "SELECT COUNT(*) FROM products p JOIN product_categories c ON c.id = p.cat_id"
                  " WHERE c.status = 'disabled'"),
            1);
  // The spread the storefront needs to show its states.
  EXPECT_GT(count(db(), "SELECT COUNT(*) FROM products WHERE available_qty = 0"), 5);
  EXPECT_GT(count(db(), "SELECT COUNT(*) FROM products WHERE available_qty BETWEEN 1 AND 3"), 5);
  EXPECT_GT(count(db(), "SELECT COUNT(*) FROM products WHERE price_was > price"), 50);
  EXPECT_GT(count(db(), "SELECT COUNT(*) FROM products WHERE limit_max_qty_in_cart > 0"), 20);
  EXPECT_GT(count(db(), "SELECT COUNT(*) FROM products WHERE free_shipping = 1"), 20);
  EXPECT_GT(count(db(), "SELECT COUNT(*) FROM products WHERE taxable = 1"), 50);
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM products WHERE rating < 1 OR rating > 5"), 0);
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM products WHERE price <= 0 OR price % 100 != 0"), 0);  // whole rupees
  EXPECT_EQ(count(db(), "SELECT COUNT(DISTINCT slug) FROM products"), count(db(), "SELECT COUNT(*) FROM products"));
  EXPECT_EQ(count(db(),
                  "SELECT COUNT(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_attribute_values v"
                  " JOIN attributes a ON a.id = v.attribute_id WHERE v.product_id = p.id AND a.show_in_store > 0)"),
            0);
  EXPECT_GT(count(db(), "SELECT COUNT(DISTINCT prod_id) FROM product_gallery"), 20);
  // Full-text index follows the products.
  EXPECT_GT(count(db(), "SELECT COUNT(*) FROM products_fts WHERE products_fts MATCH 'milkpak'"), 0);
}

TEST(Seed, FillsContentSlotsGeographyVouchersAndSettings) {
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM delivery_slots"), 28);
  EXPECT_EQ(count(db(),
                  "SELECT COUNT(*) FROM delivery_slots WHERE start_time = '09:00' AND"
                  " time_range_utc = '[\"04:00\",\"07:00\"]'"),
            7);
  EXPECT_GE(count(db(), "SELECT COUNT(*) FROM locations"), 40);
  EXPECT_EQ(count(db(),
                  "SELECT COUNT(*) FROM geo_zones WHERE city = 'sahiwal' AND category = 'service-area'"
                  " AND status = 'published'"),
            1);
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM pages WHERE status = 'published'"), 8);
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM vouchers WHERE code IN ('WELCOME10', 'FLAT100')"), 2);
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM vouchers WHERE code = 'welcome10'"), 1);  // codes ignore case
  EXPECT_EQ(count(db(), "SELECT COUNT(*) FROM voucher_requirements"), 1);
  EXPECT_EQ(
      count(db(), "SELECT COUNT(*) FROM offer_items i JOIN offers o ON o.id = i.offer_id WHERE o.key = 'last-min'"), 8);
  auto settings = karyana::test::seeded_store().stores->settings().all();
  EXPECT_EQ(settings["currency"], "RS");
  EXPECT_EQ(settings["suspend_app"], "false");
  EXPECT_EQ(settings["default_page_title"], "Karyana - Online Grocery Store Sahiwal");
  EXPECT_EQ(settings["min_order_amount"], "500");
  EXPECT_FALSE(settings["timeslot_pre_gap"].empty());
  EXPECT_FALSE(settings["timeslot_days_to_show"].empty());
}

TEST(Seed, ImagesExistAndDecode) {
  auto& s = karyana::test::seeded_store();
  EXPECT_GT(s.first_report.images_rendered + s.first_report.images_linked + s.first_report.images_present, 500);
  // Every recorded picture is on disk; a sample is decoded fully.
  std::vector<std::pair<std::string, std::string>> pictures;
  db().read([&](Connection& c) {
    auto st = c.prepare("SELECT picture, picture_thumb FROM products ORDER BY id");
    while (st.step()) pictures.emplace_back(st.get_text(0), st.get_text(1));
  });
  ASSERT_GE(pictures.size(), 500u);
  for (const auto& [picture, thumb] : pictures) {
    ASSERT_TRUE(fs::exists(media_path(picture))) << picture;
    ASSERT_TRUE(fs::exists(media_path(thumb))) << thumb;
  }
  for (size_t i = 0; i < pictures.size(); i += 97) {
    auto main = karyana::media::probe_image(media_path(pictures[i].first));
    ASSERT_TRUE(main.has_value()) << pictures[i].first;
    EXPECT_EQ(main->width, 600);
    EXPECT_EQ(main->height, 600);
    EXPECT_EQ(main->bands, 3);
    auto thumb = karyana::media::probe_image(media_path(pictures[i].second));
    ASSERT_TRUE(thumb.has_value()) << pictures[i].second;
    EXPECT_EQ(thumb->width, 200);
    EXPECT_EQ(thumb->height, 200);
  }
  for (const char* sql : {"SELECT img FROM banner_items", "SELECT thumb FROM banner_items",
                          "SELECT title_img FROM product_categories", "SELECT img FROM product_gallery",
                          "SELECT menu_bg_img FROM product_categories WHERE menu_bg_img IS NOT NULL"}) {
    std::vector<std::string> urls;
    db().read([&](Connection& c) {
      auto st = c.prepare(sql);
      while (st.step()) urls.push_back(st.get_text(0));
    });
    ASSERT_FALSE(urls.empty()) << sql;
    for (const auto& url : urls) ASSERT_TRUE(fs::exists(media_path(url))) << url;
    EXPECT_TRUE(karyana::media::probe_image(media_path(urls.front())).has_value()) << urls.front();
  }
  // A file that is not an image does not decode.
  karyana::test::TempDir dir("probe");
  std::FILE* f = std::fopen(dir.file("bad.jpg").c_str(), "wb");
  std::fputs("not a jpeg", f);
  std::fclose(f);
  EXPECT_FALSE(karyana::media::probe_image(dir.file("bad.jpg")).has_value());
  EXPECT_FALSE(karyana::media::probe_image(dir.file("missing.jpg")).has_value());
}

TEST(Seed, SeedingTwiceDuplicatesNothingAndKeepsChanges) {
  auto& s = karyana::test::seeded_store();
  auto before = table_counts(db());
  // A change made since the first seed (an order took stock) must survive a re-seed.
  db().write([](Connection& c) {
    c.prepare("UPDATE products SET available_qty = 7 WHERE slug = 'nestle-milkpak-uht-milk-1-litre'").run();
    c.prepare("UPDATE settings SET value = 'true' WHERE key = 'suspend_app'").run();
  });
  karyana::seed::SeedOptions options;
  options.media_dir = s.media_dir;
  options.cache_dir = s.cache_dir;
  auto report = karyana::seed::seed(s.stores->seeding(), options);
  EXPECT_EQ(report.images_rendered, 0);
  EXPECT_EQ(report.images_linked, 0);
  EXPECT_GT(report.images_present, 500);
  EXPECT_EQ(table_counts(db()), before);
  EXPECT_EQ(count(db(), "SELECT available_qty FROM products WHERE slug = 'nestle-milkpak-uht-milk-1-litre'"), 7);
  EXPECT_EQ(s.stores->settings().get("suspend_app").value_or(""), "true");
  s.stores->settings().set("suspend_app", "false");
}

TEST(Seed, ASecondStoreLinksImagesFromTheCache) {
  auto& s = karyana::test::seeded_store();
  karyana::test::TempDir dir("second");
  auto stores = karyana::store::open_sqlite_stores(dir.file("k.sqlite3"));
  karyana::seed::SeedOptions options;
  options.media_dir = dir.file("media");
  options.cache_dir = s.cache_dir;
  auto report = karyana::seed::seed(stores->seeding(), options);
  std::printf("seed from cache: %.0f ms total, %d linked\n", report.total_ms, report.images_linked);
  EXPECT_EQ(report.images_rendered, 0);
  EXPECT_GT(report.images_linked, 500);
  EXPECT_EQ(table_counts(*karyana::store::sqlite::sqlite_database(*stores)), table_counts(db()));
  auto product = stores->catalogue().product_by_slug("olpers-full-cream-milk-1-litre");
  ASSERT_TRUE(product.has_value());
  EXPECT_TRUE(fs::exists(fs::path(options.media_dir) / product->picture.substr(7)));
}

TEST(Seed, DataOnlySeedAndCommands) {
  karyana::test::TempDir dir("commands");
  const std::string path = dir.file("k.sqlite3");
  EXPECT_EQ(karyana::seed::run_migrate_command(path), 0);
  Database database(path);
  auto seeding = karyana::store::sqlite::make_sqlite_seed_store(database);
  EXPECT_FALSE(karyana::seed::is_seeded(*seeding));
  karyana::seed::SeedOptions options;
  options.images = false;
  auto report = karyana::seed::seed(*seeding, options);
  EXPECT_GE(report.products, 500);
  EXPECT_TRUE(karyana::seed::is_seeded(*seeding));
  EXPECT_EQ(count(database, "SELECT COUNT(*) FROM products"), report.products);
  EXPECT_EQ(karyana::seed::run_migrate_command(dir.file("no-such-dir/x/k.sqlite3")), 1);
}

TEST(Seed, SlotTimesConvertToUtc) {
  EXPECT_EQ(karyana::seed::local_to_utc_time("09:00", 300), "04:00");
  EXPECT_EQ(karyana::seed::local_to_utc_time("21:00", 300), "16:00");
  EXPECT_EQ(karyana::seed::local_to_utc_time("03:30", 300), "22:30");
}
