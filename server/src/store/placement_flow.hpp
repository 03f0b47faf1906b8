// The placement and staff-change transactions' steps in their order, written once for both engines
// (issue 20): the SQLite and PostgreSQL stores hand in their statements (a `Steps` type with static
// functions over their connection) and run this inside their write_durable body, so the two can
// never order the steps differently.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "domain/order_status.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/order_fulfilment_store.hpp"
#include "store/order_placement.hpp"

namespace karyana::store {

// What the rules made of one snapshot's reads (plan_placement): an answer already (the key's first
// order, or a refusal), or an order to write (`decision.order`). `counted` keeps the slot counts the
// rules asked for; reads.live_orders_at is cleared once the rules have run (it reads through the
// connection of the transaction that planned).
struct PlacementPlan {
  std::optional<PlacementResult> answer;
  PlacementReads reads;
  PlacementDecision decision;
  std::map<std::string, std::int64_t> counted;
};

// Steps: order_by_key(c, customer_id, key) → optional id; read_cart(c, customer_id);
// read_all(c, request, counted) → PlacementReads (its live_orders_at records each count asked in
// `counted`); write(c, order, decision, cart, now) writes stock, order, voucher, note, message and
// empties `cart` (throwing to refuse); count_live_orders_at(c, starts).
//
// The idempotency key, the reads and the rules, on any snapshot: the SQLite placement plans on a
// reader and checks the plan on the writer (sqlite_order_placement.cpp); placement_transaction
// below plans and writes in one transaction.
template <class Steps, class Connection>
PlacementPlan plan_placement(Connection& c, const PlacementRequest& request,
                             const std::function<PlacementDecision(const PlacementReads&)>& decide) {
  PlacementPlan plan;
  if (request.idempotency_key) {
    if (auto id = Steps::order_by_key(c, request.customer_id, *request.idempotency_key)) {
      PlacementResult& replay = plan.answer.emplace();
      replay.outcome = PlacementResult::Outcome::replayed;
      replay.order_id = *id;
      replay.cart = Steps::read_cart(c, request.customer_id);
      return plan;
    }
  }
  plan.reads = Steps::read_all(c, request, plan.counted);
  plan.decision = decide(plan.reads);
  plan.reads.live_orders_at = nullptr;
  if (!plan.decision.order) {
    PlacementResult& refused = plan.answer.emplace();
    refused.cart = plan.reads.cart;
    refused.refusal = std::move(plan.decision.refusal);
  }
  return plan;
}

// What the store sets on the order the rules drafted before writing it.
inline void stamp_order(OrderRecord& order, const PlacementRequest& request, const PlacementReads& reads) {
  order.id = new_id();
  order.customer_id = request.customer_id;
  order.idempotency_key = request.idempotency_key;
  if (!reads.cart.id.empty()) order.cart_id = reads.cart.id;
}

template <class Steps, class Connection>
PlacementResult placement_transaction(Connection& c, const PlacementRequest& request,
                                      const std::function<PlacementDecision(const PlacementReads&)>& decide) {
  PlacementPlan plan = plan_placement<Steps>(c, request, decide);
  if (plan.answer) return std::move(*plan.answer);
  PlacementResult result;
  result.cart = plan.reads.cart;
  OrderRecord& order = *plan.decision.order;
  stamp_order(order, request, plan.reads);
  Steps::write(c, order, plan.decision, result.cart, now_iso());
  if (plan.reads.slot && order.delivery_slot_id) {
    // The count as of this order's write (SQLite: one writer; PostgreSQL: the occurrence's lock): the
    // rules' count plus this order when it is live, or counted again.
    result.slot = plan.reads.slot;
    const auto status = domain::parse_order_status(order.status);
    if (auto before = plan.counted.find(order.slot_start_utc); before != plan.counted.end() && status) {
      result.slot_live_orders = before->second + (domain::is_live_status(*status) ? 1 : 0);
    } else {
      auto counts = Steps::count_live_orders_at(c, {order.slot_start_utc});
      result.slot_live_orders = counts.empty() ? 0 : counts.begin()->second;
    }
  }
  result.outcome = PlacementResult::Outcome::placed;
  result.order_id = order.id;
  result.order = std::move(order);
  return result;
}

// A staff change (store/order_fulfilment_store.hpp): `load(c, serial)` → optional
// StaffOrderRecord, `apply(c, current, change, actor_id, now)` writes it.
template <class Connection, class Load, class Apply>
ChangeResult change_transaction(Connection& c, const std::string& serial, std::int64_t version,
                                const std::string& actor_id,
                                const std::function<bool(const StaffOrderRecord&)>& visible,
                                const std::function<ChangeDecision(const StaffOrderRecord&)>& decide, Load load,
                                Apply apply) {
  ChangeResult result;
  auto current = load(c, serial);
  if (!current || (visible && !visible(*current))) return result;
  if (current->version != version) {
    result.outcome = ChangeResult::Outcome::stale;
    result.order = std::move(current);
    return result;
  }
  auto decision = decide(*current);
  if (!decision.change) {
    result.outcome = ChangeResult::Outcome::refused;
    result.refusal = decision.refusal;
    result.order = std::move(current);
    return result;
  }
  apply(c, *current, *decision.change, actor_id, now_iso());
  result.outcome = ChangeResult::Outcome::changed;
  result.order = load(c, serial);
  return result;
}

}  // namespace karyana::store
