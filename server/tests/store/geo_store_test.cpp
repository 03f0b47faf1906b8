// The geo store behaves the same on SQLite and PostgreSQL (issue 20): zones by city (any case),
// the gazetteer's word search (case-insensitive, LIKE's wildcards literal, UTF-8, by title then
// id), the city box, and the console's zone saves (new, stale, missing, a taken title) with their
// audit rows; on PostgreSQL two saves of one version race and one finds the zone stale.
#include <gtest/gtest.h>

#include <thread>

#include "store_backends.hpp"

namespace {

namespace store = karyana::store;

constexpr const char* kSquare =
    R"({"type":"Polygon","coordinates":[[[30.6,73.0],[30.7,73.0],[30.7,73.2],[30.6,73.0]]]})";

class GeoStoreTest : public karyana::test::StoreBackendTest {
 protected:
  void SetUp() override {
    StoreBackendTest::SetUp();
    stores().seeding().write([](store::SeedWriter& w) {
      w.geo_zone("zone-b", "Bazaar", "service-area", kSquare, "sahiwal");
      w.geo_zone("zone-a", "Area", "service-area", "not json", "sahiwal");
      w.geo_zone("zone-x", "Elsewhere", "service-area", kSquare, "lahore");
      w.location({.id = "l1",
                  .title = "Farid Town",
                  .code = "FT",
                  .lat = 30.66,
                  .lng = 73.1,
                  .type = "area",
                  .city = "sahiwal"});
      w.location({.id = "l2",
                  .title = "farid 100% Park",
                  .code = "FP",
                  .lat = 30.61,
                  .lng = 73.05,
                  .type = "area",
                  .city = "sahiwal"});
      w.location({.id = "l3",
                  .title = "چوک Farid_Gate",
                  .code = "FG",
                  .lat = 30.69,
                  .lng = 73.15,
                  .type = "area",
                  .city = "Sahiwal"});
      w.location(
          {.id = "l4", .title = "Mall Road", .code = "MR", .lat = 31.5, .lng = 74.3, .type = "road", .city = "lahore"});
    });
  }
  store::GeoStore& geo() { return stores().geo(); }
};

std::vector<std::string> titles(const std::vector<store::Location>& found) {
  std::vector<std::string> out;
  for (const auto& l : found) out.push_back(l.title);
  return out;
}

TEST_P(GeoStoreTest, ZonesByCityInAnyCaseByTitle) {
  auto zones = geo().zones_by_city("SAHIWAL", "", "");
  ASSERT_EQ(zones.size(), 2u);
  EXPECT_EQ(zones[0].title, "Area");
  EXPECT_TRUE(zones[0].ring.empty());  // a malformed outline reads as no ring
  EXPECT_EQ(zones[1].ring.size(), 4u);
  EXPECT_DOUBLE_EQ(zones[1].ring[1].lat, 30.7);
  EXPECT_EQ(zones[1].status, "published");
  EXPECT_EQ(geo().zones_by_city("sahiwal", "draft", "").size(), 0u);
  EXPECT_EQ(geo().zones_by_city("sahiwal", "published", "service-area").size(), 2u);
  EXPECT_EQ(geo().zones_by_city("sahiwal", "", "other").size(), 0u);
  auto admin = geo().admin_zones("Sahiwal");
  ASSERT_EQ(admin.size(), 2u);
  EXPECT_EQ(admin[1].zone.id, "zone-b");
  EXPECT_EQ(admin[1].version, 1);
  EXPECT_EQ(geo().admin_zone("zone-b")->zone.title, "Bazaar");
  EXPECT_FALSE(geo().admin_zone("nope"));
  EXPECT_TRUE(geo().address_points("sahiwal").empty());
}

TEST_P(GeoStoreTest, PlacesMatchEveryWordIgnoringCaseWithWildcardsLiteral) {
  EXPECT_EQ(titles(geo().search_locations("FARID", 10)),
            (std::vector<std::string>{"farid 100% Park", "Farid Town", "چوک Farid_Gate"}));
  EXPECT_EQ(titles(geo().search_locations("farid town", 10)), std::vector<std::string>{"Farid Town"});
  EXPECT_EQ(titles(geo().search_locations("100%", 10)), std::vector<std::string>{"farid 100% Park"});
  EXPECT_EQ(titles(geo().search_locations("d_G", 10)), std::vector<std::string>{"چوک Farid_Gate"});
  EXPECT_EQ(titles(geo().search_locations("چوک", 10)), std::vector<std::string>{"چوک Farid_Gate"});
  EXPECT_TRUE(geo().search_locations("%", 10).empty() == false);  // a literal % is in one title
  EXPECT_EQ(geo().search_locations("", 2).size(), 2u);
  EXPECT_EQ(geo().search_locations("   ", 0).size(), 1u);  // at least one
  auto l = geo().search_locations("mall", 5);
  ASSERT_EQ(l.size(), 1u);
  EXPECT_EQ(l[0].code, "MR");
  EXPECT_DOUBLE_EQ(l[0].lat, 31.5);
  EXPECT_DOUBLE_EQ(l[0].latitude_delta, 0.01);
  EXPECT_EQ(l[0].type, "road");
}

TEST_P(GeoStoreTest, TheCityBoxSpansItsPlaces) {
  auto box = geo().city_box("SaHiWaL");
  ASSERT_TRUE(box);
  EXPECT_DOUBLE_EQ(box->min_lat, 30.61);
  EXPECT_DOUBLE_EQ(box->max_lat, 30.69);
  EXPECT_DOUBLE_EQ(box->min_lng, 73.05);
  EXPECT_DOUBLE_EQ(box->max_lng, 73.15);
  EXPECT_FALSE(geo().city_box("karachi"));
}

TEST_P(GeoStoreTest, ZoneSavesCheckTheVersionAndTheTitle) {
  store::ZoneWrite w{.id = "",
                     .version = 0,
                     .city = "sahiwal",
                     .title = "New — نیا",
                     .status = "draft",
                     .polygon_json = kSquare,
                     .outside_count = 2};
  auto created = geo().save_zone("staff-1", w);
  ASSERT_EQ(created.outcome, store::ZoneSaveOutcome::saved);
  ASSERT_TRUE(created.zone);
  EXPECT_EQ(created.zone->version, 1);
  EXPECT_EQ(created.zone->zone.title, "New — نیا");
  EXPECT_EQ(created.zone->zone.category, "service-area");
  EXPECT_EQ(geo().save_zone("staff-1", w).outcome, store::ZoneSaveOutcome::taken);

  store::ZoneWrite edit{.id = created.zone->zone.id,
                        .version = 1,
                        .city = "",
                        .title = "Renamed",
                        .status = "published",
                        .polygon_json = kSquare,
                        .outside_count = 0};
  auto saved = geo().save_zone("staff-1", edit);
  ASSERT_EQ(saved.outcome, store::ZoneSaveOutcome::saved);
  EXPECT_EQ(saved.zone->version, 2);
  EXPECT_EQ(saved.zone->zone.status, "published");
  auto stale = geo().save_zone("staff-1", edit);
  EXPECT_EQ(stale.outcome, store::ZoneSaveOutcome::stale);
  ASSERT_TRUE(stale.zone);
  EXPECT_EQ(stale.zone->version, 2);
  edit.id = "nope";
  EXPECT_EQ(geo().save_zone("staff-1", edit).outcome, store::ZoneSaveOutcome::not_found);
  edit.id = created.zone->zone.id;
  edit.version = 2;
  edit.title = "Bazaar";  // another zone's title in the city
  EXPECT_EQ(geo().save_zone("staff-1", edit).outcome, store::ZoneSaveOutcome::taken);
  EXPECT_EQ(geo().admin_zone(edit.id)->zone.title, "Renamed");
}

TEST_P(GeoStoreTest, TwoSavesOfOneVersionLeaveOneSavedAndOneStale) {
  for (int round = 0; round < 5; ++round) {
    const auto before = geo().admin_zone("zone-b")->version;
    store::ZoneWrite w{.id = "zone-b",
                       .version = before,
                       .city = "",
                       .title = "Bazaar",
                       .status = "published",
                       .polygon_json = kSquare,
                       .outside_count = 0};
    store::ZoneSaveResult a, b;
    std::thread one([&] { a = geo().save_zone("staff-1", w); });
    std::thread two([&] { b = geo().save_zone("staff-2", w); });
    one.join();
    two.join();
    EXPECT_TRUE((a.outcome == store::ZoneSaveOutcome::saved) != (b.outcome == store::ZoneSaveOutcome::saved));
    EXPECT_TRUE(a.outcome == store::ZoneSaveOutcome::stale || b.outcome == store::ZoneSaveOutcome::stale);
    EXPECT_EQ(geo().admin_zone("zone-b")->version, before + 1);
  }
}

KARYANA_ON_BOTH_BACKENDS(GeoStoreTest);

}  // namespace
