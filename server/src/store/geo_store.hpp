// Service-area zones and the place gazetteer.
#pragma once

#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::store {

class GeoStore {
 public:
  virtual ~GeoStore() = default;
  // Zones of a city; an empty status or category matches any.
  virtual std::vector<GeoZone> zones_by_city(const std::string& city, const std::string& status,
                                             const std::string& category) = 0;
  // Places whose title contains every word of `keywords` (case-insensitive); all places when
  // keywords is blank. At most `limit`, by title.
  virtual std::vector<Location> search_locations(const std::string& keywords, int limit) = 0;
};

}  // namespace karyana::store
