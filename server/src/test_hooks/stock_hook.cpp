#include "test_hooks/stock_hook.hpp"

#include <boost/json.hpp>

#include "store/stores.hpp"

namespace karyana::test_hooks {

namespace json = boost::json;

namespace {
TestHookReply error(int status, const char* message) {
  return {status, json::serialize(json::object{{"error", json::object{{"message", message}}}})};
}
}  // namespace

TestHookReply handle_test_stock(api::Services& services, std::string_view body) {
  json::error_code ec;
  auto parsed = json::parse(body, ec);
  if (ec || !parsed.is_object()) return error(400, "The body must be a JSON object");
  const auto& o = parsed.get_object();
  const auto* qty = o.if_contains("available_qty");
  if (!qty || !qty->is_int64() || qty->get_int64() < 0)
    return error(400, "\"available_qty\" must be an integer, 0 or more");
  auto& catalogue = services.stores.catalogue();
  std::optional<store::Product> product;
  if (const auto* slug = o.if_contains("slug"); slug && slug->is_string())
    product = catalogue.product_by_slug(std::string(slug->get_string()));
  else if (const auto* id = o.if_contains("_id"); id && id->is_string())
    product = catalogue.product_by_id(std::string(id->get_string()));
  if (!product || !catalogue.set_available_qty(product->id, qty->get_int64())) return error(404, "No such product");
  return {200, json::serialize(
                   json::object{{"_id", product->id}, {"slug", product->slug}, {"available_qty", qty->get_int64()}})};
}

}  // namespace karyana::test_hooks
