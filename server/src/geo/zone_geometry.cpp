#include "geo/zone_geometry.hpp"

#include <boost/geometry/algorithms/area.hpp>
#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/intersection.hpp>
#include <boost/geometry/algorithms/is_valid.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <cmath>
#include <cstdio>

#include "geo/service_area.hpp"

namespace karyana::geo {

namespace bg = boost::geometry;

namespace {

using Point = bg::model::d2::point_xy<double>;  // x = lng, y = lat
using Polygon = bg::model::polygon<Point>;
using MultiPolygon = bg::model::multi_polygon<Polygon>;

// Below this (square degrees, about 10 m²) an area is a touch, not an overlap.
constexpr double kMinArea = 1e-9;

bool same(const store::LatLng& a, const store::LatLng& b) { return a.lat == b.lat && a.lng == b.lng; }

Polygon to_polygon(const std::vector<store::LatLng>& points) {
  Polygon polygon;
  for (const auto& p : open_ring(points)) polygon.outer().emplace_back(p.lng, p.lat);
  bg::correct(polygon);  // closes the ring and turns it clockwise, as Boost expects
  return polygon;
}

bool near_city(const store::LatLng& p, const Bounds& b) {
  return p.lat >= b.min_lat - kCityMargin && p.lat <= b.max_lat + kCityMargin && p.lng >= b.min_lng - kCityMargin &&
         p.lng <= b.max_lng + kCityMargin;
}

}  // namespace

const char* ring_problem_message(RingProblem problem) {
  switch (problem) {
    case RingProblem::point_invalid:
      return "Each point is a latitude from -90 to 90 and a longitude from -180 to 180";
    case RingProblem::too_few_points:
      return "A zone needs at least 3 different points";
    case RingProblem::too_many_points:
      return "A zone can have at most 200 points";
    case RingProblem::self_intersects:
      return "The zone's edges cross each other";
    case RingProblem::outside_city:
      return "The zone reaches too far outside the city";
  }
  return "";
}

std::vector<store::LatLng> open_ring(const std::vector<store::LatLng>& points) {
  std::vector<store::LatLng> ring;
  for (const auto& p : points)
    if (ring.empty() || !same(ring.back(), p)) ring.push_back(p);
  while (ring.size() > 1 && same(ring.front(), ring.back())) ring.pop_back();
  return ring;
}

std::optional<RingProblem> check_ring(const std::vector<store::LatLng>& points, const std::optional<Bounds>& city) {
  for (const auto& p : points)
    if (!valid_point(p.lat, p.lng)) return RingProblem::point_invalid;
  const auto ring = open_ring(points);
  if (ring.size() < 3) return RingProblem::too_few_points;
  if (ring.size() > kZoneMaxPoints) return RingProblem::too_many_points;
  const auto polygon = to_polygon(ring);
  if (!bg::is_valid(polygon) || std::fabs(bg::area(polygon)) < kMinArea) return RingProblem::self_intersects;
  if (city)
    for (const auto& p : ring)
      if (!near_city(p, *city)) return RingProblem::outside_city;
  return std::nullopt;
}

bool rings_overlap(const std::vector<store::LatLng>& a, const std::vector<store::LatLng>& b) {
  const auto pa = to_polygon(a);
  const auto pb = to_polygon(b);
  // A stored zone that is not a valid polygon cannot be intersected reliably: no overlap claimed.
  if (!bg::is_valid(pa) || !bg::is_valid(pb)) return false;
  MultiPolygon shared;
  bg::intersection(pa, pb, shared);
  return bg::area(shared) > kMinArea;
}

std::string polygon_json(const std::vector<store::LatLng>& points) {
  auto ring = open_ring(points);
  if (!ring.empty()) ring.push_back(ring.front());
  std::string json = "{\"type\":\"Polygon\",\"coordinates\":[[";
  for (std::size_t i = 0; i < ring.size(); ++i) {
    char point[64];
    std::snprintf(point, sizeof point, "%s[%.6f,%.6f]", i == 0 ? "" : ",", ring[i].lat, ring[i].lng);
    json += point;
  }
  return json + "]]}";
}

}  // namespace karyana::geo
