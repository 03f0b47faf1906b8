// Checkout through the GraphQL engine on a real SQLite store: delivery slots and their counts,
// validateVoucher, and createOrderFromCart — totals in exact paisa, every refusal (with nothing
// written), the idempotent retry, the events after a placement and the authorization rules.
// The fixture's clock stands at 2026-01-01T00:00:00Z: Thursday 05:00 in Karachi.
#include <boost/json.hpp>

#include "account_fixture.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana {
namespace {

namespace json = boost::json;
using test::text;

constexpr const char* kOrderFields =
    "_id serial paymentMethod note status payment_status discount_value totalPrice totalTax deliveryCharges"
    " grandTotal total_savings created_at"
    " shipping_address { _id full_address } geo_point { coordinates }"
    " delivery_slot { _id day date start_time end_time time_range_utc }"
    " customer { _id fname email phone } discountVoucher { _id code discount_type discount_value }"
    " items { _id title price qty tax_total } status_notes { note created_at }"
    " error { message } errors { code message details }";
const std::string kPlace =
    std::string("mutation($input: CreateOrderInput!) { createOrderFromCart(input: $input) { ") + kOrderFields + " } }";
const std::string kValidate =
    "mutation($code: String!, $customer_id: ID!) { validateVoucher(code: $code, customer_id: $customer_id) {"
    " _id code title discount_type discount_value requirements { type value } error { message code } success { message "
    "} } }";
const std::string kSlots =
    "query($filter: String) { deliverySlots(filter: $filter) { _id day start_time end_time time_range_utc"
    " blocked_dates max_order_limit totalOrders } }";
const std::string kCounts =
    "query($times: [String]!) { getTotalOrdersForSlots(times: $times) { results { cnt start_time } error { message } } "
    "}";
const std::string kAdd = "mutation($input: CartItemInput!) { addCartItem(input: $input) { _id error { message } } }";

// Friday 02-01-2026 09:00 Karachi.
constexpr const char* kFriday = "02-01-2026";
constexpr const char* kFridayStart = "2026-01-02T04:00:00.000Z";

class CheckoutApi : public test::AccountFixture {
 protected:
  CheckoutApi() {
    sql(R"sql(
      INSERT INTO product_categories(id, title, slug) VALUES('cat-grocery', 'Grocery', 'grocery');
      INSERT INTO product_categories(id, title, slug, status) VALUES('cat-off', 'Hidden', 'hidden', 'disabled');
      INSERT INTO product_types(id, title, slug, tax_value, tax_unit) VALUES('type-gst', 'GST', 'gst', 17, '%');
      INSERT INTO product_types(id, title, slug, tax_value, tax_unit) VALUES('type-fix', 'Fixed', 'fixed', 2.5, 'Rs');
      INSERT INTO products(id, title, slug, available_qty, reserved_for_order, limit_max_qty_in_cart, type_id,
                           cat_id, taxable, price, price_was, status)
      VALUES ('p-rice', 'Basmati Rice 1kg', 'basmati-rice', 20, 0, 0, 'type-gst', 'cat-grocery', 1, 25050, 30000, 'published'),
             ('p-soap', 'Soap', 'soap', 50, 0, 2, 'type-fix', 'cat-grocery', 1, 9999, 9999, 'published'),
             ('p-milk', 'Milk 1L', 'milk', 10, 7, 0, NULL, 'cat-grocery', 0, 18000, 0, 'published'),
             ('p-ghee', 'Ghee 1kg', 'ghee', 30, 0, 0, NULL, 'cat-grocery', 0, 60000, 0, 'published'),
             ('p-hidden', 'Hidden Tea', 'hidden-tea', 30, 0, 0, NULL, 'cat-off', 0, 60000, 0, 'published');
      INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, blocked_dates, max_order_limit)
      VALUES ('slot-fri', 'Fri', 4, '09:00', '12:00', '["04:00","07:00"]', '', 2),
             ('slot-thu-early', 'Thu', 3, '05:30', '08:00', '["00:30","03:00"]', '', 0),
             ('slot-thu', 'Thu', 3, '09:00', '12:00', '["04:00","07:00"]', '', 0),
             ('slot-sat', 'Sat', 5, '09:00', '12:00', '["04:00","07:00"]', '03-01-2026', 0);
      INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, status)
      VALUES ('slot-off', 'Mon', 0, '09:00', '12:00', '["04:00","07:00"]', 'disabled');
      INSERT INTO vouchers(id, title, code, discount_type, discount_amount, discount_percent, limit_usage,
                           limit_one_per_customer, activation_date, deactivation_date)
      VALUES ('v-welcome', 'Welcome 10% off', 'WELCOME10', '%', 0, 10, 0, 1, '2025-01-01T00:00:00.000Z',
              '2030-12-31T18:59:59.000Z'),
             ('v-flat', 'RS 100 off', 'FLAT100', 'fix', 10000, 0, 2, 0, NULL, NULL),
             ('v-old', 'Old', 'OLD2025', 'fix', 5000, 0, 0, 0, NULL, '2025-12-31T00:00:00.000Z');
      INSERT INTO voucher_requirements(id, voucher_id, type, value) VALUES ('r1', 'v-flat', 'min_order_amount', '1000');
    )sql");
    auto& settings = stores_->settings();
    settings.set("delivery_charges", "100");
    settings.set("min_order_amount", "500");
    settings.set("timeslot_pre_gap", "60");
    settings.set("timeslot_days_to_show", "7");
  }

  // A registered customer with a confirmed phone and one address.
  struct Customer {
    test::SignedIn s;
    std::string address_id;
  };
  Customer customer(const std::string& name, const std::string& phone) {
    Customer c{registered(name + "@example.com", phone), "addr-" + name};
    sql("UPDATE users SET phone_confirmed = 1 WHERE id = '" + c.s.user_id +
        "';"
        "INSERT INTO addresses(id, user_id, full_address, label, lat, lng, is_default) VALUES('" +
        c.address_id + "', '" + c.s.user_id + "', 'House 1, Farid Town', 'home', 30.66, 73.1, 1);");
    return c;
  }
  void add(const Customer& c, const std::string& product_id, std::int64_t qty) {
    auto reply =
        run(kAdd, {{"input", {{"customer_id", c.s.user_id}, {"product_id", product_id}, {"qty", qty}}}}, c.s.token);
    ASSERT_TRUE(reply.data("addCartItem").at("error").is_null()) << json::serialize(reply.body);
  }
  json::object input(const Customer& c, const std::string& slot = "slot-fri", const std::string& date = kFriday) {
    return {{"paymentMethod", "COD"},
            {"shipping_address_id", c.address_id},
            {"note", "Ring twice"},
            {"delivery_slot", {{"_id", slot}, {"day", "Fri"}, {"date", date}, {"time_range_utc", "ignored"}}},
            {"discount_voucher_code", nullptr}};
  }
  json::object place(const Customer& c, const json::object& in) {
    auto reply = run(kPlace, {{"input", in}}, c.s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("createOrderFromCart").as_object();
  }
  static std::string error_of(const json::object& o) {
    return o.at("error").is_null() ? std::string() : text(o.at("error").at("message"));
  }
  std::int64_t scalar(const std::string& query) {
    return karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st = c.prepare(query);
      st.step();
      return st.get_int(0);
    });
  }
  std::int64_t stock(const std::string& id) {
    return scalar("SELECT available_qty FROM products WHERE id = '" + id + "'");
  }
  std::int64_t orders() { return scalar("SELECT count(*) FROM orders"); }
  std::int64_t cart_lines(const Customer& c) {
    return scalar("SELECT count(*) FROM cart_items i JOIN carts k ON k.id = i.cart_id WHERE k.customer_id = '" +
                  c.s.user_id + "'");
  }
};

