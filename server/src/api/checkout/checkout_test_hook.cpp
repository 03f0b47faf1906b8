#include "api/checkout/checkout_test_hook.hpp"

#include <boost/json.hpp>

#include "domain/order_status.hpp"
#include "store/clock.hpp"
#include "store/ids.hpp"
#include "store/sqlite/database.hpp"
#include "store/stores.hpp"

namespace karyana::api {

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

// Slots, vouchers and order statuses have no admin interface yet, so the hook writes the columns directly.
TestHookReply handle_test_checkout(Services& services, std::string_view body) {
  json::error_code ec;
  auto parsed = json::parse(body, ec);
  if (ec || !parsed.is_object()) return error(400, "The body must be a JSON object");
  auto* db = services.stores.sqlite_database();
  if (!db) return error(501, "Only the SQLite store has this hook");
  const auto& o = parsed.get_object();
  json::object out;
  if (const auto* slot = o.if_contains("slot")) {
    if (!slot->is_object()) return error(400, "\"slot\" must be an object");
    const auto id = text_member(slot->get_object(), "_id");
    const auto limit = count_member(slot->get_object(), "max_order_limit");
    if (id.empty() || !limit) return error(400, "\"slot\" needs \"_id\" and \"max_order_limit\" (0 or more)");
    const int changed = db->write([&](store::sqlite::Connection& c) {
      return c.prepare("UPDATE delivery_slots SET max_order_limit = ?2 WHERE id = ?1").bind_all(id, *limit).run();
    });
    if (changed == 0) return error(404, "No such slot");
    out["slot"] = json::object{{"_id", id}, {"max_order_limit", *limit}};
  }
  if (const auto* voucher = o.if_contains("voucher")) {
    if (!voucher->is_object()) return error(400, "\"voucher\" must be an object");
    const auto& v = voucher->get_object();
    const auto code = text_member(v, "code");
    const auto limit = count_member(v, "limit_usage");
    const auto once = count_member(v, "limit_one_per_customer");
    if (code.empty() || !limit) return error(400, "\"voucher\" needs \"code\" and \"limit_usage\" (0 or more)");
    auto row = db->write([&](store::sqlite::Connection& c) -> std::optional<json::object> {
      auto st = c.prepare(
          "UPDATE vouchers SET limit_usage = ?2, limit_one_per_customer = coalesce(?3, limit_one_per_customer)"
          " WHERE code = ?1 RETURNING id, code, limit_usage, used, limit_one_per_customer");
      st.bind_all(code, *limit, once);
      if (!st.step()) return std::nullopt;
      return json::object{{"_id", st.get_text(0)},
                          {"code", st.get_text(1)},
                          {"limit_usage", st.get_int(2)},
                          {"used", st.get_int(3)},
                          {"limit_one_per_customer", st.get_int(4)}};
    });
    if (!row) return error(404, "No such voucher");
    out["voucher"] = std::move(*row);
  }
  if (const auto* order = o.if_contains("order")) {
    if (!order->is_object()) return error(400, "\"order\" must be an object");
    const auto id = text_member(order->get_object(), "_id");
    const auto status = text_member(order->get_object(), "status");
    if (id.empty() || !domain::is_order_status(status))
      return error(400, "\"order\" needs \"_id\" and a known \"status\"");
    const int changed = db->write([&](store::sqlite::Connection& c) {
      const auto now = store::now_iso();
      const int n =
          c.prepare("UPDATE orders SET status = ?2, updated_at = ?3 WHERE id = ?1").bind_all(id, status, now).run();
      if (n == 1)
        c.prepare("INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES(?1, ?2, ?3, ?4, ?5)")
            .bind_all(store::new_id(), id, status, domain::status_note_text(status), now)
            .run();
      return n;
    });
    if (changed == 0) return error(404, "No such order");
    out["order"] = json::object{{"_id", id}, {"status", status}};
  }
  if (out.empty()) return error(400, "Send \"slot\", \"voucher\" or \"order\"");
  return {200, json::serialize(out)};
}

}  // namespace karyana::api
