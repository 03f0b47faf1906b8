// Service-area zones and the place gazetteer; the console's zone writes (issue 18, docs/api.md
// 'Staff: service area'): each one transaction with its 'zone.save' audit row, refused on a stale
// version (migration 0015). The outline rules are geo/zone_geometry's; the store only keeps them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

struct AdminZone {
  GeoZone zone;
  std::int64_t version = 0;
};

// A saved customer address as the zone check needs it: no name, no street text.
struct ZoneAddressPoint {
  std::string label;
  std::string zone_id;  // "" when none
  double lat = 0, lng = 0;
};

// The box of a city's places (the gazetteer).
struct CityBox {
  double min_lat = 0, max_lat = 0, min_lng = 0, max_lng = 0;
};

struct ZoneWrite {
  std::string id;  // "" creates (category service-area)
  std::int64_t version = 0;
  std::string city;  // new zones only
  std::string title;
  std::string status;  // published | draft
  std::string polygon_json;
  int outside_count = 0;  // saved addresses the change leaves outside, for the audit row
};

enum class ZoneSaveOutcome { saved, not_found, stale, taken };

struct ZoneSaveResult {
  ZoneSaveOutcome outcome = ZoneSaveOutcome::not_found;  // taken: the city has a zone of that title
  std::optional<AdminZone> zone;                         // after the save
};

class GeoStore {
 public:
  virtual ~GeoStore() = default;
  // Zones of a city; an empty status or category matches any.
  virtual std::vector<GeoZone> zones_by_city(const std::string& city, const std::string& status,
                                             const std::string& category) = 0;
  // Places whose title contains every word of `keywords` (case-insensitive); all places when
  // keywords is blank. At most `limit`, by title.
  virtual std::vector<Location> search_locations(const std::string& keywords, int limit) = 0;

  // The console: every zone of a city, any status or category, by title.
  virtual std::vector<AdminZone> admin_zones(const std::string& city) = 0;
  virtual std::optional<AdminZone> admin_zone(const std::string& id) = 0;
  // Every saved customer address of the city.
  virtual std::vector<ZoneAddressPoint> address_points(const std::string& city) = 0;
  // The box of the city's places; nullopt when it has none.
  virtual std::optional<CityBox> city_box(const std::string& city) = 0;
  // Audited 'zone.save' (before and after: title, status, polygon; after also outside_count).
  virtual ZoneSaveResult save_zone(const std::string& actor_id, const ZoneWrite& zone) = 0;
};

}  // namespace karyana::store
