// Zones and places; the console's zone writes, each one transaction with its audit row.
#include <algorithm>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/sqlite/error.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"
#include "store/sqlite/sqlite_stores.hpp"
#include "store/zone_rows.hpp"

namespace karyana::store::sqlite {

namespace {

using zone_rows::kZoneSelect;
using zone_rows::read_zone;
using zone_rows::zone_audit;

std::optional<AdminZone> load_zone(Connection& c, const std::string& id) {
  auto st = c.prepare(std::string(kZoneSelect) + " WHERE id = ?1");
  st.bind(1, id);
  if (!st.step()) return std::nullopt;
  return AdminZone{read_zone(st), st.get_int(8)};
}

}  // namespace

std::vector<GeoZone> SqliteGeoStore::zones_by_city(const std::string& city, const std::string& status,
                                                   const std::string& category) {
  return db_.read([&](Connection& c) {
    std::vector<GeoZone> zones;
    auto st = c.prepare(std::string(kZoneSelect) +
                        " WHERE city = ?1 COLLATE NOCASE AND (?2 = '' OR status = ?2) AND (?3 = '' OR category = ?3)"
                        " ORDER BY title, id");
    st.bind_all(city, status, category);
    while (st.step()) zones.push_back(read_zone(st));
    return zones;
  });
}

std::vector<AdminZone> SqliteGeoStore::admin_zones(const std::string& city) {
  return db_.read([&](Connection& c) {
    std::vector<AdminZone> zones;
    auto st = c.prepare(std::string(kZoneSelect) + " WHERE city = ?1 COLLATE NOCASE ORDER BY title COLLATE NOCASE, id");
    st.bind(1, city);
    while (st.step()) zones.push_back({read_zone(st), st.get_int(8)});
    return zones;
  });
}

std::optional<AdminZone> SqliteGeoStore::admin_zone(const std::string& id) {
  return db_.read([&](Connection& c) { return load_zone(c, id); });
}

std::vector<ZoneAddressPoint> SqliteGeoStore::address_points(const std::string& city) {
  return db_.read([&](Connection& c) {
    std::vector<ZoneAddressPoint> points;
    auto st = c.prepare(
        "SELECT label, COALESCE(delivery_zone_id, ''), lat, lng FROM addresses WHERE city = ?1 COLLATE NOCASE"
        " ORDER BY created_at, id");
    st.bind(1, city);
    while (st.step()) points.push_back({st.get_text(0), st.get_text(1), st.get_double(2), st.get_double(3)});
    return points;
  });
}

std::optional<CityBox> SqliteGeoStore::city_box(const std::string& city) {
  return db_.read([&](Connection& c) -> std::optional<CityBox> {
    auto st = c.prepare(
        "SELECT min(lat), max(lat), min(lng), max(lng), count(*) FROM locations WHERE city = ?1 COLLATE NOCASE");
    st.bind(1, city);
    if (!st.step() || st.get_int(4) == 0) return std::nullopt;
    return CityBox{st.get_double(0), st.get_double(1), st.get_double(2), st.get_double(3)};
  });
}

ZoneSaveResult SqliteGeoStore::save_zone(const std::string& actor_id, const ZoneWrite& w) {
  try {
    return db_.write([&](Connection& c) -> ZoneSaveResult {
      const std::string now = now_iso();
      std::optional<AdminZone> before;
      std::string id = w.id;
      if (id.empty()) {
        id = new_id();
        c.prepare(
             "INSERT INTO geo_zones(id, title, category, polygon, status, city, version, created_at, updated_at)"
             " VALUES(?1, ?2, 'service-area', ?3, ?4, ?5, 1, ?6, ?6)")
            .bind_all(id, w.title, w.polygon_json, w.status, w.city, now)
            .run();
      } else {
        before = load_zone(c, id);
        if (!before) return {ZoneSaveOutcome::not_found, std::nullopt};
        if (before->version != w.version) return {ZoneSaveOutcome::stale, before};
        c.prepare(
             "UPDATE geo_zones SET title = ?2, polygon = ?3, status = ?4, version = version + 1, updated_at = ?5"
             " WHERE id = ?1")
            .bind_all(id, w.title, w.polygon_json, w.status, now)
            .run();
      }
      auto after = load_zone(c, id);
      insert_audit(c,
                   {actor_id, "zone.save", id, before ? zone_audit(before->zone) : "{}",
                    zone_audit(after->zone, w.outside_count)},
                   now);
      return {ZoneSaveOutcome::saved, after};
    });
  } catch (const Error& e) {
    if (e.is_constraint()) return {ZoneSaveOutcome::taken, std::nullopt};  // UNIQUE (city, category, title)
    throw;
  }
}

std::vector<Location> SqliteGeoStore::search_locations(const std::string& keywords, int limit) {
  const auto words = zone_rows::like_patterns(keywords);
  std::string sql = std::string("SELECT ") + zone_rows::kLocationColumns + " FROM locations WHERE 1";
  for (size_t i = 0; i < words.size(); ++i) sql += " AND title LIKE ?" + std::to_string(i + 1) + " ESCAPE '\\'";
  sql += " ORDER BY title COLLATE NOCASE, id LIMIT ?" + std::to_string(words.size() + 1);
  return db_.read([&](Connection& c) {
    std::vector<Location> found;
    auto st = c.prepare(sql);
    for (size_t i = 0; i < words.size(); ++i) st.bind(static_cast<int>(i + 1), words[i]);
    st.bind(static_cast<int>(words.size() + 1), std::max(1, limit));
    while (st.step()) found.push_back(zone_rows::read_location(st));
    return found;
  });
}

}  // namespace karyana::store::sqlite
