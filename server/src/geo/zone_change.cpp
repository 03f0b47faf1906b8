#include "geo/zone_change.hpp"

#include <memory>

#include "geo/service_area.hpp"

namespace karyana::geo {

namespace {

std::vector<std::shared_ptr<const ZoneShape>> shapes(const std::vector<std::string>& polygons) {
  std::vector<std::shared_ptr<const ZoneShape>> out;
  for (const auto& p : polygons)
    if (auto shape = cached_shape(p)) out.push_back(std::move(shape));
  return out;
}

bool covered(const std::vector<std::shared_ptr<const ZoneShape>>& area, const SavedPoint& p) {
  for (const auto& shape : area)
    if (shape->covers(p.lat, p.lng)) return true;
  return false;
}

}  // namespace

std::vector<SavedPoint> left_outside(const std::vector<SavedPoint>& points, const std::vector<std::string>& before,
                                     const std::vector<std::string>& after) {
  const auto was = shapes(before);
  const auto will = shapes(after);
  std::vector<SavedPoint> out;
  for (const auto& p : points)
    if (covered(was, p) && !covered(will, p)) out.push_back(p);
  return out;
}

int points_inside(const std::vector<SavedPoint>& points, const std::string& polygon_json) {
  auto shape = cached_shape(polygon_json);
  if (!shape) return 0;
  int n = 0;
  for (const auto& p : points)
    if (shape->covers(p.lat, p.lng)) ++n;
  return n;
}

}  // namespace karyana::geo
