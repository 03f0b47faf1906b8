// What a zone change does to the customers' saved addresses (issue 18, staffZoneCheck and
// staffSaveZone): which addresses inside the service area before the change would be outside it
// after. Addresses already outside are not counted (they were left out by an earlier change and
// are refused at their next save or checkout as now). Uses the parsed-shape cache of
// service_area.hpp, so a polygon is parsed once per text.
#pragma once

#include <string>
#include <vector>

namespace karyana::geo {

// A customer's saved address as the check sees it: no name, no street text.
struct SavedPoint {
  std::string label;    // home | office | other
  std::string zone_id;  // the zone stored with it ("" when none)
  double lat = 0, lng = 0;
};

// The polygons (GeoZone JSON text) making the service area before and after the change.
// Returns the points covered by one of `before` and none of `after`, in their given order.
std::vector<SavedPoint> left_outside(const std::vector<SavedPoint>& points, const std::vector<std::string>& before,
                                     const std::vector<std::string>& after);

// How many of `points` the polygon covers (0 for an unusable polygon).
int points_inside(const std::vector<SavedPoint>& points, const std::string& polygon_json);

}  // namespace karyana::geo
