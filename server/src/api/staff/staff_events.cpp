#include "api/staff/staff_events.hpp"

#include <boost/json/object.hpp>

#include "api/api.hpp"
#include "api/staff/staff_json.hpp"
#include "graphql/pubsub.hpp"

namespace karyana::api {

void publish_staff_order_event(Services& services, const char* kind, const std::string& serial,
                               const std::string& status, std::int64_t version, const std::string& slot_date) {
  const auto date = staff_date_from_slot_date(slot_date);
  services.pubsub.publish(topics::kStaffOrders, boost::json::object{{"kind", kind},
                                                                    {"serial", serial},
                                                                    {"status", status},
                                                                    {"version", version},
                                                                    {"date", date.empty() ? boost::json::value(nullptr)
                                                                                          : boost::json::value(date)}});
  // The customer's own order page (orderUpdated): the same change, without the staff's date.
  services.pubsub.publish(
      topics::order(serial),
      boost::json::object{{"kind", kind}, {"serial", serial}, {"status", status}, {"version", version}});
}

}  // namespace karyana::api
