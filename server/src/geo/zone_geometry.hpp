// The rules of a service-area zone's outline drawn in the console (issue 18, docs/api.md 'Staff:
// service area'): a simple polygon of 3 to 200 points near its city, and which other zones it
// overlaps. Points are [lat, lng] as the stored GeoZone's; the swap to Boost.Geometry's (x = lng,
// y = lat) happens in zone_geometry.cpp only. Planar maths: exact enough for one city.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "store/records.hpp"

namespace karyana::geo {

inline constexpr std::size_t kZoneMaxPoints = 200;
// How far (degrees, about 25 km) an outline may reach past the box of its city's known places.
inline constexpr double kCityMargin = 0.25;

enum class RingProblem { too_few_points, too_many_points, point_invalid, self_intersects, outside_city };

namespace zone_messages {
inline constexpr const char* kNotFound = "Zone not found";
inline constexpr const char* kChanged = "This zone was changed by someone else. Reload it to see the change.";
inline constexpr const char* kTitleTaken = "Another zone of this city already has this title";
inline constexpr const char* kStatusInvalid = "A zone is either published or draft";
inline constexpr const char* kOverlapsPrefix = "This zone overlaps the published zone ";
inline constexpr const char* kLeavesOutsideSuffix = " saved addresses would be outside the service area";
}  // namespace zone_messages

// The user's text for each problem (docs/api.md lists them with their textCodes).
const char* ring_problem_message(RingProblem problem);

// The box around a city's known places (or zones), before kCityMargin.
struct Bounds {
  double min_lat = 0, max_lat = 0, min_lng = 0, max_lng = 0;
};

// The outline without a repeated closing point and without consecutive duplicates.
std::vector<store::LatLng> open_ring(const std::vector<store::LatLng>& points);

// The first broken rule, in the order: a point not a finite lat/lng; fewer than 3 distinct points;
// more than kZoneMaxPoints; edges that cross or touch (or no area at all); a point more than
// kCityMargin outside `city` (no check when the city has no bounds).
std::optional<RingProblem> check_ring(const std::vector<store::LatLng>& points, const std::optional<Bounds>& city);

// Do the two outlines share some area (more than a few square metres)? Outlines that only touch
// along an edge or at a point do not overlap; one inside the other does.
bool rings_overlap(const std::vector<store::LatLng>& a, const std::vector<store::LatLng>& b);

// {"type":"Polygon","coordinates":[[[lat,lng],…,first]]}: the stored form, ring closed.
std::string polygon_json(const std::vector<store::LatLng>& points);

}  // namespace karyana::geo