TEST_F(CheckoutApi, DeliverySlotsListEnabledSlotsAndFilterByDay) {
  auto reply = run(kSlots);
  const auto& all = reply.data("deliverySlots").as_array();
  ASSERT_EQ(all.size(), 4u);                            // the disabled Monday slot is not offered
  EXPECT_EQ(text(all[0].at("_id")), "slot-thu-early");  // Thursday before Friday, by start time
  EXPECT_EQ(text(all[2].at("time_range_utc")), R"(["04:00","07:00"])");
  EXPECT_EQ(all[2].at("max_order_limit").as_int64(), 2);
  EXPECT_TRUE(all[2].at("totalOrders").is_null());
  auto sat = run(kSlots, {{"filter", R"({"day":"Sat"})"}}).data("deliverySlots").as_array();
  ASSERT_EQ(sat.size(), 1u);
  EXPECT_EQ(text(sat[0].at("blocked_dates")), "03-01-2026");
}

TEST_F(CheckoutApi, PlacesAnOrderWithServerTotalsAndAVoucher) {
  auto me = customer("ayesha", "03001230001");
  add(me, "p-rice", 2);
  add(me, "p-soap", 1);
  auto in = input(me);
  in["discount_voucher_code"] = "welcome10";  // codes match whatever their case
  auto order = place(me, in);
  ASSERT_EQ(error_of(order), "") << json::serialize(order);
  EXPECT_EQ(text(order.at("serial")), "100001");
  EXPECT_EQ(text(order.at("status")), "unconfirmed");  // her first order: the store calls her first
  EXPECT_EQ(text(order.at("paymentMethod")), "COD");
  EXPECT_EQ(text(order.at("payment_status")), "pending");
  EXPECT_EQ(text(order.at("note")), "Ring twice");
  // Sub total 2 × 250.50 + 99.99 = 600.99; tax 2 × 42.59 + 2.50 = 87.68; 10 % of 600.99 = 60.10.
  EXPECT_DOUBLE_EQ(order.at("totalPrice").to_number<double>(), 600.99);
  EXPECT_DOUBLE_EQ(order.at("totalTax").to_number<double>(), 87.68);
  EXPECT_DOUBLE_EQ(order.at("deliveryCharges").to_number<double>(), 100);
  EXPECT_DOUBLE_EQ(order.at("discount_value").to_number<double>(), 60.10);
  EXPECT_DOUBLE_EQ(order.at("grandTotal").to_number<double>(), 728.57);  // 600.99 − 60.10 + 100 + 87.68
  EXPECT_DOUBLE_EQ(order.at("total_savings").to_number<double>(), 99.00);
  EXPECT_EQ(text(order.at("discountVoucher").at("code")), "WELCOME10");
  EXPECT_EQ(text(order.at("discountVoucher").at("discount_type")), "%");
  const auto& slot = order.at("delivery_slot").as_object();
  EXPECT_EQ(text(slot.at("_id")), "slot-fri");
  EXPECT_EQ(text(slot.at("day")), "Fri");
  EXPECT_EQ(text(slot.at("date")), kFriday);
  EXPECT_EQ(text(slot.at("time_range_utc")), R"(["2026-01-02T04:00:00.000Z","2026-01-02T07:00:00.000Z"])");
  EXPECT_EQ(text(order.at("shipping_address").at("_id")), me.address_id);
  EXPECT_EQ(text(order.at("customer").at("_id")), me.s.user_id);
  ASSERT_EQ(order.at("items").as_array().size(), 2u);
  EXPECT_EQ(order.at("status_notes").as_array().size(), 1u);
  EXPECT_EQ(text(order.at("status_notes").at(0).at("note")), "Order placed");

  // Stock taken off available_qty, the voucher's use recorded, the cart emptied.
  EXPECT_EQ(stock("p-rice"), 18);
  EXPECT_EQ(stock("p-soap"), 49);
  EXPECT_EQ(scalar("SELECT used FROM vouchers WHERE id = 'v-welcome'"), 1);
  EXPECT_EQ(scalar("SELECT count(*) FROM voucher_uses WHERE voucher_id = 'v-welcome'"), 1);
  EXPECT_EQ(cart_lines(me), 0);
  EXPECT_EQ(scalar("SELECT grand_total FROM orders"), 72857);

  auto counts = run(kCounts, {{"times", {kFridayStart, "2026-01-02T04:00:00Z", "2026-01-03T04:00:00.000Z"}}});
  const auto& results = counts.data("getTotalOrdersForSlots").at("results").as_array();
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(results[0].at("cnt").as_int64(), 1);
  EXPECT_EQ(results[1].at("cnt").as_int64(), 1);  // the same instant written another way
  EXPECT_EQ(text(results[1].at("start_time")), "2026-01-02T04:00:00Z");
  EXPECT_EQ(results[2].at("cnt").as_int64(), 0);
}

