#include "domain/order_status.hpp"

#include <algorithm>
#include <map>

namespace karyana::domain {

namespace {

using S = OrderStatus;

bool in(OrderStatus s, std::initializer_list<OrderStatus> list) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

template <std::size_t N>
bool in(OrderStatus s, const std::array<OrderStatus, N>& list) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

const std::map<OrderStatus, std::vector<OrderStatus>>& transitions() {
  static const std::map<OrderStatus, std::vector<OrderStatus>> table = {
      {S::Unconfirmed, {S::New, S::Canceled, S::Declined}},
      {S::New, {S::Picking, S::Canceled, S::Declined}},
      {S::Picking, {S::InReview, S::Pending, S::Canceled}},
      {S::Pending, {S::Picking, S::Canceled}},
      {S::InReview, {S::ReadyToDispatch, S::Picking, S::Canceled}},
      {S::ReadyToDispatch, {S::Dispatched, S::Collection, S::Canceled}},
      {S::Dispatched, {S::Delivered, S::Canceled}},
      {S::Collection, {S::Delivered, S::Canceled}},
      {S::Delivered, {S::Completed, S::Refunded}},
      {S::Completed, {S::Refunded}},
  };
  return table;
}

}  // namespace

std::string_view order_status_text(OrderStatus status) {
  switch (status) {
    case S::Unconfirmed:
      return "unconfirmed";
    case S::New:
      return "new";
    case S::Picking:
      return "picking";
    case S::Pending:
      return "pending";
    case S::Collection:
      return "collection";
    case S::Canceled:
      return "canceled";
    case S::Declined:
      return "declined";
    case S::Refunded:
      return "refunded";
    case S::InReview:
      return "in-review";
    case S::ReadyToDispatch:
      return "ready-to-dispatch";
    case S::Dispatched:
      return "dispatched";
    case S::Delivered:
      return "delivered";
    case S::Completed:
      return "completed";
  }
  return "";
}

std::optional<OrderStatus> parse_order_status(std::string_view text) {
  for (auto s : kOrderStatuses)
    if (order_status_text(s) == text) return s;
  return std::nullopt;
}

bool is_order_status(std::string_view text) { return parse_order_status(text).has_value(); }

bool is_live_status(OrderStatus status) { return !in(status, kNotLiveStatuses); }

bool is_awaiting_delivery(OrderStatus status) { return !in(status, kNotAwaitingDeliveryStatuses); }

bool is_received_status(OrderStatus status) { return in(status, kReceivedStatuses); }

OrderStatus initial_order_status(bool confirm_first_orders, bool customer_has_received_order) {
  return confirm_first_orders && !customer_has_received_order ? S::Unconfirmed : S::New;
}

bool confirm_first_orders_setting(std::optional<std::string_view> text) {
  return !text || (*text != "0" && *text != "false");
}

bool allows_reorder(OrderStatus status) {
  return !in(status, {S::Refunded, S::Declined, S::Canceled, S::Delivered, S::Completed});
}

std::vector<OrderStatus> next_statuses(OrderStatus from) {
  auto it = transitions().find(from);
  return it == transitions().end() ? std::vector<OrderStatus>{} : it->second;
}

bool can_transition(OrderStatus from, OrderStatus to) {
  auto next = next_statuses(from);
  return std::find(next.begin(), next.end(), to) != next.end();
}

std::string status_note_text(OrderStatus status) { return status_note_text(order_status_text(status)); }
std::string status_note_text(std::string_view status_text) { return "Status Updated to " + std::string(status_text); }

QtyBasis qty_basis(OrderStatus status) {
  if (status == S::InReview) return QtyBasis::picked;
  if (in(status, {S::ReadyToDispatch, S::Dispatched, S::Delivered, S::Completed})) return QtyBasis::deliverable;
  return QtyBasis::ordered;
}

std::int64_t counted_qty(const OrderLineQty& line, QtyBasis basis) {
  std::optional<std::int64_t> q;
  if (basis == QtyBasis::picked) q = line.picked_qty;
  if (basis == QtyBasis::deliverable) q = line.deliverable_qty;
  return std::max<std::int64_t>(0, q.value_or(line.qty));
}

OrderTotals status_totals(OrderStatus status, const std::vector<OrderLineQty>& lines, Paisa delivery_charges,
                          const Voucher* voucher) {
  const auto basis = qty_basis(status);
  Paisa sub_total = 0, tax = 0, savings = 0;
  for (const auto& l : lines) {
    const auto q = counted_qty(l, basis);
    sub_total += l.price * q;
    if (l.taxable) tax += l.unit_tax * q;
    if (l.price_was > l.price) savings += (l.price_was - l.price) * q;
  }
  const Paisa discount = voucher ? voucher_discount(*voucher, sub_total) : 0;
  return order_totals(sub_total, tax, delivery_charges, savings, discount);
}

}  // namespace karyana::domain
