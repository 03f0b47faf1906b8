// The service area: which published 'service-area' zone of a city covers a point.
//
// Zone polygons are JSON {"type":"Polygon"|"MultiPolygon","coordinates":...} with points in the
// spec's [lat, lng] order (migration 0001, seed/sahiwal_data); geo_point is [lat, lng] too.
// Boost.Geometry works on (x = lng, y = lat): the swap happens in service_area.cpp only.
// Boost headers stay out of this header (compile time).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/geo_store.hpp"

namespace karyana::geo {

inline constexpr const char* kServiceAreaStatus = "published";
inline constexpr const char* kServiceAreaCategory = "service-area";

// One zone's polygon, parsed once.
class ZoneShape {
 public:
  struct Impl;
  explicit ZoneShape(std::unique_ptr<Impl> impl);
  ~ZoneShape();
  ZoneShape(const ZoneShape&) = delete;
  ZoneShape& operator=(const ZoneShape&) = delete;

  // nullptr when the text is not a usable Polygon or MultiPolygon (bad JSON, a ring of fewer
  // than 3 points, a coordinate that is not a finite lat/lng).
  static std::shared_ptr<const ZoneShape> parse(std::string_view polygon_json);
  // Inside the polygon or on its edge (a hole excludes its inside).
  bool covers(double lat, double lng) const;

 private:
  std::unique_ptr<Impl> impl_;
};

// Parsed shapes, keyed by the polygon's JSON text. An edited zone has new text and is parsed
// afresh — also when another process edited it — so the cache never serves a stale polygon;
// an unchanged zone is parsed once per process. Thread-safe; unparsable text is cached as null.
std::shared_ptr<const ZoneShape> cached_shape(const std::string& polygon_json);
// Drops every parsed shape (they are parsed again on next use).
void clear_shape_cache();
std::size_t shape_cache_size();

// A usable geo_point: finite, lat within ±90, lng within ±180.
bool valid_point(double lat, double lng);

// The first of `zones` whose polygon covers the point; nullptr when none does.
const store::GeoZone* zone_covering(const std::vector<store::GeoZone>& zones, double lat, double lng);

// The published service-area zone of `city` that covers the point; nullopt when the point is
// out of the service area (or the city has no service area).
std::optional<store::GeoZone> service_zone_at(store::GeoStore& geo, const std::string& city, double lat, double lng);

}  // namespace karyana::geo