TEST_F(CheckoutApi, PublishesTheEmptiedCartAndTheSlotCount) {
  auto me = customer("events", "03001230002");
  add(me, "p-ghee", 1);
  const auto cart_id = stores_->carts().cart_of(me.s.user_id).id;
  std::vector<json::value> cart_events, slot_events;
  pubsub_.subscribe(api::topics::cart(cart_id), [&](const json::value& e) { cart_events.push_back(e); });
  pubsub_.subscribe(api::topics::kDeliverySlots, [&](const json::value& e) { slot_events.push_back(e); });
  auto in = input(me);
  in["cart_id"] = cart_id;
  ASSERT_EQ(error_of(place(me, in)), "");
  ASSERT_EQ(cart_events.size(), 1u);
  EXPECT_TRUE(cart_events[0].at("node").at("items").as_array().empty());
  ASSERT_EQ(slot_events.size(), 1u);
  EXPECT_EQ(text(slot_events[0].at("mutation")), "UPDATED");
  EXPECT_EQ(text(slot_events[0].at("node").at("_id")), "slot-fri");
  EXPECT_EQ(slot_events[0].at("node").at("totalOrders").as_int64(), 1);
}

TEST_F(CheckoutApi, ARetriedSubmitReturnsTheFirstOrder) {
  auto me = customer("retry", "03001230003");
  add(me, "p-ghee", 1);
  auto in = input(me);
  in["idempotency_key"] = "3b8f2c1e-retry";
  auto first = place(me, in);
  ASSERT_EQ(error_of(first), "");
  add(me, "p-ghee", 1);  // even with a new cart the same key answers the first order
  auto again = place(me, in);
  EXPECT_EQ(again.at("_id"), first.at("_id"));
  EXPECT_EQ(again.at("serial"), first.at("serial"));
  EXPECT_EQ(orders(), 1);
  EXPECT_EQ(stock("p-ghee"), 29);
  EXPECT_EQ(cart_lines(me), 1);
  // Another key is another order; the key is per customer.
  in["idempotency_key"] = "another";
  EXPECT_EQ(error_of(place(me, in)), "");
  EXPECT_EQ(orders(), 2);
  auto other = customer("retry2", "03001230004");
  add(other, "p-ghee", 1);
  auto theirs = input(other, "slot-thu", "01-01-2026");  // Friday's two places are taken
  theirs["idempotency_key"] = "3b8f2c1e-retry";
  auto placed = place(other, theirs);
  EXPECT_EQ(error_of(placed), "");
  EXPECT_NE(placed.at("_id"), first.at("_id"));
}

