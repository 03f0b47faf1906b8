#include "domain/order_status.hpp"

#include <algorithm>
#include <map>

namespace karyana::domain {

namespace {

bool in(std::string_view s, std::initializer_list<std::string_view> list) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

const std::map<std::string_view, std::vector<std::string_view>>& transitions() {
  static const std::map<std::string_view, std::vector<std::string_view>> table = {
      {"unconfirmed", {"new", "canceled", "declined"}},
      {"new", {"picking", "canceled", "declined"}},
      {"picking", {"in-review", "pending", "canceled"}},
      {"pending", {"picking", "canceled"}},
      {"in-review", {"ready-to-dispatch", "picking", "canceled"}},
      {"ready-to-dispatch", {"dispatched", "collection", "canceled"}},
      {"dispatched", {"delivered", "canceled"}},
      {"collection", {"delivered", "canceled"}},
      {"delivered", {"completed", "refunded"}},
      {"completed", {"refunded"}},
  };
  return table;
}

}  // namespace

bool is_order_status(std::string_view status) {
  return std::find(kOrderStatuses.begin(), kOrderStatuses.end(), status) != kOrderStatuses.end();
}

bool is_live_status(std::string_view status) {
  return is_order_status(status) &&
         std::find(kNotLiveStatuses.begin(), kNotLiveStatuses.end(), status) == kNotLiveStatuses.end();
}

bool is_awaiting_delivery(std::string_view status) {
  return is_order_status(status) && std::find(kNotAwaitingDeliveryStatuses.begin(), kNotAwaitingDeliveryStatuses.end(),
                                              status) == kNotAwaitingDeliveryStatuses.end();
}

bool allows_reorder(std::string_view status) {
  return is_order_status(status) && !in(status, {"refunded", "declined", "canceled", "delivered", "completed"});
}

std::vector<std::string_view> next_statuses(std::string_view from) {
  auto it = transitions().find(from);
  return it == transitions().end() ? std::vector<std::string_view>{} : it->second;
}

bool can_transition(std::string_view from, std::string_view to) {
  auto next = next_statuses(from);
  return std::find(next.begin(), next.end(), to) != next.end();
}

std::string status_note_text(std::string_view status) { return "Status Updated to " + std::string(status); }

QtyBasis qty_basis(std::string_view status) {
  if (status == "in-review") return QtyBasis::picked;
  if (in(status, {"ready-to-dispatch", "dispatched", "delivered", "completed"})) return QtyBasis::deliverable;
  return QtyBasis::ordered;
}

std::int64_t counted_qty(const OrderLineQty& line, QtyBasis basis) {
  std::optional<std::int64_t> q;
  if (basis == QtyBasis::picked) q = line.picked_qty;
  if (basis == QtyBasis::deliverable) q = line.deliverable_qty;
  return std::max<std::int64_t>(0, q.value_or(line.qty));
}

OrderTotals status_totals(std::string_view status, const std::vector<OrderLineQty>& lines, Paisa delivery_charges,
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
