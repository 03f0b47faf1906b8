// Zones and places read from a row, and a zone's audit text, whatever the engine (SQLite's
// Statement and PostgreSQL's Result read alike): the SQLite and PostgreSQL geo stores share them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store::zone_rows {

// The columns read_zone() expects (the last, version, is read by the caller as column 8).
inline constexpr const char* kZoneSelect =
    "SELECT id, title, category, polygon, status, city, created_at, updated_at, version FROM geo_zones";
inline constexpr const char* kLocationColumns =
    "id, title, code, lat, lng, latitude_delta, longitude_delta, type, city";

// The outer ring of {"type":"Polygon","coordinates":[[[lat,lng],...]]}; empty if malformed.
std::vector<LatLng> outer_ring(const std::string& polygon_json);

// The audit row's before/after text of a zone save.
std::string zone_audit(const GeoZone& z, std::optional<int> outside_count = std::nullopt);

template <class Row>
GeoZone read_zone(const Row& row) {
  GeoZone z;
  z.id = row.get_text(0);
  z.title = row.get_text(1);
  z.category = row.get_text(2);
  z.polygon_json = row.get_text(3);
  z.ring = outer_ring(z.polygon_json);
  z.status = row.get_text(4);
  z.city = row.get_text(5);
  z.created_at = row.get_text(6);
  z.updated_at = row.get_text(7);
  return z;
}

template <class Row>
Location read_location(const Row& row) {
  return {row.get_text(0),   row.get_text(1),   row.get_text(2), row.get_double(3), row.get_double(4),
          row.get_double(5), row.get_double(6), row.get_text(7), row.get_text(8)};
}

// Each word of `keywords` (at most 8) as a LIKE pattern with LIKE's wildcards escaped by '\'.
std::vector<std::string> like_patterns(const std::string& keywords);

}  // namespace karyana::store::zone_rows