TEST_F(CheckoutApi, RefusalsWriteNothing) {
  auto me = customer("refuse", "03001230005");
  auto expect_refused = [&](const json::object& in, const std::string& message, const std::string& code) {
    auto order = place(me, in);
    EXPECT_EQ(error_of(order), message) << json::serialize(order);
    EXPECT_TRUE(order.at("_id").is_null());
    ASSERT_TRUE(order.at("errors").is_array());
    EXPECT_EQ(text(order.at("errors").at(0).at("code")), code);
    EXPECT_EQ(orders(), 0);
  };
  expect_refused(input(me), "Oops! there is noting to order!", "EMPTY_CART");
  add(me, "p-ghee", 1);  // 600 + 100 delivery
  auto card = input(me);
  card["paymentMethod"] = "card";
  expect_refused(card, "Only cash on delivery (COD) is accepted", "PAYMENT_METHOD");
  auto nowhere = input(me);
  nowhere["shipping_address_id"] = "no-such-address";
  expect_refused(nowhere, "Address not found!", "ADDRESS_NOT_FOUND");

  expect_refused(input(me, "no-such-slot"), "Please choose a delivery time slot", "SLOT");
  expect_refused(input(me, "slot-fri", "2026-01-02"), "Invalid delivery date", "SLOT");
  expect_refused(input(me, "slot-fri", "03-01-2026"), "The delivery date does not match the time slot's day", "SLOT");
  // Today 05:30 is within the 60-minute pre-gap of 05:00; today 09:00 is not.
  expect_refused(input(me, "slot-thu-early", "01-01-2026"),
                 "This delivery time slot is closed, please choose another one", "SLOT");
  expect_refused(input(me, "slot-thu", "08-01-2026"),
                 "This delivery date is not available yet, please choose an earlier one", "SLOT");
  expect_refused(input(me, "slot-sat", "03-01-2026"),
                 "This delivery time slot is booked on that date, please choose another one", "SLOT");
  expect_refused(input(me, "slot-off", "05-01-2026"), "This delivery time slot is closed, please choose another one",
                 "SLOT");

  auto bad_code = input(me);
  bad_code["discount_voucher_code"] = "NOPE";
  expect_refused(bad_code, "Invalid voucher code", "VOUCHER");
  auto old = input(me);
  old["discount_voucher_code"] = "OLD2025";
  expect_refused(old, "This voucher has expired", "VOUCHER");
  auto flat = input(me);
  flat["discount_voucher_code"] = "FLAT100";
  expect_refused(flat, "Minimum order amount for this voucher is RS 1000", "VOUCHER");

  EXPECT_EQ(stock("p-ghee"), 30);
  EXPECT_EQ(cart_lines(me), 1);
  EXPECT_EQ(scalar("SELECT sum(used) FROM vouchers"), 0);
  EXPECT_EQ(error_of(place(me, input(me, "slot-thu", "01-01-2026"))), "");  // today 09:00 is fine
}

