// The staff API's objects (schema.graphql "staff" section) from store records: members, orders
// with their lines as a picker needs them, the board, pick lists, cash sheets and the audit page.
// Money in rupees from paisa; dates on the staff API as YYYY-MM-DD.
#pragma once

#include <string>
#include <vector>

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include "domain/staff_roles.hpp"
#include "store/audit_store.hpp"
#include "store/order_fulfilment_store.hpp"
#include "store/staff_store.hpp"

namespace karyana::api {

// "DD-MM-YYYY" (the orders' slot_date) ↔ "YYYY-MM-DD" (the staff API); "" when malformed.
std::string staff_date_from_slot_date(const std::string& ddmmyyyy);
std::string slot_date_from_staff_date(const std::string& yyyymmdd);

std::string staff_name(const store::StaffRecord& member);
boost::json::object staff_member_json(const store::StaffRecord& member);
// A StaffMember or StaffOrder (or any payload) carrying only `error`; code "" → the textCode.
boost::json::object staff_error_json(const std::string& message, const std::string& code = "");

// next_statuses are those `role` may move the order to now.
boost::json::object staff_order_json(const store::StaffOrderRecord& order, domain::StaffRole role);
// The order's grandTotal in paisa on the quantities its status counts (as the customer sees it).
std::int64_t staff_order_grand_total(const store::StaffOrderRecord& order);

// The customer's "fname lname" and phone from the order's customer snapshot.
struct CustomerNamePhone {
  std::string name;
  std::string phone;
};
CustomerNamePhone customer_name_phone(const std::string& customer_snapshot);

boost::json::object audit_entry_json(const store::AuditEntryRecord& entry);

}  // namespace karyana::api
