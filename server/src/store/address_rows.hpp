// Reading saved addresses from a row, whatever the engine (SQLite's Statement, PostgreSQL's
// Result): one query head and one mapping for both address stores (issue 20).
#pragma once

#include "store/address_store.hpp"

namespace karyana::store::address_rows {

// The zone's title and city come along so the API can answer delivery_zone without a second query.
inline constexpr const char* kSelect =
    "SELECT a.id, a.user_id, a.full_address, a.city, a.label, a.lat, a.lng, a.delivery_zone_id, z.title, z.city,"
    " a.delivery_instructions, a.is_default, a.verified, a.created_at, a.updated_at"
    " FROM addresses a LEFT JOIN geo_zones z ON z.id = a.delivery_zone_id";

template <class Row>
AddressRecord read_address(const Row& row) {
  AddressRecord a;
  a.id = row.get_text(0);
  a.user_id = row.get_text(1);
  a.full_address = row.get_text(2);
  a.city = row.get_text(3);
  a.label = row.get_text(4);
  a.lat = row.get_double(5);
  a.lng = row.get_double(6);
  a.delivery_zone_id = row.get_opt_text(7);
  a.delivery_zone_title = row.get_opt_text(8);
  a.delivery_zone_city = row.get_opt_text(9);
  a.delivery_instructions = row.get_opt_text(10);
  a.is_default = static_cast<int>(row.get_int(11));
  a.verified = row.get_text(12);
  a.created_at = row.get_text(13);
  a.updated_at = row.get_text(14);
  return a;
}

}  // namespace karyana::store::address_rows
