#include "api/accounts/address_json.hpp"

#include <boost/json/parse.hpp>

namespace karyana::api {

namespace json = boost::json;

namespace {
json::value opt(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }
}  // namespace

json::object address_json(const store::AddressRecord& a) {
  json::value zone = nullptr;
  if (a.delivery_zone_id)
    zone = json::object{
        {"_id", *a.delivery_zone_id}, {"title", opt(a.delivery_zone_title)}, {"city", opt(a.delivery_zone_city)}};
  return {
      {"_id", a.id},
      {"user_id", a.user_id},
      {"full_address", a.full_address},
      {"city", a.city},
      {"label", a.label},
      {"geo_point", json::object{{"type", "Point"}, {"coordinates", json::array{a.lat, a.lng}}}},
      {"delivery_zone", std::move(zone)},
      {"delivery_instructions", opt(a.delivery_instructions)},
      {"is_default", a.is_default},
      {"verified", a.verified},
      {"created_at", a.created_at},
      {"updated_at", a.updated_at},
      {"error", nullptr},
  };
}

json::object geo_zone_json(const store::GeoZone& z) {
  boost::system::error_code ec;
  json::value polygon = json::parse(z.polygon_json, ec);
  if (ec || !polygon.is_object()) polygon = nullptr;
  return {
      {"_id", z.id},        {"title", z.title}, {"category", z.category},     {"polygon", std::move(polygon)},
      {"status", z.status}, {"city", z.city},   {"created_at", z.created_at}, {"updated_at", z.updated_at},
      {"error", nullptr},
  };
}

json::object location_json(const store::Location& l) {
  return {
      {"_id", l.id},
      {"title", l.title},
      {"code", l.code},
      {"coordinates",
       json::object{
           {"lat", l.lat}, {"lng", l.lng}, {"latitudeDelta", l.latitude_delta}, {"longitudeDelta", l.longitude_delta}}},
      {"type", l.type},
  };
}

}  // namespace karyana::api