TEST_F(CheckoutApi, TheMinimumOrderIsCheckedAgainstTheCartGrandTotal) {
  auto me = customer("small", "03001230006");
  add(me, "p-soap", 1);  // 99.99 + 2.50 tax + 100 delivery = 202.49
  auto order = place(me, input(me));
  EXPECT_EQ(error_of(order), "Minimum order limit is RS 500");
  EXPECT_EQ(text(order.at("errors").at(0).at("code")), "MIN_ORDER");
}

TEST_F(CheckoutApi, TheMaximumOrderIsCheckedAgainstTheCartGrandTotal) {
  auto me = customer("large", "03001230018");
  add(me, "p-ghee", 2);
  stores_->settings().set("max_order_amount", "300");
  auto order = place(me, input(me));
  EXPECT_EQ(error_of(order), "Maximum order limit is RS 300");
  EXPECT_EQ(text(order.at("errors").at(0).at("code")), "MAX_ORDER");
  EXPECT_EQ(stock("p-ghee"), 30);
  EXPECT_EQ(cart_lines(me), 1);

  stores_->settings().set("max_order_amount", "0");  // 0: no maximum
  EXPECT_EQ(error_of(place(me, input(me))), "");
}

TEST_F(CheckoutApi, AFirstOrderWaitsForTheStoresCallUntilTheCustomerHasTakenOne) {
  auto me = customer("first", "03001230031");
  stores_->settings().set("max_live_orders_per_customer", "0");  // many orders here, none of them the point
  auto status_of_next = [&] {
    add(me, "p-ghee", 1);
    auto order = place(me, input(me, "slot-thu", "01-01-2026"));
    EXPECT_EQ(error_of(order), "") << json::serialize(order);
    return text(order.at("status"));
  };
  // A new store confirms first orders (migration 0011 sets confirm_first_orders to '1').
  EXPECT_EQ(status_of_next(), "unconfirmed");
  // Orders that never reached the customer prove nothing.
  sql("UPDATE orders SET status = 'canceled' WHERE customer_id = '" + me.s.user_id + "'");
  EXPECT_EQ(status_of_next(), "unconfirmed");
  sql("UPDATE orders SET status = 'declined' WHERE customer_id = '" + me.s.user_id + "'");
  EXPECT_EQ(status_of_next(), "unconfirmed");
  // One delivered (or completed, or refunded after delivery) order does.
  for (const char* taken : {"delivered", "completed", "refunded"}) {
    sql("UPDATE orders SET status = '" + std::string(taken) +
        "' WHERE id = (SELECT id FROM orders WHERE customer_id = '" + me.s.user_id + "' LIMIT 1)");
    EXPECT_EQ(status_of_next(), "new") << taken;
  }
  // Another customer's delivered order does not prove this one.
  auto other = customer("second", "03001230032");
  add(other, "p-ghee", 1);
  EXPECT_EQ(text(place(other, input(other, "slot-thu", "01-01-2026")).at("status")), "unconfirmed");
  // Turned off, every order starts 'new'.
  stores_->settings().set("confirm_first_orders", "0");
  auto third = customer("third", "03001230033");
  add(third, "p-ghee", 1);
  EXPECT_EQ(text(place(third, input(third, "slot-thu", "01-01-2026")).at("status")), "new");
}

