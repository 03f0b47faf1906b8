// Zones and places on PostgreSQL: its statements, run by GeoStoreOver (store/engine_geo_store.hpp,
// which SQLite's store runs too). SQLite's NOCASE becomes lower() (ASCII only, as NOCASE: a C-locale
// database), LIKE becomes ILIKE. A zone save is one SERIALIZABLE write: two saves of one version
// cannot both pass the version check (the second runs again and finds the zone stale), and two new
// zones of one title meet the unique key (or run again and meet it): 'taken', as on SQLite.
#include <memory>

#include "store/engine_geo_store.hpp"
#include "store/postgres/error.hpp"
#include "store/postgres/postgres_staff_store.hpp"
#include "store/postgres/postgres_stores.hpp"
#include "store/zone_rows.hpp"

namespace karyana::store::postgres {

namespace {

using zone_rows::kZoneSelect;
using zone_rows::read_zone;

// The statements GeoStoreOver runs.
struct GeoSql : AuditSql {
  using Database = postgres::Database;
  using Connection = postgres::Connection;
  using Error = postgres::Error;

  static std::vector<GeoZone> zones_by_city(Connection& c, const std::string& city, const std::string& status,
                                            const std::string& category) {
    std::vector<GeoZone> zones;
    auto rows = c.exec(std::string(kZoneSelect) +
                           " WHERE lower(city) = lower($1) AND ($2::text = '' OR status = $2)"
                           " AND ($3::text = '' OR category = $3) ORDER BY title, id",
                       city, status, category);
    while (rows.step()) zones.push_back(read_zone(rows));
    return zones;
  }
  static std::vector<AdminZone> admin_zones(Connection& c, const std::string& city) {
    std::vector<AdminZone> zones;
    auto rows = c.exec(std::string(kZoneSelect) + " WHERE lower(city) = lower($1) ORDER BY lower(title), id", city);
    while (rows.step()) zones.push_back({read_zone(rows), rows.get_int(8)});
    return zones;
  }
  static std::optional<AdminZone> load_zone(Connection& c, const std::string& id) {
    auto rows = c.exec(std::string(kZoneSelect) + " WHERE id = $1", id);
    if (!rows.step()) return std::nullopt;
    return AdminZone{read_zone(rows), rows.get_int(8)};
  }
  static std::vector<ZoneAddressPoint> address_points(Connection& c, const std::string& city) {
    std::vector<ZoneAddressPoint> points;
    auto rows = c.exec(
        "SELECT label, coalesce(delivery_zone_id, ''), lat, lng FROM addresses WHERE lower(city) = lower($1)"
        " ORDER BY created_at, id",
        city);
    while (rows.step()) points.push_back({rows.get_text(0), rows.get_text(1), rows.get_double(2), rows.get_double(3)});
    return points;
  }
  static std::optional<CityBox> city_box(Connection& c, const std::string& city) {
    auto rows = c.exec(
        "SELECT min(lat), max(lat), min(lng), max(lng), count(*) FROM locations WHERE lower(city) = lower($1)", city);
    if (!rows.step() || rows.get_int(4) == 0) return std::nullopt;
    return CityBox{rows.get_double(0), rows.get_double(1), rows.get_double(2), rows.get_double(3)};
  }
  static std::vector<Location> locations_like(Connection& c, const std::vector<std::string>& patterns, int limit) {
    std::string sql = std::string("SELECT ") + zone_rows::kLocationColumns + " FROM locations WHERE true";
    Params params;
    for (size_t i = 0; i < patterns.size(); ++i) {
      sql += " AND title ILIKE $" + std::to_string(i + 1) + " ESCAPE '\\'";
      params.add(patterns[i]);
    }
    sql += " ORDER BY lower(title), id LIMIT $" + std::to_string(patterns.size() + 1);
    params.add(limit);
    std::vector<Location> found;
    auto rows = c.exec_params(sql, params);
    while (rows.step()) found.push_back(zone_rows::read_location(rows));
    return found;
  }
  static void insert_zone(Connection& c, const std::string& id, const ZoneWrite& w, const std::string& now) {
    c.exec(
        "INSERT INTO geo_zones(id, title, category, polygon, status, city, version, created_at, updated_at)"
        " VALUES($1, $2, 'service-area', $3, $4, $5, 1, $6, $6)",
        id, w.title, w.polygon_json, w.status, w.city, now);
  }
  static void update_zone(Connection& c, const std::string& id, const ZoneWrite& w, const std::string& now) {
    c.exec(
        "UPDATE geo_zones SET title = $2, polygon = $3, status = $4, version = version + 1, updated_at = $5"
        " WHERE id = $1",
        id, w.title, w.polygon_json, w.status, now);
  }
};

}  // namespace

std::unique_ptr<GeoStore> make_postgres_geo_store(Database& db) { return std::make_unique<GeoStoreOver<GeoSql>>(db); }

}  // namespace karyana::store::postgres
