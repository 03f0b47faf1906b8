#include "geo/service_area.hpp"

#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/covered_by.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <cmath>
#include <mutex>
#include <unordered_map>

namespace karyana::geo {

namespace bg = boost::geometry;
namespace json = boost::json;

namespace {

// Planar coordinates are exact enough for a city a few kilometres across.
using Point = bg::model::d2::point_xy<double>;  // x = lng, y = lat
using Polygon = bg::model::polygon<Point>;
using MultiPolygon = bg::model::multi_polygon<Polygon>;

// [lat, lng] → Point; false when it is not two finite numbers in range.
bool read_point(const json::value& v, Point& out) {
  const auto* pair = v.if_array();
  if (!pair || pair->size() < 2 || !(*pair)[0].is_number() || !(*pair)[1].is_number()) return false;
  double lat = (*pair)[0].to_number<double>();
  double lng = (*pair)[1].to_number<double>();
  if (!valid_point(lat, lng)) return false;
  out = Point(lng, lat);
  return true;
}

template <class Ring>
bool read_ring(const json::value& v, Ring& ring) {
  const auto* points = v.if_array();
  if (!points || points->size() < 3) return false;
  for (const auto& p : *points) {
    Point point;
    if (!read_point(p, point)) return false;
    ring.push_back(point);
  }
  return true;
}

// [outer ring, hole, hole …]
bool read_polygon(const json::value& v, Polygon& polygon) {
  const auto* rings = v.if_array();
  if (!rings || rings->empty() || !read_ring((*rings)[0], polygon.outer())) return false;
  for (std::size_t i = 1; i < rings->size(); ++i) {
    polygon.inners().emplace_back();
    if (!read_ring((*rings)[i], polygon.inners().back())) return false;
  }
  return true;
}

std::optional<MultiPolygon> read_shape(std::string_view text) {
  boost::system::error_code ec;
  json::value doc = json::parse(text, ec);
  if (ec || !doc.is_object()) return std::nullopt;
  const auto& o = doc.get_object();
  const auto* type = o.if_contains("type");
  const auto* coordinates = o.if_contains("coordinates");
  if (!type || !type->is_string() || !coordinates) return std::nullopt;
  MultiPolygon shape;
  if (type->get_string() == "Polygon") {
    shape.emplace_back();
    if (!read_polygon(*coordinates, shape.back())) return std::nullopt;
  } else if (type->get_string() == "MultiPolygon") {
    const auto* polygons = coordinates->if_array();
    if (!polygons || polygons->empty()) return std::nullopt;
    for (const auto& p : *polygons) {
      shape.emplace_back();
      if (!read_polygon(p, shape.back())) return std::nullopt;
    }
  } else {
    return std::nullopt;
  }
  // Closes open rings and orders them as Boost.Geometry expects (clockwise outer rings);
  // stored polygons may be drawn either way round.
  bg::correct(shape);
  return shape;
}

struct ShapeCache {
  static constexpr std::size_t kMaxEntries = 256;  // far more zones than a store has
  std::mutex mutex;
  std::unordered_map<std::string, std::shared_ptr<const ZoneShape>> by_text;
};

ShapeCache& shape_cache() {
  static ShapeCache cache;
  return cache;
}

}  // namespace

struct ZoneShape::Impl {
  MultiPolygon shape;
};

ZoneShape::ZoneShape(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
ZoneShape::~ZoneShape() = default;

std::shared_ptr<const ZoneShape> ZoneShape::parse(std::string_view polygon_json) {
  auto shape = read_shape(polygon_json);
  if (!shape) return nullptr;
  return std::make_shared<const ZoneShape>(std::make_unique<Impl>(Impl{std::move(*shape)}));
}

bool ZoneShape::covers(double lat, double lng) const {
  if (!valid_point(lat, lng)) return false;
  return bg::covered_by(Point(lng, lat), impl_->shape);
}

std::shared_ptr<const ZoneShape> cached_shape(const std::string& polygon_json) {
  auto& cache = shape_cache();
  {
    std::lock_guard lock(cache.mutex);
    if (auto it = cache.by_text.find(polygon_json); it != cache.by_text.end()) return it->second;
  }
  auto parsed = ZoneShape::parse(polygon_json);  // outside the lock: parsing is the slow part
  std::lock_guard lock(cache.mutex);
  if (cache.by_text.size() >= ShapeCache::kMaxEntries) cache.by_text.clear();
  cache.by_text.emplace(polygon_json, parsed);
  return parsed;
}

void clear_shape_cache() {
  auto& cache = shape_cache();
  std::lock_guard lock(cache.mutex);
  cache.by_text.clear();
}

std::size_t shape_cache_size() {
  auto& cache = shape_cache();
  std::lock_guard lock(cache.mutex);
  return cache.by_text.size();
}

bool valid_point(double lat, double lng) {
  return std::isfinite(lat) && std::isfinite(lng) && std::fabs(lat) <= 90 && std::fabs(lng) <= 180;
}

const store::GeoZone* zone_covering(const std::vector<store::GeoZone>& zones, double lat, double lng) {
  for (const auto& zone : zones) {
    auto shape = cached_shape(zone.polygon_json);
    if (shape && shape->covers(lat, lng)) return &zone;
  }
  return nullptr;
}

std::optional<store::GeoZone> service_zone_at(store::GeoStore& geo, const std::string& city, double lat, double lng) {
  if (!valid_point(lat, lng)) return std::nullopt;
  auto zones = geo.zones_by_city(city, kServiceAreaStatus, kServiceAreaCategory);
  if (const auto* zone = zone_covering(zones, lat, lng)) return *zone;
  return std::nullopt;
}

}  // namespace karyana::geo
