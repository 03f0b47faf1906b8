// The console's zone outline rules: at least 3 different points, no crossing edges, near the
// city; overlaps are shared area (touching edges are not); the stored JSON is closed [lat, lng];
// and which saved addresses a change leaves outside the service area.
#include "geo/zone_geometry.hpp"

#include <gtest/gtest.h>

#include <limits>

#include "geo/service_area.hpp"
#include "geo/zone_change.hpp"

namespace karyana::geo {
namespace {

using Ring = std::vector<store::LatLng>;

// A square with its south-west corner at (lat, lng) and sides of `size` degrees.
Ring square(double lat, double lng, double size) {
  return {{lat, lng}, {lat, lng + size}, {lat + size, lng + size}, {lat + size, lng}};
}

const Bounds kSahiwal{30.64, 30.70, 73.07, 73.15};

TEST(ZoneGeometry, ASimpleSquareNearTheCityIsValid) {
  EXPECT_EQ(check_ring(square(30.66, 73.10, 0.01), kSahiwal), std::nullopt);
}

TEST(ZoneGeometry, AClosedRingIsTheSameAsAnOpenOne) {
  auto ring = square(30.66, 73.10, 0.01);
  ring.push_back(ring.front());
  EXPECT_EQ(check_ring(ring, kSahiwal), std::nullopt);
  EXPECT_EQ(open_ring(ring).size(), 4U);
}

TEST(ZoneGeometry, FewerThanThreeDifferentPointsAreRefused) {
  EXPECT_EQ(check_ring({{30.66, 73.10}, {30.67, 73.11}}, kSahiwal), RingProblem::too_few_points);
  EXPECT_EQ(check_ring({{30.66, 73.10}, {30.67, 73.11}, {30.67, 73.11}, {30.66, 73.10}}, kSahiwal),
            RingProblem::too_few_points);
  EXPECT_EQ(check_ring({}, std::nullopt), RingProblem::too_few_points);
}

TEST(ZoneGeometry, TooManyPointsAreRefused) {
  Ring ring;
  for (std::size_t i = 0; i <= kZoneMaxPoints; ++i)
    ring.push_back({30.6 + 0.0001 * static_cast<double>(i), 73.1 + 0.0001 * static_cast<double>(i * i)});
  EXPECT_EQ(check_ring(ring, std::nullopt), RingProblem::too_many_points);
}

TEST(ZoneGeometry, PointsThatAreNotCoordinatesAreRefused) {
  EXPECT_EQ(check_ring({{91, 73.1}, {30.6, 73.2}, {30.7, 73.1}}, std::nullopt), RingProblem::point_invalid);
  EXPECT_EQ(check_ring({{30.6, std::numeric_limits<double>::quiet_NaN()}, {30.6, 73.2}, {30.7, 73.1}}, std::nullopt),
            RingProblem::point_invalid);
}

TEST(ZoneGeometry, ABowTieIsSelfIntersecting) {
  Ring bow{{30.66, 73.10}, {30.67, 73.11}, {30.66, 73.11}, {30.67, 73.10}};
  EXPECT_EQ(check_ring(bow, kSahiwal), RingProblem::self_intersects);
}

TEST(ZoneGeometry, PointsOnOneLineHaveNoArea) {
  EXPECT_EQ(check_ring({{30.66, 73.10}, {30.67, 73.11}, {30.68, 73.12}}, kSahiwal), RingProblem::self_intersects);
}

TEST(ZoneGeometry, FarOutsideTheCityIsRefusedButTheMarginIsAllowed) {
  EXPECT_EQ(check_ring(square(31.5, 74.3, 0.01), kSahiwal), RingProblem::outside_city);  // Lahore
  EXPECT_EQ(check_ring(square(30.70, 73.15, 0.2), kSahiwal), std::nullopt);
  EXPECT_EQ(check_ring(square(31.5, 74.3, 0.01), std::nullopt), std::nullopt);  // a city without places
}

TEST(ZoneGeometry, SharedAreaOverlapsAndTouchingDoesNot) {
  const auto a = square(30.66, 73.10, 0.01);
  EXPECT_TRUE(rings_overlap(a, square(30.665, 73.105, 0.01)));   // corners cross
  EXPECT_TRUE(rings_overlap(a, square(30.662, 73.102, 0.002)));  // inside
  EXPECT_TRUE(rings_overlap(square(30.662, 73.102, 0.002), a));  // around
  EXPECT_TRUE(rings_overlap(a, a));                              // the same
  EXPECT_FALSE(rings_overlap(a, square(30.66, 73.11, 0.01)));    // shares the east edge
  EXPECT_FALSE(rings_overlap(a, square(30.67, 73.11, 0.01)));    // shares a corner
  EXPECT_FALSE(rings_overlap(a, square(30.70, 73.10, 0.01)));    // apart
}

TEST(ZoneGeometry, PolygonJsonIsClosedLatLngThatTheServiceAreaReads) {
  const auto json = polygon_json(square(30.66, 73.10, 0.01));
  EXPECT_EQ(json,
            "{\"type\":\"Polygon\",\"coordinates\":[[[30.660000,73.100000],[30.660000,73.110000],[30.670000,73.110000],"
            "[30.670000,73.100000],[30.660000,73.100000]]]}");
  auto shape = ZoneShape::parse(json);
  ASSERT_NE(shape, nullptr);
  EXPECT_TRUE(shape->covers(30.665, 73.105));
  EXPECT_FALSE(shape->covers(30.675, 73.105));
}

TEST(ZoneChange, OnlyAddressesInsideBeforeAndOutsideAfterAreCounted) {
  const auto big = polygon_json(square(30.60, 73.00, 0.2));
  const auto small = polygon_json(square(30.66, 73.10, 0.01));
  std::vector<SavedPoint> points{{"home", "z1", 30.665, 73.105},  // in both
                                 {"office", "z1", 30.75, 73.15},  // in big only
                                 {"other", "", 31.5, 74.3}};      // in neither: already outside
  auto out = left_outside(points, {big}, {small});
  ASSERT_EQ(out.size(), 1U);
  EXPECT_EQ(out[0].label, "office");
  EXPECT_TRUE(left_outside(points, {small}, {big}).empty());
  EXPECT_EQ(left_outside(points, {big}, {}).size(), 2U);  // unpublishing the only zone
  EXPECT_EQ(points_inside(points, big), 2);
  EXPECT_EQ(points_inside(points, "not json"), 0);
}

}  // namespace
}  // namespace karyana::geo
