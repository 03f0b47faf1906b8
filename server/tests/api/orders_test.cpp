// Order reads and re-order through the GraphQL engine on a real SQLite store: ordersQuery,
// orderBySerial, LoggedInUser.ordersCount, get_order_for_reorder and makeReorder. Orders are
// inserted with SQL, as the placement transaction stores them. Covers every field of the Order
// JSON, totals by status, paging, and the authorization rule: another customer's serial answers
// exactly like an unknown one, and no filter reaches another customer's orders.
#include <boost/json.hpp>

#include "account_fixture.hpp"
#include "store/ids.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana {
namespace {

namespace json = boost::json;
using test::text;

constexpr const char* kOrderFields =
    "_id serial paymentMethod note status payment_status refund_amount created_at updated_at log"
    " shipping_address { _id user_id full_address city label geo_point { type coordinates }"
    "   delivery_zone { _id title } delivery_instructions }"
    " geo_point { type coordinates }"
    " delivery_slot { _id start_time end_time day date time_range_utc }"
    " items { _id product_id cart_id title slug price price_was tax_value tax_unit tax_total taxable qty"
    "   limit_max_qty_in_cart picture picture_thumb barcode attributes { _id title value } cat_id"
    "   category { _id title } deliverable_qty delivery_status }"
    " customer { _id fname lname email phone }"
    " discountVoucher { _id title code discount_type discount_value requirements { type value } }"
    " discount_value totalPrice totalTax deliveryCharges grandTotal total_savings"
    " status_notes { note created_at } pickup_data { product_id pickedQty notFound }"
    " error { message } errors { message code details }";

const std::string kBySerial = std::string("query($s: String!) { orderBySerial(serial: $s) { ") + kOrderFields + " } }";
const std::string kList =
    "query($first: Int, $after: Int, $filter: String) { ordersQuery(first: $first, after: $after, filter: $filter) {"
    " totalCount edges { cursor node { _id serial created_at grandTotal status delivery_slot { date } } }"
    " pageInfo { endCursor hasNextPage } error { message } } }";
const std::string kReorderView =
    "query($s: String!) { get_order_for_reorder(serial: $s) { _id totals savings created_at error { message }"
    " items { _id qty title available_qty limit_max_qty_in_cart attributes { _id title value } price_was price"
    " picture_thumb status seo_title } } }";
const std::string kMakeReorder =
    "mutation($action: String!, $data: [ReorderLineInput]!) { makeReorder(action: $action, orderData: $data) {"
    " _id customer_id totalPrice error { message } items { product_id qty } } }";

struct Line {
  std::string product_id;
  std::int64_t qty;
  std::int64_t price;  // paisa
  std::int64_t price_was = 0;
  std::int64_t tax_total = 0;
  std::optional<std::int64_t> deliverable_qty = std::nullopt;
};

class OrdersApi : public test::AccountFixture {
 protected:
  OrdersApi() {
    sql(R"sql(
      INSERT INTO product_categories(id, title, slug) VALUES('cat-grocery', 'Grocery', 'grocery');
      INSERT INTO product_categories(id, title, slug, status) VALUES('cat-hidden', 'Hidden', 'hidden', 'disabled');
      INSERT INTO products(id, title, slug, available_qty, reserved_for_order, limit_max_qty_in_cart, cat_id,
                           taxable, price, price_was, status, seo_title, picture_thumb)
      VALUES ('p-rice', 'Basmati Rice 1kg', 'basmati-rice', 20, 0, 0, 'cat-grocery', 1, 26000, 30000,
              'published', 'Rice SEO', 'rice-thumb.jpg'),
             ('p-milk', 'Milk 1L', 'milk', 10, 7, 0, 'cat-grocery', 0, 18000, 0, 'published', '', NULL),
             ('p-soap', 'Soap', 'soap', 50, 0, 2, 'cat-grocery', 1, 9999, 9999, 'published', '', NULL),
             ('p-draft', 'Draft Oil', 'oil', 9, 0, 0, 'cat-grocery', 0, 7000, 0, 'draft', '', NULL),
             ('p-hidden', 'Hidden Jam', 'jam', 9, 0, 0, 'cat-hidden', 0, 7000, 0, 'published', '', NULL);
    )sql");
    stores_->settings().set("delivery_charges", "100");
  }