TEST_F(CheckoutApi, TheLiveOrdersLimitCountsOrdersAwaitingDelivery) {
  auto me = customer("busy", "03001230019");
  stores_->settings().set("max_live_orders_per_customer", "2");
  for (int i = 0; i < 2; ++i) {
    add(me, "p-ghee", 1);
    EXPECT_EQ(error_of(place(me, input(me, "slot-thu", "01-01-2026"))), "");
  }
  add(me, "p-ghee", 1);
  auto order = place(me, input(me, "slot-thu", "01-01-2026"));
  EXPECT_EQ(error_of(order),
            "You already have 2 orders on the way. Please wait for one to be delivered before placing another.");
  EXPECT_EQ(text(order.at("errors").at(0).at("code")), "LIVE_ORDERS_LIMIT");
  EXPECT_EQ(orders(), 2);
  EXPECT_EQ(cart_lines(me), 1);

  // Another customer is not held back by this one's orders.
  auto other = customer("calm", "03001230020");
  add(other, "p-ghee", 1);
  EXPECT_EQ(error_of(place(other, input(other, "slot-thu", "01-01-2026"))), "");

  // Delivered (or canceled) orders no longer count; unconfirmed and pending ones still do.
  sql("UPDATE orders SET status = 'delivered' WHERE id = (SELECT id FROM orders WHERE customer_id = '" + me.s.user_id +
      "' LIMIT 1)");
  sql("UPDATE orders SET status = 'pending' WHERE customer_id = '" + me.s.user_id + "' AND status = 'unconfirmed'");
  EXPECT_EQ(error_of(place(me, input(me, "slot-thu", "01-01-2026"))), "");
  add(me, "p-ghee", 1);
  EXPECT_EQ(text(place(me, input(me, "slot-thu", "01-01-2026")).at("errors").at(0).at("code")), "LIVE_ORDERS_LIMIT");

  stores_->settings().set("max_live_orders_per_customer", "0");  // 0: no limit
  EXPECT_EQ(error_of(place(me, input(me, "slot-thu", "01-01-2026"))), "");
}

TEST_F(CheckoutApi, EveryBadCartLineIsNamed) {
  auto me = customer("lines", "03001230007");
  add(me, "p-ghee", 1);
  add(me, "p-rice", 5);
  add(me, "p-soap", 2);
  add(me, "p-milk", 3);
  add(me, "p-hidden", 1);
  // Stock and limits change after the lines were added.
  sql("UPDATE products SET available_qty = 0 WHERE id = 'p-rice';"
      "UPDATE products SET limit_max_qty_in_cart = 1 WHERE id = 'p-soap';"
      "UPDATE products SET reserved_for_order = 8 WHERE id = 'p-milk';"
      "UPDATE products SET status = 'draft' WHERE id = 'p-ghee';");
  auto order = place(me, input(me));
  EXPECT_EQ(error_of(order), "Some items in your cart cannot be ordered, please review your cart");
  std::map<std::string, std::pair<std::string, std::string>> by_product;
  for (const auto& e : order.at("errors").as_array())
    by_product[text(e.at("details"))] = {text(e.at("code")), text(e.at("message"))};
  ASSERT_EQ(by_product.size(), 5u) << json::serialize(order);
  EXPECT_EQ(by_product["p-rice"].second, "Sold Out");
  EXPECT_EQ(by_product["p-soap"].second, "Sorry, you have reached maximum purchase limit of this item");
  EXPECT_EQ(by_product["p-milk"].second, "Low Stock");  // 10 − 8 = 2 left for 3
  EXPECT_EQ(by_product["p-ghee"].second, "Product Unavailable");
  EXPECT_EQ(by_product["p-hidden"].second, "Product Category Unavailable");
  EXPECT_EQ(by_product["p-hidden"].first, "CATEGORY_UNAVAILABLE");
  EXPECT_EQ(orders(), 0);
}

