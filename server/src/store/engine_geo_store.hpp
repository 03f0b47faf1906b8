// Zones and places written once for both engines (issue 20): GeoStoreOver<Sql> is the GeoStore of
// an engine whose statements `Sql` hands in, so which call reads and which writes, and a zone save
// (one transaction with its audit row; not_found, stale, or taken on the unique title) are alike on
// SQLite and PostgreSQL.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "store/clock.hpp"
#include "store/geo_store.hpp"
#include "store/ids.hpp"
#include "store/store_over.hpp"
#include "store/zone_rows.hpp"

namespace karyana::store {

// Sql: the engine's Database, Connection and Error (is_constraint()) types and static functions
// over a connection: zones_by_city(c, city, status, category); admin_zones(c, city); load_zone(c,
// id) → optional AdminZone; address_points(c, city); city_box(c, city) → optional CityBox;
// locations_like(c, patterns, limit) → the places whose title matches every LIKE pattern
// (zone_rows::like_patterns), by title; insert_zone(c, id, write, now); update_zone(c, id, write,
// now) (version + 1); insert_audit(c, entry, now). City and title compare case-insensitively (ASCII).
template <class Sql>
class GeoStoreOver final : public StoreOver<Sql, GeoStore> {
 public:
  using StoreOver<Sql, GeoStore>::StoreOver;

  std::vector<GeoZone> zones_by_city(const std::string& city, const std::string& status,
                                     const std::string& category) override {
    return this->read([&](auto& c) { return Sql::zones_by_city(c, city, status, category); });
  }

  std::vector<Location> search_locations(const std::string& keywords, int limit) override {
    const auto patterns = zone_rows::like_patterns(keywords);
    return this->read([&](auto& c) { return Sql::locations_like(c, patterns, std::max(1, limit)); });
  }

  std::vector<AdminZone> admin_zones(const std::string& city) override {
    return this->read([&](auto& c) { return Sql::admin_zones(c, city); });
  }

  std::optional<AdminZone> admin_zone(const std::string& id) override {
    return this->read([&](auto& c) { return Sql::load_zone(c, id); });
  }

  std::vector<ZoneAddressPoint> address_points(const std::string& city) override {
    return this->read([&](auto& c) { return Sql::address_points(c, city); });
  }

  std::optional<CityBox> city_box(const std::string& city) override {
    return this->read([&](auto& c) { return Sql::city_box(c, city); });
  }

  ZoneSaveResult save_zone(const std::string& actor_id, const ZoneWrite& w) override {
    try {
      return this->write([&](auto& c) -> ZoneSaveResult {
        const std::string now = now_iso();
        std::optional<AdminZone> before;
        std::string id = w.id;
        if (id.empty()) {
          id = new_id();
          Sql::insert_zone(c, id, w, now);
        } else {
          before = Sql::load_zone(c, id);
          if (!before) return {ZoneSaveOutcome::not_found, std::nullopt};
          if (before->version != w.version) return {ZoneSaveOutcome::stale, before};
          Sql::update_zone(c, id, w, now);
        }
        auto after = Sql::load_zone(c, id);
        Sql::insert_audit(c,
                          {actor_id, "zone.save", id, before ? zone_rows::zone_audit(before->zone) : "{}",
                           zone_rows::zone_audit(after->zone, w.outside_count)},
                          now);
        return {ZoneSaveOutcome::saved, after};
      });
    } catch (const typename Sql::Error& e) {
      if (e.is_constraint()) return {ZoneSaveOutcome::taken, std::nullopt};  // UNIQUE (city, category, title)
      throw;
    }
  }
};

}  // namespace karyana::store
