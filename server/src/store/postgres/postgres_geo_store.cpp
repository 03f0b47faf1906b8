// Zones and places on PostgreSQL; the console's zone writes, each one transaction with its audit
// row (issue 20). SQLite's NOCASE becomes lower() (ASCII only, as NOCASE: a C-locale database),
// LIKE becomes ILIKE. A zone save is one SERIALIZABLE write: two saves of one version cannot both
// pass the version check (the second runs again and finds the zone stale), and two new zones of
// one title meet the unique key (or run again and meet it): 'taken', as on SQLite.
#include <algorithm>

#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/zone_rows.hpp"

namespace karyana::store::postgres {

namespace {

using zone_rows::kZoneSelect;
using zone_rows::read_zone;
using zone_rows::zone_audit;

std::optional<AdminZone> load_zone(Connection& c, const std::string& id) {
  auto rows = c.exec(std::string(kZoneSelect) + " WHERE id = $1", id);
  if (!rows.step()) return std::nullopt;
  return AdminZone{read_zone(rows), rows.get_int(8)};
}

}  // namespace

std::vector<GeoZone> PostgresGeoStore::zones_by_city(const std::string& city, const std::string& status,
                                                     const std::string& category) {
  return db_.read([&](Connection& c) {
    std::vector<GeoZone> zones;
    auto rows = c.exec(std::string(kZoneSelect) +
                           " WHERE lower(city) = lower($1) AND ($2::text = '' OR status = $2)"
                           " AND ($3::text = '' OR category = $3) ORDER BY title, id",
                       city, status, category);
    while (rows.step()) zones.push_back(read_zone(rows));
    return zones;
  });
}

std::vector<AdminZone> PostgresGeoStore::admin_zones(const std::string& city) {
  return db_.read([&](Connection& c) {
    std::vector<AdminZone> zones;
    auto rows = c.exec(std::string(kZoneSelect) + " WHERE lower(city) = lower($1) ORDER BY lower(title), id", city);
    while (rows.step()) zones.push_back({read_zone(rows), rows.get_int(8)});
    return zones;
  });
}

std::optional<AdminZone> PostgresGeoStore::admin_zone(const std::string& id) {
  return db_.read([&](Connection& c) { return load_zone(c, id); });
}

std::vector<ZoneAddressPoint> PostgresGeoStore::address_points(const std::string& city) {
  return db_.read([&](Connection& c) {
    std::vector<ZoneAddressPoint> points;
    auto rows = c.exec(
        "SELECT label, coalesce(delivery_zone_id, ''), lat, lng FROM addresses WHERE lower(city) = lower($1)"
        " ORDER BY created_at, id",
        city);
    while (rows.step()) points.push_back({rows.get_text(0), rows.get_text(1), rows.get_double(2), rows.get_double(3)});
    return points;
  });
}

std::optional<CityBox> PostgresGeoStore::city_box(const std::string& city) {
  return db_.read([&](Connection& c) -> std::optional<CityBox> {
    auto rows = c.exec(
        "SELECT min(lat), max(lat), min(lng), max(lng), count(*) FROM locations WHERE lower(city) = lower($1)", city);
    if (!rows.step() || rows.get_int(4) == 0) return std::nullopt;
    return CityBox{rows.get_double(0), rows.get_double(1), rows.get_double(2), rows.get_double(3)};
  });
}

ZoneSaveResult PostgresGeoStore::save_zone(const std::string& actor_id, const ZoneWrite& w) {
  try {
    return db_.write([&](Connection& c) -> ZoneSaveResult {
      const std::string now = now_iso();
      std::optional<AdminZone> before;
      std::string id = w.id;
      if (id.empty()) {
        id = new_id();
        c.exec(
            "INSERT INTO geo_zones(id, title, category, polygon, status, city, version, created_at, updated_at)"
            " VALUES($1, $2, 'service-area', $3, $4, $5, 1, $6, $6)",
            id, w.title, w.polygon_json, w.status, w.city, now);
      } else {
        before = load_zone(c, id);
        if (!before) return {ZoneSaveOutcome::not_found, std::nullopt};
        if (before->version != w.version) return {ZoneSaveOutcome::stale, before};
        c.exec(
            "UPDATE geo_zones SET title = $2, polygon = $3, status = $4, version = version + 1, updated_at = $5"
            " WHERE id = $1",
            id, w.title, w.polygon_json, w.status, now);
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

std::vector<Location> PostgresGeoStore::search_locations(const std::string& keywords, int limit) {
  const auto words = zone_rows::like_patterns(keywords);
  std::string sql = std::string("SELECT ") + zone_rows::kLocationColumns + " FROM locations WHERE true";
  Params params;
  for (size_t i = 0; i < words.size(); ++i) {
    sql += " AND title ILIKE $" + std::to_string(i + 1) + " ESCAPE '\\'";
    params.add(words[i]);
  }
  sql += " ORDER BY lower(title), id LIMIT $" + std::to_string(words.size() + 1);
  params.add(std::max(1, limit));
  return db_.read([&](Connection& c) {
    std::vector<Location> found;
    auto rows = c.exec_params(sql, params);
    while (rows.step()) found.push_back(zone_rows::read_location(rows));
    return found;
  });
}

}  // namespace karyana::store::postgres