TEST_F(CheckoutApi, ASlotTakesOrdersUpToItsLimit) {
  auto a = customer("slot-a", "03001230008");
  auto b = customer("slot-b", "03001230009");
  auto c = customer("slot-c", "03001230010");
  for (auto* who : {&a, &b, &c}) add(*who, "p-ghee", 1);
  EXPECT_EQ(error_of(place(a, input(a))), "");
  EXPECT_EQ(error_of(place(b, input(b))), "");  // the limit of 2 is now reached exactly
  EXPECT_EQ(error_of(place(c, input(c))), "This delivery time slot is full, please choose another one");
  // A canceled order frees its place.
  sql("UPDATE orders SET status = 'canceled' WHERE customer_id = '" + a.s.user_id + "'");
  EXPECT_EQ(error_of(place(c, input(c))), "");
}

TEST_F(CheckoutApi, VouchersKeepTheirLimits) {
  auto a = customer("v-a", "03001230011");
  auto b = customer("v-b", "03001230012");
  auto c = customer("v-c", "03001230013");
  auto with = [&](const Customer& who, const char* code) {
    auto in = input(who, "slot-thu", "01-01-2026");
    in["discount_voucher_code"] = code;
    return in;
  };
  add(a, "p-ghee", 2);  // 1200 ≥ the 1000 FLAT100 needs
  auto first = place(a, with(a, "FLAT100"));
  ASSERT_EQ(error_of(first), "");
  EXPECT_DOUBLE_EQ(first.at("discount_value").to_number<double>(), 100);
  EXPECT_DOUBLE_EQ(first.at("grandTotal").to_number<double>(), 1200);  // 1200 − 100 + 100
  add(b, "p-ghee", 2);
  ASSERT_EQ(error_of(place(b, with(b, "FLAT100"))), "");
  add(c, "p-ghee", 2);
  EXPECT_EQ(error_of(place(c, with(c, "FLAT100"))), "This voucher has already been used");  // 2 of 2 used
  EXPECT_EQ(scalar("SELECT used FROM vouchers WHERE id = 'v-flat'"), 2);

  ASSERT_EQ(error_of(place(c, with(c, "WELCOME10"))), "");
  add(c, "p-ghee", 2);
  EXPECT_EQ(error_of(place(c, with(c, "WELCOME10"))), "You have already used this voucher");
}

