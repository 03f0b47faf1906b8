#include "test_hooks/checkout_hook.hpp"

#include <boost/json.hpp>

#include "domain/order_status.hpp"
#include "store/stores.hpp"

namespace karyana::test_hooks {

namespace json = boost::json;

namespace {

TestHookReply error(int status, const char* message) {
  return {status, json::serialize(json::object{{"error", json::object{{"message", message}}}})};
}

std::optional<std::int64_t> count_member(const json::object& o, std::string_view name) {
  const auto* v = o.if_contains(name);
  if (!v || !v->is_int64() || v->get_int64() < 0) return std::nullopt;
  return v->get_int64();
}

std::string text_member(const json::object& o, std::string_view name) {
  const auto* v = o.if_contains(name);
  return v && v->is_string() ? std::string(v->get_string()) : std::string();
}

}  // namespace

// Slots, vouchers and order statuses have no admin interface yet, so the hook sets them through
// the store's test controls.
TestHookReply handle_test_checkout(api::Services& services, std::string_view body) {
  json::error_code ec;
  auto parsed = json::parse(body, ec);
  if (ec || !parsed.is_object()) return error(400, "The body must be a JSON object");
  auto& controls = services.stores.test_controls();
  const auto& o = parsed.get_object();
  json::object out;
  if (const auto* slot = o.if_contains("slot")) {
    if (!slot->is_object()) return error(400, "\"slot\" must be an object");
    const auto id = text_member(slot->get_object(), "_id");
    const auto limit = count_member(slot->get_object(), "max_order_limit");
    if (id.empty() || !limit) return error(400, "\"slot\" needs \"_id\" and \"max_order_limit\" (0 or more)");
    if (!controls.set_slot_limit(id, *limit)) return error(404, "No such slot");
    out["slot"] = json::object{{"_id", id}, {"max_order_limit", *limit}};
  }
  if (const auto* voucher = o.if_contains("voucher")) {
    if (!voucher->is_object()) return error(400, "\"voucher\" must be an object");
    const auto& v = voucher->get_object();
    const auto code = text_member(v, "code");
    const auto limit = count_member(v, "limit_usage");
    const auto once = count_member(v, "limit_one_per_customer");
    if (code.empty() || !limit) return error(400, "\"voucher\" needs \"code\" and \"limit_usage\" (0 or more)");
    const auto row = controls.set_voucher_limits(code, *limit, once);
    if (!row) return error(404, "No such voucher");
    out["voucher"] = json::object{{"_id", row->id},
                                  {"code", row->code},
                                  {"limit_usage", row->limit_usage},
                                  {"used", row->used},
                                  {"limit_one_per_customer", row->limit_one_per_customer}};
  }
  if (const auto* order = o.if_contains("order")) {
    if (!order->is_object()) return error(400, "\"order\" must be an object");
    const auto id = text_member(order->get_object(), "_id");
    const auto status = text_member(order->get_object(), "status");
    if (id.empty() || !domain::is_order_status(status))
      return error(400, "\"order\" needs \"_id\" and a known \"status\"");
    if (!controls.set_order_status(id, status, domain::status_note_text(status))) return error(404, "No such order");
    out["order"] = json::object{{"_id", id}, {"status", status}};
  }
  if (out.empty()) return error(400, "Send \"slot\", \"voucher\" or \"order\"");
  return {200, json::serialize(out)};
}

}  // namespace karyana::test_hooks
