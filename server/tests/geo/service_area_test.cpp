// The service area: the demo Sahiwal polygon (as the seed stores it, [lat, lng]) covers the
// city and nothing far away; MultiPolygons, holes, open or anticlockwise rings work; bad
// polygons cover nothing; parsed shapes are cached by their text.
#include "geo/service_area.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <limits>

#include "../store/temp_dir.hpp"
#include "seed/sahiwal_data.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/stores.hpp"

namespace karyana {
namespace {

// The polygon JSON exactly as seed/demo_content.cpp writes it.
std::string sahiwal_polygon() {
  std::string json = "{\"type\":\"Polygon\",\"coordinates\":[[";
  bool first = true;
  for (const auto& [lat, lng] : seed::service_area_ring()) {
    char point[64];
    std::snprintf(point, sizeof point, "%s[%.4f,%.4f]", first ? "" : ",", lat, lng);
    json += point;
    first = false;
  }
  return json + "]]}";
}

// A square of 0.1° around (lat, lng), listed anticlockwise in [lat, lng] and left open.
std::string square_ring(double lat, double lng) {
  char ring[256];
  std::snprintf(ring, sizeof ring, "[[%f,%f],[%f,%f],[%f,%f],[%f,%f]]", lat - 0.05, lng - 0.05, lat - 0.05, lng + 0.05,
                lat + 0.05, lng + 0.05, lat + 0.05, lng - 0.05);
  return ring;
}

TEST(ZoneShape, DemoSahiwalZoneCoversTheCityAndNothingFarAway) {
  auto shape = geo::ZoneShape::parse(sahiwal_polygon());
  ASSERT_TRUE(shape);
  EXPECT_TRUE(shape->covers(30.6680, 73.1110));   // city centre
  EXPECT_TRUE(shape->covers(30.6718, 73.1075));   // Jahaz Ground
  EXPECT_TRUE(shape->covers(30.6625, 73.0975));   // Farid Town
  EXPECT_FALSE(shape->covers(30.5900, 72.8700));  // Harappa, 25 km away
  EXPECT_FALSE(shape->covers(31.5204, 74.3587));  // Lahore
  // Just outside the north-east edge (the edge runs from 30.6905,73.11 to 30.687,73.13).
  EXPECT_FALSE(shape->covers(30.6905, 73.1290));
  // The centre given in GeoJSON's [lng, lat] order is somewhere else entirely.
  EXPECT_FALSE(shape->covers(73.1110, 30.6680));
}

TEST(ZoneShape, EveryDemoPlaceLiesInsideTheDemoZone) {
  auto shape = geo::ZoneShape::parse(sahiwal_polygon());
  ASSERT_TRUE(shape);
  for (const auto& place : seed::places()) EXPECT_TRUE(shape->covers(place.lat, place.lng)) << place.title;
}

TEST(ZoneShape, AVertexAndAnEdgeCountAsInside) {
  auto shape = geo::ZoneShape::parse(R"({"type":"Polygon","coordinates":[[[0,0],[0,10],[10,10],[10,0],[0,0]]]})");
  ASSERT_TRUE(shape);
  EXPECT_TRUE(shape->covers(0, 0));
  EXPECT_TRUE(shape->covers(5, 0));
  EXPECT_TRUE(shape->covers(5, 5));
  EXPECT_FALSE(shape->covers(10.001, 5));
}

TEST(ZoneShape, OpenAnticlockwiseRingsAndHolesAndMultiPolygons) {
  auto open = geo::ZoneShape::parse("{\"type\":\"Polygon\",\"coordinates\":[" + square_ring(30, 73) + "]}");
  ASSERT_TRUE(open);
  EXPECT_TRUE(open->covers(30, 73));
  EXPECT_FALSE(open->covers(30.2, 73));

  auto holed = geo::ZoneShape::parse(
      "{\"type\":\"Polygon\",\"coordinates\":[[[0,0],[0,10],[10,10],[10,0],[0,0]],"
      "[[4,4],[4,6],[6,6],[6,4],[4,4]]]}");
  ASSERT_TRUE(holed);
  EXPECT_TRUE(holed->covers(2, 2));
  EXPECT_FALSE(holed->covers(5, 5));

  auto multi = geo::ZoneShape::parse("{\"type\":\"MultiPolygon\",\"coordinates\":[[" + square_ring(30, 73) + "],[" +
                                     square_ring(31, 74) + "]]}");
  ASSERT_TRUE(multi);
  EXPECT_TRUE(multi->covers(30, 73));
  EXPECT_TRUE(multi->covers(31, 74));
  EXPECT_FALSE(multi->covers(30.5, 73.5));
}

TEST(ZoneShape, UnusablePolygonsAreRefused) {
  for (const char* bad : {
           "",
           "not json",
           "[]",
           R"({"type":"Point","coordinates":[30,73]})",
           R"({"type":"Polygon"})",
           R"({"type":"Polygon","coordinates":[]})",
           R"({"type":"Polygon","coordinates":[[[0,0],[0,1]]]})",                // two points
           R"({"type":"Polygon","coordinates":[[[0,0],[0,"x"],[1,1]]]})",        // not a number
           R"({"type":"Polygon","coordinates":[[[0,0],[0,200],[1,1],[0,0]]]})",  // lng out of range
           R"({"type":"Polygon","coordinates":[[[95,0],[0,1],[1,1],[95,0]]]})",  // lat out of range
           R"({"type":"MultiPolygon","coordinates":[]})",
       })
    EXPECT_FALSE(geo::ZoneShape::parse(bad)) << bad;
}

TEST(ZoneShape, PointsOutsideTheGlobeAreNeverCovered) {
  auto shape = geo::ZoneShape::parse(R"({"type":"Polygon","coordinates":[[[-90,-180],[-90,180],[90,180],[90,-180]]]})");
  ASSERT_TRUE(shape);
  EXPECT_TRUE(shape->covers(0, 0));
  EXPECT_FALSE(shape->covers(0, std::numeric_limits<double>::quiet_NaN()));
  EXPECT_FALSE(shape->covers(91, 0));
  EXPECT_FALSE(geo::valid_point(0, 181));
  EXPECT_TRUE(geo::valid_point(-90, 180));
}

TEST(ShapeCache, ParsesEachTextOnceAndCanBeCleared) {
  geo::clear_shape_cache();
  auto text = sahiwal_polygon();
  auto a = geo::cached_shape(text);
  auto b = geo::cached_shape(text);
  ASSERT_TRUE(a);
  EXPECT_EQ(a.get(), b.get());
  EXPECT_EQ(geo::shape_cache_size(), 1u);
  EXPECT_FALSE(geo::cached_shape("broken"));
  EXPECT_EQ(geo::shape_cache_size(), 2u);
  geo::clear_shape_cache();
  EXPECT_EQ(geo::shape_cache_size(), 0u);
  EXPECT_NE(geo::cached_shape(text).get(), a.get());
}

class ServiceAreaStore : public ::testing::Test {
 protected:
  ServiceAreaStore() : dir_("service-area"), stores_(store::open_sqlite_stores(dir_.file("karyana.sqlite3"))) {}