TEST_F(CheckoutApi, ValidateVoucherAgainstTheCallersCart) {
  auto me = customer("validate", "03001230014");
  auto validate = [&](const std::string& code) {
    auto reply = run(kValidate, {{"code", code}, {"customer_id", me.s.user_id}}, me.s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("validateVoucher").as_object();
  };
  auto empty = validate("WELCOME10");
  EXPECT_EQ(text(empty.at("error").at("message")), "Your cart is empty");
  EXPECT_TRUE(empty.at("_id").is_null());
  add(me, "p-ghee", 1);
  auto ok = validate(" welcome10 ");
  EXPECT_TRUE(ok.at("error").is_null());
  EXPECT_EQ(text(ok.at("success").at("message")), "Voucher applied successfully");
  EXPECT_EQ(text(ok.at("code")), "WELCOME10");
  EXPECT_EQ(text(ok.at("discount_type")), "%");
  EXPECT_DOUBLE_EQ(ok.at("discount_value").to_number<double>(), 10);
  auto flat = validate("FLAT100");
  EXPECT_EQ(text(flat.at("error").at("message")), "Minimum order amount for this voucher is RS 1000");
  EXPECT_TRUE(flat.at("success").is_null());
  add(me, "p-ghee", 1);
  flat = validate("FLAT100");
  EXPECT_TRUE(flat.at("error").is_null());
  EXPECT_DOUBLE_EQ(flat.at("discount_value").to_number<double>(), 100);  // rupees for 'fix'
  EXPECT_EQ(text(flat.at("requirements").at(0).at("value")), "1000");
  EXPECT_EQ(text(validate("OLD2025").at("error").at("message")), "This voucher has expired");
  EXPECT_EQ(text(validate("NOPE").at("error").at("message")), "Invalid voucher code");
  // Ten tries a minute per customer.
  for (int i = 0; i < 4; ++i) validate("GUESS" + std::to_string(i));
  auto limited = validate("WELCOME10");
  EXPECT_EQ(text(limited.at("error").at("message")), "Too many attempts. Please try again later.");
  EXPECT_EQ(text(limited.at("error").at("code")), "RATE_LIMITED");
  advance(std::chrono::minutes(1));
  EXPECT_TRUE(validate("WELCOME10").at("error").is_null());
}

TEST_F(CheckoutApi, AnotherCustomersIdsGiveNothing) {
  auto me = customer("owner", "03001230015");
  auto other = customer("intruder", "03001230016");
  add(me, "p-ghee", 1);
  add(other, "p-ghee", 1);
  const auto my_cart = stores_->carts().cart_of(me.s.user_id).id;

  // Their cart id: a top-level FORBIDDEN error, no order.
  auto in = input(other);
  in["cart_id"] = my_cart;
  auto reply = run(kPlace, {{"input", in}}, other.s.token);
  EXPECT_EQ(reply.error_code(), "FORBIDDEN");
  EXPECT_TRUE(reply.data("createOrderFromCart").is_null());
  // Their address: not found.
  in = input(other);
  in["shipping_address_id"] = me.address_id;
  EXPECT_EQ(error_of(place(other, in)), "Address not found!");
  // Their customer id for a voucher check.
  auto voucher = run(kValidate, {{"code", "WELCOME10"}, {"customer_id", me.s.user_id}}, other.s.token);
  EXPECT_EQ(voucher.error_code(), "FORBIDDEN");
  EXPECT_TRUE(voucher.data("validateVoucher").is_null());
  // Nobody signed in.
  auto anonymous = run(kPlace, {{"input", input(me)}});
  EXPECT_EQ(anonymous.error_code(), "UNAUTHENTICATED");
  EXPECT_EQ(orders(), 0);
  EXPECT_EQ(cart_lines(me), 1);
}

TEST_F(CheckoutApi, AnUnconfirmedPhoneCannotOrder) {
  auto me = customer("unconfirmed", "03001230017");
  sql("UPDATE users SET phone_confirmed = 0 WHERE id = '" + me.s.user_id + "'");
  add(me, "p-ghee", 1);
  EXPECT_EQ(error_of(place(me, input(me))), "Please confirm your phone number before placing an order");
  EXPECT_EQ(orders(), 0);
}

TEST_F(CheckoutApi, SlotCountsAreLimitedAndChecked) {
  json::array many;
  for (int i = 0; i < 101; ++i) many.push_back(json::value(kFridayStart));
  auto reply = run(kCounts, {{"times", many}});
  EXPECT_EQ(text(reply.data("getTotalOrdersForSlots").at("error").at("message")),
            "Too many slot times: at most 100 per request");
  reply = run(kCounts, {{"times", {"tomorrow"}}});
  EXPECT_EQ(text(reply.data("getTotalOrdersForSlots").at("error").at("message")), "Invalid slot start time: tomorrow");
  reply = run(kCounts, {{"times", json::array{}}});
  EXPECT_TRUE(reply.data("getTotalOrdersForSlots").at("results").as_array().empty());
}

}  // namespace
}  // namespace karyana
