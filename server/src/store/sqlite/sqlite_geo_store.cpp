// Zones and places on SQLite: its statements, run by GeoStoreOver (store/engine_geo_store.hpp).
#include "store/sqlite/sqlite_geo_store.hpp"

#include <memory>

#include "store/engine_geo_store.hpp"
#include "store/sqlite/error.hpp"
#include "store/sqlite/sqlite_staff_store.hpp"
#include "store/zone_rows.hpp"

namespace karyana::store::sqlite {

namespace {

using zone_rows::kZoneSelect;
using zone_rows::read_zone;

// The statements GeoStoreOver runs.
struct GeoSql : AuditSql {
  using Database = sqlite::Database;
  using Connection = sqlite::Connection;
  using Error = sqlite::Error;

  static std::vector<GeoZone> zones_by_city(Connection& c, const std::string& city, const std::string& status,
                                            const std::string& category) {
    std::vector<GeoZone> zones;
    auto st = c.prepare(std::string(kZoneSelect) +
                        " WHERE city = ?1 COLLATE NOCASE AND (?2 = '' OR status = ?2) AND (?3 = '' OR category = ?3)"
                        " ORDER BY title, id");
    st.bind_all(city, status, category);
    while (st.step()) zones.push_back(read_zone(st));
    return zones;
  }
  static std::vector<AdminZone> admin_zones(Connection& c, const std::string& city) {
    std::vector<AdminZone> zones;
    auto st = c.prepare(std::string(kZoneSelect) + " WHERE city = ?1 COLLATE NOCASE ORDER BY title COLLATE NOCASE, id");
    st.bind(1, city);
    while (st.step()) zones.push_back({read_zone(st), st.get_int(8)});
    return zones;
  }
  static std::optional<AdminZone> load_zone(Connection& c, const std::string& id) {
    auto st = c.prepare(std::string(kZoneSelect) + " WHERE id = ?1");
    st.bind(1, id);
    if (!st.step()) return std::nullopt;
    return AdminZone{read_zone(st), st.get_int(8)};
  }
  static std::vector<ZoneAddressPoint> address_points(Connection& c, const std::string& city) {
    std::vector<ZoneAddressPoint> points;
    auto st = c.prepare(
        "SELECT label, COALESCE(delivery_zone_id, ''), lat, lng FROM addresses WHERE city = ?1 COLLATE NOCASE"
        " ORDER BY created_at, id");
    st.bind(1, city);
    while (st.step()) points.push_back({st.get_text(0), st.get_text(1), st.get_double(2), st.get_double(3)});
    return points;
  }
  static std::optional<CityBox> city_box(Connection& c, const std::string& city) {
    auto st = c.prepare(
        "SELECT min(lat), max(lat), min(lng), max(lng), count(*) FROM locations WHERE city = ?1 COLLATE NOCASE");
    st.bind(1, city);
    if (!st.step() || st.get_int(4) == 0) return std::nullopt;
    return CityBox{st.get_double(0), st.get_double(1), st.get_double(2), st.get_double(3)};
  }
  static std::vector<Location> locations_like(Connection& c, const std::vector<std::string>& patterns, int limit) {
    std::string sql = std::string("SELECT ") + zone_rows::kLocationColumns + " FROM locations WHERE 1";
    for (size_t i = 0; i < patterns.size(); ++i) sql += " AND title LIKE ?" + std::to_string(i + 1) + " ESCAPE '\\'";
    sql += " ORDER BY title COLLATE NOCASE, id LIMIT ?" + std::to_string(patterns.size() + 1);
    std::vector<Location> found;
    auto st = c.prepare(sql);
    for (size_t i = 0; i < patterns.size(); ++i) st.bind(static_cast<int>(i + 1), patterns[i]);
    st.bind(static_cast<int>(patterns.size() + 1), limit);
    while (st.step()) found.push_back(zone_rows::read_location(st));
    return found;
  }
  static void insert_zone(Connection& c, const std::string& id, const ZoneWrite& w, const std::string& now) {
    c.prepare(
         "INSERT INTO geo_zones(id, title, category, polygon, status, city, version, created_at, updated_at)"
         " VALUES(?1, ?2, 'service-area', ?3, ?4, ?5, 1, ?6, ?6)")
        .bind_all(id, w.title, w.polygon_json, w.status, w.city, now)
        .run();
  }
  static void update_zone(Connection& c, const std::string& id, const ZoneWrite& w, const std::string& now) {
    c.prepare(
         "UPDATE geo_zones SET title = ?2, polygon = ?3, status = ?4, version = version + 1, updated_at = ?5"
         " WHERE id = ?1")
        .bind_all(id, w.title, w.polygon_json, w.status, now)
        .run();
  }
};

}  // namespace

std::unique_ptr<GeoStore> make_sqlite_geo_store(Database& db) { return std::make_unique<GeoStoreOver<GeoSql>>(db); }

}  // namespace karyana::store::sqlite
