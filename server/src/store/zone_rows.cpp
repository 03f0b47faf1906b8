#include "store/zone_rows.hpp"

#include <boost/json/object.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>
#include <sstream>

namespace karyana::store::zone_rows {

std::vector<LatLng> outer_ring(const std::string& polygon_json) {
  std::vector<LatLng> ring;
  boost::system::error_code ec;
  boost::json::value doc = boost::json::parse(polygon_json, ec);
  if (ec || !doc.is_object()) return ring;
  const auto* coordinates = doc.as_object().if_contains("coordinates");
  if (!coordinates || !coordinates->is_array() || coordinates->as_array().empty()) return ring;
  const auto& first = coordinates->as_array()[0];
  if (!first.is_array()) return ring;
  for (const auto& point : first.as_array()) {
    if (!point.is_array() || point.as_array().size() < 2) return {};
    const auto& pair = point.as_array();
    auto number = [](const boost::json::value& v) { return v.is_double() ? v.as_double() : v.to_number<double>(); };
    try {
      ring.push_back({number(pair[0]), number(pair[1])});
    } catch (...) {
      return {};
    }
  }
  return ring;
}

std::string zone_audit(const GeoZone& z, std::optional<int> outside_count) {
  boost::json::object o{{"title", z.title}, {"status", z.status}, {"polygon", z.polygon_json}};
  if (outside_count) o["outside_count"] = *outside_count;
  return boost::json::serialize(o);
}

std::vector<std::string> like_patterns(const std::string& keywords) {
  std::vector<std::string> words;
  std::istringstream in(keywords);
  for (std::string w; in >> w && words.size() < 8;) {
    std::string pattern = "%";
    for (char ch : w) {
      if (ch == '%' || ch == '_' || ch == '\\') pattern += '\\';
      pattern += ch;
    }
    words.push_back(pattern + "%");
  }
  return words;
}

}  // namespace karyana::store::zone_rows
