// Order statuses as SQL text (the same on SQLite and PostgreSQL): the database keeps each status as its text
// (domain/order_status.hpp order_status_text), so the lists the domain names become `status NOT IN (...)` here, in the
// store, and the slot counts and the live orders limit follow the domain's lists.
#pragma once

#include <string>

namespace karyana::store {

// "'canceled','declined','refunded'": the statuses that no longer hold stock or a slot place.
const std::string& not_live_statuses_sql();
// "'delivered','completed','canceled','declined','refunded'": no longer on the way to the customer.
const std::string& not_awaiting_delivery_statuses_sql();
// "'delivered','completed','refunded'": an order the customer took.
const std::string& received_statuses_sql();

}  // namespace karyana::store
