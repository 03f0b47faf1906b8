// The demo store's local data for Sahiwal, Punjab: settings, service area, places, content
// pages. Coordinates are [lat, lng].
#pragma once

#include <utility>
#include <vector>

namespace karyana::seed {

struct SettingDef {
  const char* key;
  const char* value;
};

struct PlaceDef {
  const char* title;
  const char* code;
  double lat, lng;
  const char* type;  // locality, landmark, road, market, station
};

struct PageDef {
  const char* slug;
  const char* title;
  const char* seo_desc;
  const char* body;  // HTML
};

const std::vector<SettingDef>& default_settings();
// The service-area polygon's outer ring, [lat, lng] points, closed (first == last).
const std::vector<std::pair<double, double>>& service_area_ring();
const std::vector<PlaceDef>& places();
const std::vector<PageDef>& pages();

}  // namespace karyana::seed
