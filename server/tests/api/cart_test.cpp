// The server cart through the GraphQL engine on a real SQLite store: every operation, the
// quantity rules and their messages, totals in exact paisa with tax rounding, the cartUpdated
// events, and the authorization matrix (another customer's ids get an error and no data).
#include <boost/json.hpp>

#include "account_fixture.hpp"
#include "store/sqlite/sqlite_stores.hpp"

namespace karyana {
namespace {

namespace json = boost::json;
using test::text;

constexpr const char* kCartFields =
    "_id customer_id totalPrice totalTax deliveryCharges grandTotal created_at updated_at error { message }"
    " items { _id product_id cart_id title slug price price_was tax_value tax_unit tax_total taxable qty"
    " limit_max_qty_in_cart picture picture_thumb available_qty barcode attributes { _id title value }"
    " cat_id category { _id title } updated_at status error { message } }";

const std::string kByUser = std::string("query($id: ID!) { cartByUser(id: $id) { ") + kCartFields + " } }";
const std::string kAdd =
    std::string("mutation($input: CartItemInput!) { addCartItem(input: $input) { ") + kCartFields + " } }";
const std::string kDelete =
    std::string("mutation($input: DeleteCartItemInput!) { deleteCartItem(input: $input) { ") + kCartFields + " } }";
const std::string kRemoveUnavailable =
    std::string("mutation($id: ID!) { removeUnavailableItemsFromCart(id: $id) { ") + kCartFields + " } }";
const std::string kMerge = std::string(
                               "mutation($items: [CartItemInput]!, $customer_id: ID!) {"
                               " mergeCart(items: $items, customer_id: $customer_id) { ") +
                           kCartFields + " } }";

class CartApi : public test::AccountFixture {
 protected:
  CartApi() {
    sql(R"sql(
      INSERT INTO product_categories(id, title, slug) VALUES('cat-grocery', 'Grocery', 'grocery');
      INSERT INTO product_types(id, title, slug, tax_value, tax_unit) VALUES('type-gst', 'GST', 'gst', 17, '%');
      INSERT INTO product_types(id, title, slug, tax_value, tax_unit) VALUES('type-fix', 'Fixed', 'fixed', 2.5, 'Rs');
      INSERT INTO products(id, title, slug, available_qty, reserved_for_order, limit_max_qty_in_cart, type_id,
                           cat_id, taxable, price, price_was, status, barcode)
      VALUES ('p-rice', 'Basmati Rice 1kg', 'basmati-rice', 20, 0, 0, 'type-gst', 'cat-grocery', 1, 25050, 30000,
              'published', '8964000'),
             ('p-milk', 'Milk 1L', 'milk', 10, 7, 0, 'type-gst', 'cat-grocery', 0, 18000, 0, 'published', NULL),
             ('p-soap', 'Soap', 'soap', 50, 0, 2, 'type-fix', 'cat-grocery', 1, 9999, 9999, 'published', NULL),
             ('p-gone', 'Sold Out Tea', 'tea', 0, 0, 0, NULL, 'cat-grocery', 0, 5000, 0, 'published', NULL),
             ('p-draft', 'Draft Oil', 'oil', 9, 0, 0, NULL, 'cat-grocery', 0, 7000, 0, 'draft', NULL);
    )sql");
    stores_->settings().set("delivery_charges", "100");
  }