  // An order as the placement transaction stores it, with its first status note.
  std::string insert_order(const std::string& customer_id, const std::string& serial, const std::string& status,
                           const std::string& created_at, const std::vector<Line>& lines,
                           const std::optional<std::string>& voucher = std::nullopt, std::int64_t discount = 0) {
    std::string id = store::new_id();
    std::int64_t total = 0, tax = 0, savings = 0;
    for (const auto& l : lines) {
      total += l.price * l.qty;
      tax += l.tax_total * l.qty;
      if (l.price_was > l.price) savings += (l.price_was - l.price) * l.qty;
    }
    karyana::store::sqlite::sqlite_database(*stores_)->write([&](store::sqlite::Connection& c) {
      c.prepare(
           "INSERT INTO orders(id, serial, customer_id, cart_id, status, note, shipping_address_id, shipping_address,"
           " lat, lng, customer, delivery_slot_id, slot_day, slot_date, slot_start_time, slot_end_time,"
           " slot_start_utc, slot_end_utc, voucher, discount_value, total_price, total_tax, delivery_charges,"
           " grand_total, total_savings, created_at, updated_at)"
           " VALUES(?1, ?2, ?3, 'cart-1', ?4, 'Ring twice', 'addr-1', ?5, 30.66, 73.1, ?6, NULL, 'Tue', '24-11-2026',"
           " '09:00', '12:00', '2026-11-24T04:00:00.000Z', '2026-11-24T07:00:00.000Z', ?7, ?8, ?9, ?10, 10000,"
           " ?11, ?12, ?13, ?13)")
          .bind_all(id, serial, customer_id, status,
                    R"({"_id":"addr-1","user_id":")" + customer_id +
                        R"(","full_address":"House 12, Farid Town","city":"Sahiwal","label":"home",)"
                        R"("geo_point":{"type":"Point","coordinates":[30.66,73.1]},)"
                        R"("delivery_zone":{"_id":"z1","title":"Farid Town","city":"Sahiwal"},)"
                        R"("delivery_instructions":"Gate 2"})",
                    R"({"_id":")" + customer_id +
                        R"(","fname":"Ayesha","lname":"Khan","email":"a@example.com","phone":"03001234567"})",
                    voucher, discount, total, tax, total - discount + 10000 + tax, savings, created_at)
          .run();
      int sort = 0;
      for (const auto& l : lines) {
        c.prepare(
             "INSERT INTO order_items(id, order_id, product_id, title, slug, price, price_was, tax_value, tax_unit,"
             " tax_total, taxable, qty, deliverable_qty, attributes, cat_id, cat_title, sort_order)"
             " VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, 17, '%', ?8, ?9, ?10, ?11,"
             " '[{\"_id\":\"a1\",\"title\":\"Weight\",\"value\":\"1kg\"}]', 'cat-grocery', 'Grocery', ?12)")
            .bind_all(store::new_id(), id, l.product_id, "Old " + l.product_id, l.product_id, l.price, l.price_was,
                      l.tax_total, l.tax_total > 0 ? 1 : 0, l.qty, l.deliverable_qty, sort++)
            .run();
      }
      c.prepare(
           "INSERT INTO order_status_notes(id, order_id, status, note, created_at) VALUES(?1, ?2, 'new',"
           " 'Order placed', ?3)")
          .bind_all(store::new_id(), id, created_at)
          .run();
    });
    return id;
  }

  json::object order(const test::SignedIn& s, const std::string& serial) {
    auto reply = run(kBySerial, {{"s", serial}}, s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("orderBySerial").as_object();
  }
  json::object list(const test::SignedIn& s, const json::object& vars = {}) {
    auto reply = run(kList, vars, s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("ordersQuery").as_object();
  }
  json::object reorder_view(const test::SignedIn& s, const std::string& serial) {
    auto reply = run(kReorderView, {{"s", serial}}, s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("get_order_for_reorder").as_object();
  }
  json::object make_reorder(const test::SignedIn& s, const std::string& action, json::array data) {
    auto reply = run(kMakeReorder, {{"action", action}, {"data", std::move(data)}}, s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("makeReorder").as_object();
  }
  void add_to_cart(const test::SignedIn& s, const std::string& product_id, std::int64_t qty) {
    stores_->carts().change(s.user_id, [&](const store::CartRecord&) { return store::CartChanges{{product_id, qty}}; });
  }
  static std::string error_of(const json::object& o) {
    return o.at("error").is_null() ? std::string() : text(o.at("error").at("message"));
  }
  static std::int64_t qty_of(const json::object& cart, const std::string& product_id) {
    for (const auto& item : cart.at("items").as_array())
      if (item.at("product_id") == json::value(product_id)) return item.at("qty").as_int64();
    return 0;
  }
  static double num(const json::value& v) { return v.to_number<double>(); }
};

TEST_F(OrdersApi, TheOwnerReadsEveryFieldOfTheirOrder) {
  auto me = registered("order-read@example.com", "03002220001");
  const auto voucher = R"({"_id":"v1","title":"Welcome","code":"WELCOME10","discount_type":"%","discount_value":10,)"
                       R"("requirements":[{"type":"min_order_amount","value":"500"}]})";
  const auto id = insert_order(me.user_id, "100001", "new", "2026-11-23T10:00:00.000Z",
                               {{"p-rice", 2, 26000, 30000, 4420}, {"p-milk", 1, 18000}}, voucher, 7000);
  auto o = order(me, "100001");
  EXPECT_EQ(text(o.at("_id")), id);
  EXPECT_EQ(text(o.at("serial")), "100001");
  EXPECT_EQ(text(o.at("paymentMethod")), "COD");
  EXPECT_EQ(text(o.at("payment_status")), "pending");
  EXPECT_EQ(text(o.at("status")), "new");
  EXPECT_EQ(text(o.at("note")), "Ring twice");
  EXPECT_TRUE(o.at("error").is_null());
  EXPECT_TRUE(o.at("errors").is_null());
  // The address as it was when ordered, and the point in the spec's [lat, lng] order.
  const auto& address = o.at("shipping_address").as_object();
  EXPECT_EQ(text(address.at("full_address")), "House 12, Farid Town");
  EXPECT_EQ(text(address.at("delivery_zone").at("title")), "Farid Town");
  EXPECT_EQ(text(address.at("delivery_instructions")), "Gate 2");
  EXPECT_EQ(text(o.at("geo_point").at("type")), "Point");
  EXPECT_DOUBLE_EQ(num(o.at("geo_point").at("coordinates").as_array()[0]), 30.66);
  EXPECT_DOUBLE_EQ(num(o.at("geo_point").at("coordinates").as_array()[1]), 73.1);
  const auto& slot = o.at("delivery_slot").as_object();
  EXPECT_EQ(text(slot.at("date")), "24-11-2026");
  EXPECT_EQ(text(slot.at("day")), "Tue");
  EXPECT_EQ(text(slot.at("start_time")), "09:00");
  EXPECT_EQ(text(slot.at("end_time")), "12:00");
  EXPECT_EQ(json::parse(text(slot.at("time_range_utc"))),
            json::parse(R"(["2026-11-24T04:00:00.000Z","2026-11-24T07:00:00.000Z"])"));
  // Lines keep the prices of the order, not the catalogue's (the rice is 260.00 in both here,
  // but the title shows it is the snapshot).
  const auto& items = o.at("items").as_array();
  ASSERT_EQ(items.size(), 2u);
  const auto& rice = items[0].as_object();
  EXPECT_EQ(text(rice.at("_id")), "p-rice");
  EXPECT_EQ(text(rice.at("title")), "Old p-rice");
  EXPECT_DOUBLE_EQ(num(rice.at("price")), 260);
  EXPECT_DOUBLE_EQ(num(rice.at("price_was")), 300);
  EXPECT_DOUBLE_EQ(num(rice.at("tax_total")), 44.2);
  EXPECT_EQ(rice.at("taxable").as_int64(), 1);
  EXPECT_EQ(rice.at("qty").as_int64(), 2);
  EXPECT_EQ(text(rice.at("cart_id")), "cart-1");
  EXPECT_EQ(text(rice.at("attributes").as_array()[0].at("value")), "1kg");
  EXPECT_EQ(text(rice.at("category").at("title")), "Grocery");
  EXPECT_TRUE(rice.at("deliverable_qty").is_null());
  EXPECT_EQ(text(rice.at("delivery_status")), "pending");
  EXPECT_EQ(text(o.at("customer").at("fname")), "Ayesha");
  EXPECT_EQ(text(o.at("customer").at("phone")), "03001234567");
  const auto& v = o.at("discountVoucher").as_object();
  EXPECT_EQ(text(v.at("code")), "WELCOME10");
  EXPECT_EQ(text(v.at("discount_type")), "%");
  EXPECT_DOUBLE_EQ(num(v.at("discount_value")), 10);
  EXPECT_EQ(text(v.at("requirements").as_array()[0].at("value")), "500");
  // 2 × 260 + 180 = 700; tax 88.40; discount 70; delivery 100; savings 80.
  EXPECT_DOUBLE_EQ(num(o.at("totalPrice")), 700);
  EXPECT_DOUBLE_EQ(num(o.at("totalTax")), 88.4);
  EXPECT_DOUBLE_EQ(num(o.at("discount_value")), 70);
  EXPECT_DOUBLE_EQ(num(o.at("deliveryCharges")), 100);
  EXPECT_DOUBLE_EQ(num(o.at("grandTotal")), 818.4);
  EXPECT_DOUBLE_EQ(num(o.at("total_savings")), 80);
  ASSERT_EQ(o.at("status_notes").as_array().size(), 1u);
  EXPECT_EQ(text(o.at("status_notes").as_array()[0].at("note")), "Order placed");
  EXPECT_TRUE(o.at("pickup_data").as_array().empty());
}

TEST_F(OrdersApi, TotalsFollowPickedThenDeliverableQuantities) {
  auto me = registered("order-status@example.com", "03002220002");
  const auto voucher = R"({"_id":"v1","title":"Welcome","code":"WELCOME10","discount_type":"%","discount_value":10})";
  const auto id = insert_order(me.user_id, "100002", "in-review", "2026-11-23T10:00:00.000Z",
                               {{"p-rice", 4, 26000, 30000, 4420, 1}, {"p-milk", 2, 18000, 0, 0, 2}}, voucher, 14000);
  sql("INSERT INTO order_pickup_data(order_id, product_id, picked_qty, not_found) VALUES('" + id +
      "', 'p-rice', 3, 1), ('" + id + "', 'p-milk', 2, 0)");
  auto o = order(me, "100002");
  // Picked: 3 × 260 + 2 × 180 = 1140; tax 3 × 44.20; 10 % off = 114.
  EXPECT_DOUBLE_EQ(num(o.at("totalPrice")), 1140);
  EXPECT_DOUBLE_EQ(num(o.at("totalTax")), 132.6);
  EXPECT_DOUBLE_EQ(num(o.at("discount_value")), 114);
  EXPECT_DOUBLE_EQ(num(o.at("grandTotal")), 1140 - 114 + 100 + 132.6);
  EXPECT_DOUBLE_EQ(num(o.at("total_savings")), 120);
  ASSERT_EQ(o.at("pickup_data").as_array().size(), 2u);
  EXPECT_EQ(o.at("pickup_data").as_array()[1].at("notFound").as_int64(), 1);
  EXPECT_EQ(o.at("pickup_data").as_array()[1].at("pickedQty").as_int64(), 3);

  sql("UPDATE orders SET status = 'dispatched' WHERE id = '" + id + "'");
  o = order(me, "100002");
  // Deliverable: 1 × 260 + 2 × 180 = 620.
  EXPECT_DOUBLE_EQ(num(o.at("totalPrice")), 620);
  EXPECT_DOUBLE_EQ(num(o.at("discount_value")), 62);
  EXPECT_EQ(o.at("items").as_array()[0].at("deliverable_qty").as_int64(), 1);

  sql("UPDATE orders SET status = 'canceled' WHERE id = '" + id + "'");
  EXPECT_DOUBLE_EQ(num(order(me, "100002").at("totalPrice")), 1400);  // as ordered
}

TEST_F(OrdersApi, AnotherCustomersSerialAnswersLikeAnUnknownOne) {
  auto owner = registered("order-owner@example.com", "03002220003");
  auto intruder = registered("order-intruder@example.com", "03002220004");
  insert_order(owner.user_id, "100003", "new", "2026-11-23T10:00:00.000Z", {{"p-rice", 1, 26000}});

  auto theirs = order(intruder, "100003");
  auto unknown = order(intruder, "999999");
  EXPECT_EQ(error_of(theirs), "No record found");
  EXPECT_TRUE(theirs.at("_id").is_null());
  EXPECT_TRUE(theirs.at("items").is_null());
  EXPECT_EQ(theirs, unknown);
  EXPECT_EQ(error_of(order(intruder, "")), "Missing Serial");

  EXPECT_EQ(error_of(reorder_view(intruder, "100003")), "No record found");
  EXPECT_TRUE(reorder_view(intruder, "100003").at("items").is_null());
  EXPECT_EQ(reorder_view(intruder, "100003"), reorder_view(intruder, "999999"));

  // Whatever the filter names, the list holds only the caller's orders.
  auto filtered = list(intruder, {{"filter", R"({"customer":{"_id":")" + owner.user_id + R"("}})"}});
  EXPECT_EQ(filtered.at("totalCount").as_int64(), 0);
  EXPECT_TRUE(filtered.at("edges").as_array().empty());

  for (const auto& [query, field] :
       {std::pair{kBySerial, "orderBySerial"}, std::pair{kReorderView, "get_order_for_reorder"}}) {
    auto visitor = run(query, {{"s", "100003"}});
    EXPECT_EQ(visitor.error_code(), "UNAUTHENTICATED") << field;
    EXPECT_TRUE(visitor.data(field).is_null());
  }
  auto visitor = run(kList, {});
  EXPECT_EQ(visitor.error_code(), "UNAUTHENTICATED");
  EXPECT_TRUE(visitor.data("ordersQuery").is_null());
  auto anonymous_reorder = run(kMakeReorder, {{"action", "add"}, {"data", json::array{}}});
  EXPECT_EQ(anonymous_reorder.error_code(), "UNAUTHENTICATED");
}

TEST_F(OrdersApi, TheListIsNewestFirstWithOffsetPagingUpToThirty) {
  auto me = registered("order-list@example.com", "03002220005");
  auto other = registered("order-list-other@example.com", "03002220006");
  for (int i = 0; i < 33; ++i) {
    char created[32];
    std::snprintf(created, sizeof created, "2026-10-%02dT08:00:00.000Z", i % 28 + 1);
    insert_order(me.user_id, "2000" + std::to_string(10 + i), "new",
                 i < 28 ? created : "2026-11-01T0" + std::to_string(i - 28) + ":00:00.000Z", {{"p-milk", 1, 18000}});
  }
  insert_order(other.user_id, "300001", "new", "2026-12-01T00:00:00.000Z", {{"p-milk", 1, 18000}});

  auto page = list(me);  // the web's first call: no first, after 0
  EXPECT_EQ(page.at("totalCount").as_int64(), 33);
  const auto& edges = page.at("edges").as_array();
  ASSERT_EQ(edges.size(), 30u);                                 // 30 by default
  EXPECT_EQ(text(edges[0].at("node").at("serial")), "200042");  // the newest
  EXPECT_EQ(text(edges[0].at("cursor")), "1");
  EXPECT_EQ(text(edges[29].at("cursor")), "30");
  EXPECT_DOUBLE_EQ(num(edges[0].at("node").at("grandTotal")), 280);
  EXPECT_EQ(text(edges[0].at("node").at("delivery_slot").at("date")), "24-11-2026");
  for (std::size_t i = 1; i < edges.size(); ++i)
    EXPECT_GE(text(edges[i - 1].at("node").at("created_at")), text(edges[i].at("node").at("created_at")));
  EXPECT_EQ(text(page.at("pageInfo").at("endCursor")), "30");
  EXPECT_TRUE(page.at("pageInfo").at("hasNextPage").as_bool());

  page = list(me, {{"first", 10}, {"after", 30}});
  ASSERT_EQ(page.at("edges").as_array().size(), 3u);
  EXPECT_EQ(text(page.at("edges").as_array()[0].at("cursor")), "31");
  EXPECT_FALSE(page.at("pageInfo").at("hasNextPage").as_bool());
  EXPECT_EQ(text(page.at("pageInfo").at("endCursor")), "33");

  EXPECT_EQ(list(me, {{"first", 500}}).at("edges").as_array().size(), 30u);  // never above 30
  EXPECT_EQ(list(me, {{"first", 0}}).at("edges").as_array().size(), 1u);
  EXPECT_EQ(list(me, {{"first", 10}, {"after", -5}}).at("edges").as_array()[0].at("cursor"), json::value("1"));
  page = list(me, {{"first", 10}, {"after", 100}});
  EXPECT_TRUE(page.at("edges").as_array().empty());
  EXPECT_TRUE(page.at("pageInfo").at("endCursor").is_null());
  EXPECT_FALSE(page.at("pageInfo").at("hasNextPage").as_bool());
}

TEST_F(OrdersApi, TheSignedInUserCarriesTheirOrderCount) {
  auto me = registered("order-count@example.com", "03002220007");
  auto other = registered("order-count-other@example.com", "03002220008");
  const std::string q = "{ getLoggedInUser { user { _id } ordersCount orders { serial } } }";
  auto reply = run(q, {}, me.token);
  EXPECT_EQ(reply.data("getLoggedInUser").at("ordersCount").as_int64(), 0);
  EXPECT_TRUE(reply.data("getLoggedInUser").at("orders").as_array().empty());
  insert_order(me.user_id, "400001", "new", "2026-11-23T10:00:00.000Z", {{"p-milk", 1, 18000}});
  insert_order(me.user_id, "400002", "canceled", "2026-11-23T11:00:00.000Z", {{"p-milk", 1, 18000}});
  insert_order(other.user_id, "400003", "new", "2026-11-23T11:00:00.000Z", {{"p-milk", 1, 18000}});
  reply = run(q, {}, me.token);
  EXPECT_EQ(reply.data("getLoggedInUser").at("ordersCount").as_int64(), 2);
  ASSERT_EQ(reply.data("getLoggedInUser").at("orders").as_array().size(), 2u);
  EXPECT_EQ(text(reply.data("getLoggedInUser").at("orders").as_array()[0].at("serial")), "400002");
}

TEST_F(OrdersApi, TheReorderViewShowsTodaysProductsWithTheOrderedQuantities) {
  auto me = registered("reorder-view@example.com", "03002220009");
  insert_order(me.user_id, "500001", "new", "2026-11-20T10:00:00.000Z",
               {{"p-rice", 2, 20000, 0},
                {"p-milk", 1, 15000},
                {"p-draft", 1, 7000},
                {"p-hidden", 1, 7000},
                {"p-deleted", 3, 1000}});
  auto view = reorder_view(me, "500001");
  EXPECT_TRUE(view.at("error").is_null());
  EXPECT_EQ(text(view.at("created_at")), "2026-11-20T10:00:00.000Z");
  const auto& items = view.at("items").as_array();
  ASSERT_EQ(items.size(), 5u);
  const auto& rice = items[0].as_object();
  EXPECT_EQ(text(rice.at("_id")), "p-rice");
  EXPECT_EQ(rice.at("qty").as_int64(), 2);
  EXPECT_EQ(text(rice.at("title")), "Basmati Rice 1kg");  // today's title, not the order's
  EXPECT_DOUBLE_EQ(num(rice.at("price")), 260);           // today's price
  EXPECT_DOUBLE_EQ(num(rice.at("price_was")), 300);
  EXPECT_EQ(rice.at("available_qty").as_int64(), 20);
  EXPECT_EQ(text(rice.at("status")), "published");
  EXPECT_EQ(text(rice.at("seo_title")), "Rice SEO");
  EXPECT_EQ(text(rice.at("picture_thumb")), "rice-thumb.jpg");
  EXPECT_EQ(items[1].at("available_qty").as_int64(), 3);  // 10 on hand, 7 reserved
  EXPECT_EQ(text(items[2].at("status")), "draft");
  EXPECT_EQ(text(items[3].at("status")), "unavailable");  // published, but its category is hidden
  EXPECT_EQ(text(items[4].at("status")), "unavailable");  // no longer in the catalogue
  EXPECT_EQ(text(items[4].at("title")), "Old p-deleted");
  EXPECT_EQ(items[4].at("available_qty").as_int64(), 0);
  // What can be bought now: 2 × 260 + 180 = 700, saving 2 × 40.
  EXPECT_DOUBLE_EQ(num(view.at("totals")), 700);
  EXPECT_DOUBLE_EQ(num(view.at("savings")), 80);

  insert_order(me.user_id, "500002", "delivered", "2026-11-21T10:00:00.000Z", {{"p-rice", 1, 26000}});
  EXPECT_EQ(error_of(reorder_view(me, "500002")), "This order cannot be re-ordered");
  EXPECT_EQ(error_of(reorder_view(me, "")), "Missing Serial");
}

TEST_F(OrdersApi, MakeReorderAddsOrReplacesCappedAtWhatMayBeBought) {
  auto me = registered("reorder-make@example.com", "03002220010");
  auto other = registered("reorder-other@example.com", "03002220011");
  const auto cart_id = stores_->carts().cart_of(me.user_id).id;
  auto events = std::make_shared<std::vector<json::object>>();
  pubsub_.subscribe(api::topics::cart(cart_id), [events](const json::value& e) { events->push_back(e.as_object()); });
  add_to_cart(me, "p-rice", 1);

  auto cart = make_reorder(me, "add",
                           {json::object{{"_id", "p-rice"}, {"qty", 2}}, json::object{{"_id", "p-milk"}, {"qty", 9}},
                            json::object{{"_id", "p-soap"}, {"qty", 5}}, json::object{{"_id", "p-draft"}, {"qty", 1}},
                            json::object{{"_id", "p-hidden"}, {"qty", 1}}, json::object{{"_id", "nope"}, {"qty", 1}},
                            json::object{{"_id", "p-rice"}, {"qty", 0}}});
  EXPECT_EQ(error_of(cart), "");
  EXPECT_EQ(text(cart.at("customer_id")), me.user_id);
  EXPECT_EQ(qty_of(cart, "p-rice"), 3);               // added to the line already there
  EXPECT_EQ(qty_of(cart, "p-milk"), 3);               // only 3 can be sold
  EXPECT_EQ(qty_of(cart, "p-soap"), 2);               // limit_max_qty_in_cart
  EXPECT_EQ(cart.at("items").as_array().size(), 3u);  // draft, hidden and unknown products skipped
  ASSERT_EQ(events->size(), 1u);
  EXPECT_EQ(text((*events)[0].at("mutation")), "UPDATED");
  EXPECT_EQ((*events)[0].at("node").at("items").as_array().size(), 3u);

  cart = make_reorder(me, "reset", {json::object{{"_id", "p-milk"}, {"qty", 1}}});
  EXPECT_EQ(error_of(cart), "");
  ASSERT_EQ(cart.at("items").as_array().size(), 1u);  // the cart is replaced
  EXPECT_EQ(qty_of(cart, "p-milk"), 1);
  EXPECT_EQ(events->size(), 2u);

  // Nothing left to add: the message, and the cart as it was.
  for (const auto& data : {json::array{}, json::array{json::object{{"_id", "p-rice"}, {"qty", 0}}},
                           json::array{json::object{{"_id", "p-rice"}, {"qty", -2}}},
                           json::array{json::object{{"_id", "p-draft"}, {"qty", 1}}}}) {
    cart = make_reorder(me, "reset", data);
    EXPECT_EQ(error_of(cart), "No item found to put in cart.") << json::serialize(data);
    EXPECT_EQ(qty_of(cart, "p-milk"), 1);
  }
  cart = make_reorder(me, "merge", {json::object{{"_id", "p-rice"}, {"qty", 1}}});
  EXPECT_EQ(error_of(cart), "Invalid re-order action");
  EXPECT_EQ(cart.at("items").as_array().size(), 1u);
  EXPECT_EQ(events->size(), 2u);  // refusals publish nothing

  // Re-ordering the same lines again changes nothing and publishes nothing.
  make_reorder(me, "reset", {json::object{{"_id", "p-milk"}, {"qty", 1}}});
  EXPECT_EQ(events->size(), 2u);
  // The other customer's cart never moved.
  EXPECT_TRUE(stores_->carts().cart_of(other.user_id).lines.empty());
}

}  // namespace
}  // namespace karyana
