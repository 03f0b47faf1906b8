#include <boost/json/parse.hpp>
#include <boost/json/value.hpp>
#include <cctype>
#include <sstream>

#include "store/sqlite/sqlite_stores.hpp"

namespace karyana::store::sqlite {

namespace {

// The outer ring of {"type":"Polygon","coordinates":[[[lat,lng],...]]}; empty if malformed.
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

}  // namespace

std::vector<GeoZone> SqliteGeoStore::zones_by_city(const std::string& city, const std::string& status,
                                                   const std::string& category) {
  return db_.read([&](Connection& c) {
    std::vector<GeoZone> zones;
    auto st = c.prepare(
        "SELECT id, title, category, polygon, status, city, created_at, updated_at FROM geo_zones"
        " WHERE city = ?1 COLLATE NOCASE AND (?2 = '' OR status = ?2) AND (?3 = '' OR category = ?3) ORDER BY title");
    st.bind_all(city, status, category);
    while (st.step()) {
      GeoZone z;
      z.id = st.get_text(0);
      z.title = st.get_text(1);
      z.category = st.get_text(2);
      z.polygon_json = st.get_text(3);
      z.ring = outer_ring(z.polygon_json);
      z.status = st.get_text(4);
      z.city = st.get_text(5);
      z.created_at = st.get_text(6);
      z.updated_at = st.get_text(7);
      zones.push_back(std::move(z));
    }
    return zones;
  });
}

std::vector<Location> SqliteGeoStore::search_locations(const std::string& keywords, int limit) {
  // Each word becomes a LIKE pattern; escape LIKE's wildcards so they match literally.
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
  std::string sql =
      "SELECT id, title, code, lat, lng, latitude_delta, longitude_delta, type, city FROM locations WHERE 1";
  for (size_t i = 0; i < words.size(); ++i) sql += " AND title LIKE ?" + std::to_string(i + 1) + " ESCAPE '\\'";
  sql += " ORDER BY title COLLATE NOCASE LIMIT ?" + std::to_string(words.size() + 1);
  return db_.read([&](Connection& c) {
    std::vector<Location> found;
    auto st = c.prepare(sql);
    for (size_t i = 0; i < words.size(); ++i) st.bind(static_cast<int>(i + 1), words[i]);
    st.bind(static_cast<int>(words.size() + 1), std::max(1, limit));
    while (st.step())
      found.push_back({st.get_text(0), st.get_text(1), st.get_text(2), st.get_double(3), st.get_double(4),
                       st.get_double(5), st.get_double(6), st.get_text(7), st.get_text(8)});
    return found;
  });
}

}  // namespace karyana::store::sqlite