  json::object cart(const test::SignedIn& s) {
    auto reply = run(kByUser, {{"id", s.user_id}}, s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("cartByUser").as_object();
  }
  json::object add(const test::SignedIn& s, const std::string& product_id, std::int64_t qty = 1) {
    auto reply =
        run(kAdd, {{"input", {{"customer_id", s.user_id}, {"product_id", product_id}, {"qty", qty}}}}, s.token);
    EXPECT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
    return reply.data("addCartItem").as_object();
  }
  static std::string error_of(const json::object& cart) {
    return cart.at("error").is_null() ? std::string() : text(cart.at("error").at("message"));
  }
  static std::int64_t qty_of(const json::object& cart, const std::string& product_id) {
    for (const auto& item : cart.at("items").as_array())
      if (item.at("product_id") == json::value(product_id)) return item.at("qty").as_int64();
    return 0;
  }
  std::shared_ptr<std::vector<json::object>> watch(const std::string& cart_id) {
    auto events = std::make_shared<std::vector<json::object>>();
    pubsub_.subscribe(api::topics::cart(cart_id), [events](const json::value& e) { events->push_back(e.as_object()); });
    return events;
  }
  int cart_rows(const std::string& user_id) {
    return karyana::store::sqlite::sqlite_database(*stores_)->read([&](store::sqlite::Connection& c) {
      auto st =
          c.prepare("SELECT count(*) FROM cart_items i JOIN carts k ON k.id = i.cart_id WHERE k.customer_id = ?1");
      st.bind_all(user_id);
      st.step();
      return static_cast<int>(st.get_int(0));
    });
  }
};

TEST_F(CartApi, AnEmptyCartIsCreatedForTheOwner) {
  auto me = registered("empty@example.com", "03001110001");
  auto c = cart(me);
  EXPECT_FALSE(text(c.at("_id")).empty());
  EXPECT_EQ(text(c.at("customer_id")), me.user_id);
  EXPECT_TRUE(c.at("items").as_array().empty());
  EXPECT_EQ(c.at("totalPrice").to_number<double>(), 0);
  EXPECT_EQ(c.at("deliveryCharges").to_number<double>(), 0);  // nothing to deliver
  EXPECT_EQ(c.at("grandTotal").to_number<double>(), 0);
  EXPECT_TRUE(c.at("error").is_null());
  EXPECT_EQ(cart(me).at("_id"), c.at("_id"));  // the same cart every time
}

TEST_F(CartApi, AddingAgainAddsToTheLineAndTotalsAreTheServers) {
  auto me = registered("totals@example.com", "03001110002");
  add(me, "p-rice");
  auto c = add(me, "p-rice", 2);
  EXPECT_EQ(qty_of(c, "p-rice"), 3);
  c = add(me, "p-soap");
  ASSERT_EQ(c.at("items").as_array().size(), 2u);
  // Newest line first.
  const auto& soap = c.at("items").as_array()[0].as_object();
  const auto& rice = c.at("items").as_array()[1].as_object();
  EXPECT_EQ(text(soap.at("product_id")), "p-soap");
  EXPECT_EQ(text(rice.at("_id")), "p-rice");
  EXPECT_EQ(rice.at("cart_id"), c.at("_id"));
  EXPECT_EQ(text(rice.at("title")), "Basmati Rice 1kg");
  EXPECT_DOUBLE_EQ(rice.at("price").to_number<double>(), 250.50);
  EXPECT_DOUBLE_EQ(rice.at("price_was").to_number<double>(), 300.00);
  EXPECT_DOUBLE_EQ(rice.at("tax_value").to_number<double>(), 17);
  EXPECT_EQ(text(rice.at("tax_unit")), "%");
  EXPECT_DOUBLE_EQ(rice.at("tax_total").to_number<double>(), 42.59);  // 42.585 rounds up
  EXPECT_EQ(rice.at("taxable").as_int64(), 1);
  EXPECT_EQ(rice.at("available_qty").as_int64(), 20);
  EXPECT_EQ(text(rice.at("barcode")), "8964000");
  EXPECT_EQ(text(rice.at("category").at("title")), "Grocery");
  EXPECT_EQ(text(rice.at("status")), "published");
  EXPECT_DOUBLE_EQ(soap.at("tax_total").to_number<double>(), 2.50);  // fixed rupees per unit
  // 3 × 250.50 + 99.99 = 851.49; tax 3 × 42.59 + 2.50 = 130.27; delivery 100.
  EXPECT_DOUBLE_EQ(c.at("totalPrice").to_number<double>(), 851.49);
  EXPECT_DOUBLE_EQ(c.at("totalTax").to_number<double>(), 130.27);
  EXPECT_DOUBLE_EQ(c.at("deliveryCharges").to_number<double>(), 100);
  EXPECT_DOUBLE_EQ(c.at("grandTotal").to_number<double>(), 1081.76);
  // A price change shows at once: the cart keeps no prices of its own.
  sql("UPDATE products SET price = 20000 WHERE id = 'p-rice'");
  EXPECT_DOUBLE_EQ(cart(me).at("totalPrice").to_number<double>(), 699.99);
}

TEST_F(CartApi, NonTaxableLinesPayNoTax) {
  auto me = registered("notax@example.com", "03001110003");
  auto c = add(me, "p-milk", 2);
  EXPECT_DOUBLE_EQ(c.at("totalTax").to_number<double>(), 0);
  EXPECT_DOUBLE_EQ(c.at("grandTotal").to_number<double>(), 460);
}

TEST_F(CartApi, QuantityRulesRefuseWithAMessageAndLeaveTheCartAlone) {
  auto me = registered("rules@example.com", "03001110004");
  add(me, "p-milk", 2);
  // Stock is available_qty less reserved_for_order: 10 - 7 = 3.
  auto c = add(me, "p-milk", 2);
  EXPECT_EQ(error_of(c), "Low Stock");
  EXPECT_EQ(qty_of(c, "p-milk"), 2);
  EXPECT_EQ(qty_of(c, "p-milk"), qty_of(cart(me), "p-milk"));
  EXPECT_EQ(error_of(add(me, "p-milk", 1)), "");
  EXPECT_EQ(error_of(add(me, "p-gone")), "Sold Out");
  EXPECT_EQ(error_of(add(me, "p-draft")), "Product Unavailable");
  EXPECT_EQ(error_of(add(me, "p-nothing")), "Product Not Found!");
  EXPECT_EQ(error_of(add(me, "p-rice", 0)), "Quantity must be at least 1");
  EXPECT_EQ(error_of(add(me, "p-rice", -3)), "Quantity must be at least 1");
  EXPECT_EQ(error_of(add(me, "p-soap", 2)), "");
  EXPECT_EQ(error_of(add(me, "p-soap")), "Sorry, you have reached maximum purchase limit of this item");
  auto final_cart = cart(me);
  EXPECT_EQ(final_cart.at("items").as_array().size(), 2u);
  EXPECT_EQ(qty_of(final_cart, "p-soap"), 2);
}

TEST_F(CartApi, DeleteTakesOneOffOrTheWholeLine) {
  auto me = registered("delete@example.com", "03001110005");
  add(me, "p-rice", 3);
  add(me, "p-soap", 2);
  auto input = [&](const std::string& product, const char* all) {
    json::object in{{"customer_id", me.user_id}, {"product_id", product}};
    if (all) in["delete_all"] = all;
    return json::object{{"input", in}};
  };
  auto c = run(kDelete, input("p-rice", nullptr), me.token).data("deleteCartItem").as_object();
  EXPECT_EQ(qty_of(c, "p-rice"), 2);
  c = run(kDelete, input("p-rice", "yes"), me.token).data("deleteCartItem").as_object();
  EXPECT_EQ(qty_of(c, "p-rice"), 0);
  EXPECT_EQ(c.at("items").as_array().size(), 1u);
  c = run(kDelete, input("p-soap", "no"), me.token).data("deleteCartItem").as_object();
  EXPECT_EQ(qty_of(c, "p-soap"), 1);
  c = run(kDelete, input("p-soap", nullptr), me.token).data("deleteCartItem").as_object();  // reaches 0: gone
  EXPECT_TRUE(c.at("items").as_array().empty());
  EXPECT_DOUBLE_EQ(c.at("grandTotal").to_number<double>(), 0);
  c = run(kDelete, input("p-soap", nullptr), me.token).data("deleteCartItem").as_object();
  EXPECT_EQ(error_of(c), "Product Not Found!");
}

TEST_F(CartApi, RemoveUnavailableDropsSoldOutLinesAndCutsLowStockOnes) {
  auto me = registered("unavailable@example.com", "03001110006");
  add(me, "p-milk", 3);
  add(me, "p-soap", 2);
  auto c = add(me, "p-rice", 1);
  sql("UPDATE products SET reserved_for_order = 9 WHERE id = 'p-milk'");  // 1 left
  sql("UPDATE products SET available_qty = 0 WHERE id = 'p-soap'");
  sql("UPDATE products SET status = 'draft' WHERE id = 'p-rice'");
  auto events = watch(text(c.at("_id")));
  auto reply = run(kRemoveUnavailable, {{"id", c.at("_id")}}, me.token);
  ASSERT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
  auto after = reply.data("removeUnavailableItemsFromCart").as_object();
  EXPECT_TRUE(after.at("error").is_null());
  ASSERT_EQ(after.at("items").as_array().size(), 1u);
  EXPECT_EQ(qty_of(after, "p-milk"), 1);
  ASSERT_EQ(events->size(), 1u);
  EXPECT_EQ(text((*events)[0].at("mutation")), "UPDATED");
  // Nothing left to remove: no change, no event.
  run(kRemoveUnavailable, {{"id", c.at("_id")}}, me.token);
  EXPECT_EQ(events->size(), 1u);
}

TEST_F(CartApi, MergeAddsTheLocalLinesCappedAtWhatMayBeBought) {
  auto me = registered("merge@example.com", "03001110007");
  add(me, "p-rice", 1);
  json::array items{
      json::object{{"customer_id", me.user_id}, {"product_id", "p-rice"}, {"qty", 2}},
      json::object{{"customer_id", me.user_id}, {"product_id", "p-milk"}, {"qty", 5}},  // 3 in stock
      json::object{{"customer_id", me.user_id}, {"product_id", "p-soap"}, {"qty", 9}},  // limit 2
      json::object{{"customer_id", me.user_id}, {"product_id", "p-draft"}, {"qty", 1}},
      json::object{{"customer_id", me.user_id}, {"product_id", "p-gone"}, {"qty", 1}},
  };
  auto reply = run(kMerge, {{"items", items}, {"customer_id", me.user_id}}, me.token);
  ASSERT_FALSE(reply.body.contains("errors")) << json::serialize(reply.body);
  auto c = reply.data("mergeCart").as_object();
  EXPECT_TRUE(c.at("error").is_null());
  EXPECT_EQ(qty_of(c, "p-rice"), 3);
  EXPECT_EQ(qty_of(c, "p-milk"), 3);
  EXPECT_EQ(qty_of(c, "p-soap"), 2);
  EXPECT_EQ(qty_of(c, "p-draft"), 0);
  EXPECT_EQ(qty_of(c, "p-gone"), 0);
  // Nothing that can be bought: the cart stays and the message says so.
  json::array none{json::object{{"customer_id", me.user_id}, {"product_id", "p-gone"}, {"qty", 1}}};
  c = run(kMerge, {{"items", none}, {"customer_id", me.user_id}}, me.token).data("mergeCart").as_object();
  EXPECT_EQ(error_of(c), "Unable to merge carts");
  EXPECT_EQ(c.at("items").as_array().size(), 3u);
}

TEST_F(CartApi, AnotherCustomersIdsGetAnErrorAndNoData) {
  auto owner = registered("owner-cart@example.com", "03001110008");
  auto intruder = registered("intruder-cart@example.com", "03001110009");
  auto owned = add(owner, "p-rice", 2);
  const auto cart_id = text(owned.at("_id"));
  auto events = watch(cart_id);

  auto forbidden = [&](const test::GqlReply& reply, std::string_view field) {
    EXPECT_EQ(reply.error_code(), "FORBIDDEN") << json::serialize(reply.body);
    EXPECT_TRUE(reply.data(field).is_null());
  };
  forbidden(run(kByUser, {{"id", owner.user_id}}, intruder.token), "cartByUser");
  forbidden(
      run(kAdd, {{"input", {{"customer_id", owner.user_id}, {"product_id", "p-soap"}, {"qty", 1}}}}, intruder.token),
      "addCartItem");
  forbidden(run(kDelete, {{"input", {{"customer_id", owner.user_id}, {"product_id", "p-rice"}, {"delete_all", "yes"}}}},
                intruder.token),
            "deleteCartItem");
  forbidden(run(kRemoveUnavailable, {{"id", cart_id}}, intruder.token), "removeUnavailableItemsFromCart");
  forbidden(run(kRemoveUnavailable, {{"id", owner.user_id}}, intruder.token), "removeUnavailableItemsFromCart");
  json::array theirs{json::object{{"customer_id", owner.user_id}, {"product_id", "p-soap"}, {"qty", 1}}};
  forbidden(run(kMerge, {{"items", theirs}, {"customer_id", owner.user_id}}, intruder.token), "mergeCart");
  // Own customer_id with a line naming the owner: refused as a whole.
  forbidden(run(kMerge, {{"items", theirs}, {"customer_id", intruder.user_id}}, intruder.token), "mergeCart");
  EXPECT_EQ(cart_rows(intruder.user_id), 0);

  auto visitor = run(kByUser, {{"id", owner.user_id}});
  EXPECT_EQ(visitor.error_code(), "UNAUTHENTICATED");
  EXPECT_TRUE(visitor.data("cartByUser").is_null());

  // The owner's cart is as it was, and no event went out.
  auto mine = cart(owner);
  EXPECT_EQ(mine.at("items").as_array().size(), 1u);
  EXPECT_EQ(qty_of(mine, "p-rice"), 2);
  EXPECT_TRUE(events->empty());
}

TEST_F(CartApi, EveryChangeIsPublishedToTheOwnersCartOnly) {
  auto owner = registered("events@example.com", "03001110010");
  auto other = registered("events-other@example.com", "03001110011");
  const auto mine = text(cart(owner).at("_id"));
  const auto theirs = text(cart(other).at("_id"));
  auto my_events = watch(mine);
  auto their_events = watch(theirs);
  add(owner, "p-rice");
  add(owner, "p-gone");  // refused: no event
  run(kDelete, {{"input", {{"customer_id", owner.user_id}, {"product_id", "p-rice"}}}}, owner.token);
  ASSERT_EQ(my_events->size(), 2u);
  EXPECT_EQ(text((*my_events)[0].at("mutation")), "UPDATED");
  EXPECT_EQ(text((*my_events)[0].at("node").at("_id")), mine);
  EXPECT_EQ((*my_events)[0].at("node").at("items").as_array().size(), 1u);
  EXPECT_TRUE((*my_events)[1].at("node").at("items").as_array().empty());
  EXPECT_TRUE(their_events->empty());
}

TEST_F(CartApi, TheSubscriptionListensOnTheCallersOwnCart) {
  auto owner = registered("sub-cart@example.com", "03001110012");
  auto intruder = registered("sub-intruder@example.com", "03001110013");
  const auto cart_id = text(cart(owner).at("_id"));
  auto doc = engine_->prepare("subscription($id: ID!) { cartUpdated(id: $id) { mutation node { _id } } }");
  ASSERT_TRUE(doc->errors.empty());
  std::string error;
  const auto* op = graphql::Engine::select_operation(*doc, std::nullopt, error);
  ASSERT_TRUE(op);

  api::ApiContext signed_in(services_, "10.0.0.2", owner.token, "");
  auto source = engine_->subscribe(*doc, *op, {{"id", owner.user_id}}, signed_in);
  ASSERT_TRUE(std::holds_alternative<graphql::SubscriptionSource>(source));
  EXPECT_EQ(std::get<graphql::SubscriptionSource>(source).topic, "cart:" + cart_id);

  api::ApiContext other(services_, "10.0.0.2", intruder.token, "");
  auto refused = engine_->subscribe(*doc, *op, {{"id", owner.user_id}}, other);
  ASSERT_TRUE(std::holds_alternative<graphql::ExecutionResult>(refused));
  const auto& errors = std::get<graphql::ExecutionResult>(refused).errors;
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(text(errors[0].extensions.at("code")), "FORBIDDEN");
}

}  // namespace
}  // namespace karyana
