// Re-order (shopping.md §2 Re-order, §5, §7): get_order_for_reorder shows a past order's lines
// with the products as the catalogue holds them now; makeReorder puts chosen lines in the
// caller's cart, added to it ('add') or replacing it ('reset').
//
// The order is read through its owner only (another customer's serial is 'No record found', like
// an unknown one). makeReorder takes only product ids and quantities: prices come from the
// catalogue, and each quantity is capped to what may be bought, in one cart write transaction.
#include <algorithm>
#include <boost/json.hpp>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "api/api_context.hpp"
#include "api/auth_guard.hpp"
#include "api/cart/cart_reply.hpp"
#include "api/catalogue/catalogue_json.hpp"
#include "api/json_args.hpp"
#include "api/message_codes.hpp"
#include "api/record_json.hpp"
#include "api/resolvers.hpp"
#include "domain/order_status.hpp"
#include "store/stores.hpp"

namespace karyana::api {

namespace json = boost::json;

namespace {

inline constexpr const char* kNoRecord = "No record found";
inline constexpr const char* kMissingSerial = "Missing Serial";
inline constexpr const char* kReorderDisabled = "This order cannot be re-ordered";
inline constexpr const char* kNoItem = "No item found to put in cart.";
inline constexpr const char* kBadAction = "Invalid re-order action";
inline constexpr const char* kPublished = "published";
// A line whose product is gone, or whose category is hidden: shown greyed as 'Out Of Stock'.
inline constexpr const char* kUnavailable = "unavailable";

store::Stores& stores(const graphql::ResolveInfo& info) { return api_context(info).services.stores; }

json::object view_error(const std::string& message) {
  return {{"_id", nullptr}, {"items", nullptr}, {"error", error_object(message, text_code(message, ""))}};
}

json::object line_json(const store::OrderItemRecord& line, const store::Product* p, bool listed) {
  if (!p)  // no longer in the catalogue: what the order recorded, not purchasable
    return {
        {"_id", line.product_id},
        {"qty", line.qty},
        {"title", line.title},
        {"available_qty", 0},
        {"limit_max_qty_in_cart", line.limit_max_qty_in_cart},
        {"attributes", json::array{}},
        {"price_was", rupees(line.price_was)},
        {"price", rupees(line.price)},
        {"picture_thumb", line.picture_thumb ? json::value(*line.picture_thumb) : json::value(nullptr)},
        {"status", kUnavailable},
        {"seo_title", nullptr},
    };
  auto attributes = product_json(*p, {}).at("attributes_v2");
  return {
      {"_id", p->id},
      {"qty", line.qty},
      {"title", p->title},
      {"available_qty", domain::sellable_qty(product_stock(*p))},
      {"limit_max_qty_in_cart", p->limit_max_qty_in_cart},
      {"attributes", std::move(attributes)},
      {"price_was", rupees(p->price_was)},
      {"price", rupees(p->price)},
      {"picture_thumb", p->picture_thumb},
      {"status", listed || p->status != kPublished ? p->status : std::string(kUnavailable)},
      {"seo_title", p->seo_title},
  };
}

json::value get_order_for_reorder(const graphql::ResolveInfo& info) {
  const auto customer_id = require_user(info);
  const std::string serial = text_arg(info.args, "serial");
  if (serial.empty()) return view_error(kMissingSerial);
  auto order = stores(info).orders().order_by_serial(customer_id, serial);
  if (!order) return view_error(kNoRecord);
  const auto status = domain::parse_order_status(order->status);
  if (!status || !domain::allows_reorder(*status)) return view_error(kReorderDisabled);

  std::vector<std::string> ids;
  for (const auto& i : order->items) ids.push_back(i.product_id);
  auto& catalogue = stores(info).catalogue();
  // Two batch reads for the whole order: the products, and which of them are listed now.
  auto products = ids.empty() ? std::vector<store::Product>{} : catalogue.products_by_ids(ids);
  auto listed_ids = ids.empty() ? std::vector<std::string>{} : catalogue.listed_ids(ids, "");
  std::unordered_map<std::string, const store::Product*> by_id;
  for (const auto& p : products) by_id[p.id] = &p;
  const std::unordered_set<std::string> listed(listed_ids.begin(), listed_ids.end());

  json::array items;
  store::Paisa totals = 0, savings = 0;
  for (const auto& line : order->items) {
    auto it = by_id.find(line.product_id);
    const store::Product* p = it == by_id.end() ? nullptr : it->second;
    const bool buyable = p && listed.count(p->id) > 0;
    items.push_back(line_json(line, p, buyable));
    if (!buyable || line.qty < 1) continue;  // the Total payable row counts what can be bought
    totals += p->price * line.qty;
    if (p->price_was > p->price) savings += (p->price_was - p->price) * line.qty;
  }
  return json::object{
      {"_id", order->id},           {"items", std::move(items)},       {"totals", rupees(totals)},
      {"savings", rupees(savings)}, {"created_at", order->created_at}, {"error", nullptr},
  };
}

json::value make_reorder(const graphql::ResolveInfo& info) {
  const auto customer_id = require_user(info);
  const std::string action = text_arg(info.args, "action");
  auto& carts = stores(info).carts();
  if (action != "add" && action != "reset") return cart_reply(info, carts.cart_of(customer_id), false, kBadAction);

  std::map<std::string, std::int64_t> wanted;  // quantities of one product sent twice add up
  for (const auto& v : info.args.at("orderData").as_array()) {
    if (!v.is_object()) continue;
    const auto& line = v.get_object();
    const auto id = optional_text_arg(line, "_id");
    const auto qty = int_arg_at_least(line, "qty", 1);
    if (!id || !qty) continue;
    wanted[*id] += *qty;
  }
  std::vector<std::string> ids;
  for (const auto& [id, _] : wanted) ids.push_back(id);
  // Published products of visible categories only; anything else is skipped.
  auto products = ids.empty() ? std::vector<store::Product>{} : stores(info).catalogue().listed_products_by_ids(ids);
  std::erase_if(products, [](const store::Product& p) { return domain::max_cart_qty(product_stock(p)) < 1; });
  if (products.empty()) return cart_reply(info, carts.cart_of(customer_id), false, kNoItem);

  bool changed = false;
  auto cart = carts.change(customer_id, [&](const store::CartRecord& current) {
    store::CartChanges changes;
    std::map<std::string, std::int64_t> have;
    for (const auto& l : current.lines) have[l.product_id] = l.qty;
    if (action == "reset")
      for (const auto& [id, _] : have) changes[id] = 0;
    for (const auto& p : products) {
      const auto before = action == "add" ? have[p.id] : 0;
      // Never more than may be bought; an 'add' never lowers a line already above that.
      const auto next = std::min(before + wanted[p.id], std::max(before, domain::max_cart_qty(product_stock(p))));
      changes[p.id] = next;
    }
    for (auto it = changes.begin(); it != changes.end();) {  // keep only real changes
      auto h = have.find(it->first);
      const auto old = h == have.end() ? 0 : h->second;
      it = it->second == old ? changes.erase(it) : std::next(it);
    }
    changed = !changes.empty();
    return changes;
  });
  return cart_reply(info, cart, changed);
}

}  // namespace

void add_reorder_resolvers(graphql::Resolvers& resolvers) {
  resolvers.add("Query.get_order_for_reorder", get_order_for_reorder);
  resolvers.add("Mutation.makeReorder", make_reorder);
}

}  // namespace karyana::api
