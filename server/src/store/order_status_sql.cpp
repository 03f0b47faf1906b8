#include "store/order_status_sql.hpp"

#include <span>

#include "domain/order_status.hpp"

namespace karyana::store {

namespace {

// The texts quoted and comma-separated; status texts are fixed words with no quote in them.
std::string quoted_list(std::span<const domain::OrderStatus> statuses) {
  std::string sql;
  for (auto s : statuses) {
    if (!sql.empty()) sql += ',';
    sql.append("'").append(domain::order_status_text(s)).append("'");
  }
  return sql;
}

}  // namespace

const std::string& not_live_statuses_sql() {
  static const std::string sql = quoted_list(domain::kNotLiveStatuses);
  return sql;
}

const std::string& not_awaiting_delivery_statuses_sql() {
  static const std::string sql = quoted_list(domain::kNotAwaitingDeliveryStatuses);
  return sql;
}

const std::string& received_statuses_sql() {
  static const std::string sql = quoted_list(domain::kReceivedStatuses);
  return sql;
}

}  // namespace karyana::store