  void add_zone(const std::string& id, const std::string& title, const std::string& polygon,
                const std::string& status = "published", const std::string& category = "service-area",
                const std::string& city = "sahiwal") {
    karyana::store::sqlite::sqlite_database(*stores_)->write([&](store::sqlite::Connection& c) {
      c.prepare("INSERT INTO geo_zones(id, title, category, polygon, status, city) VALUES(?1, ?2, ?3, ?4, ?5, ?6)")
          .bind_all(id, title, category, polygon, status, city)
          .run();
    });
  }
  void set_polygon(const std::string& id, const std::string& polygon) {
    karyana::store::sqlite::sqlite_database(*stores_)->write([&](store::sqlite::Connection& c) {
      c.prepare("UPDATE geo_zones SET polygon = ?2 WHERE id = ?1").bind_all(id, polygon).run();
    });
  }

  test::TempDir dir_;
  std::unique_ptr<store::Stores> stores_;
};

TEST_F(ServiceAreaStore, OnlyPublishedServiceAreaZonesOfTheCityCount) {
  add_zone("z-city", "Sahiwal City", sahiwal_polygon());
  auto far = "{\"type\":\"Polygon\",\"coordinates\":[" + square_ring(30.59, 72.87) + "]}";
  add_zone("z-draft", "Harappa draft", far, "draft");
  add_zone("z-pickup", "Harappa pickup", far, "published", "pickup");
  add_zone("z-other-city", "Harappa", far, "published", "service-area", "harappa");

  auto zone = geo::service_zone_at(stores_->geo(), "sahiwal", 30.6718, 73.1075);
  ASSERT_TRUE(zone);
  EXPECT_EQ(zone->id, "z-city");
  EXPECT_TRUE(geo::service_zone_at(stores_->geo(), "Sahiwal", 30.6718, 73.1075));  // city names ignore case
  EXPECT_FALSE(geo::service_zone_at(stores_->geo(), "sahiwal", 30.59, 72.87));     // draft and pickup zones
  EXPECT_FALSE(geo::service_zone_at(stores_->geo(), "harappa", 30.6718, 73.1075));
  EXPECT_TRUE(geo::service_zone_at(stores_->geo(), "harappa", 30.59, 72.87));
  EXPECT_FALSE(geo::service_zone_at(stores_->geo(), "lahore", 30.6718, 73.1075));  // no service area at all
}

TEST_F(ServiceAreaStore, AnEditedZoneIsUsedAtOnce) {
  add_zone("z-city", "Sahiwal City", sahiwal_polygon());
  ASSERT_TRUE(geo::service_zone_at(stores_->geo(), "sahiwal", 30.6718, 73.1075));
  // The zone moves to Harappa: the cache is keyed by the polygon text, so nothing stale is served.
  set_polygon("z-city", "{\"type\":\"Polygon\",\"coordinates\":[" + square_ring(30.59, 72.87) + "]}");
  EXPECT_FALSE(geo::service_zone_at(stores_->geo(), "sahiwal", 30.6718, 73.1075));
  EXPECT_TRUE(geo::service_zone_at(stores_->geo(), "sahiwal", 30.59, 72.87));
  // A broken polygon covers nothing rather than failing the request.
  set_polygon("z-city", "{broken");
  EXPECT_FALSE(geo::service_zone_at(stores_->geo(), "sahiwal", 30.59, 72.87));
}

}  // namespace
}  // namespace karyana
