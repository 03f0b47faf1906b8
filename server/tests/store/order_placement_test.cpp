// The SQLite placement's own reads and its answer (issue 19: no per-line queries, no read-back):
// the products handed to the rules carry the tax, category and attributes an order line keeps;
// "listed" walks up from each product's category (enabled up to a top-level category; a disabled
// ancestor or a cycle hides it); and the order it hands back equals the order read back.
#include <gtest/gtest.h>

#include <string>

#include "store/migrations/migrations.hpp"
#include "store/order_placement.hpp"
#include "store/sqlite/database.hpp"
#include "store/sqlite/sqlite_checkout_rows.hpp"
#include "store/sqlite/sqlite_order_store.hpp"
#include "temp_dir.hpp"

using karyana::store::OrderRecord;
using karyana::store::PlacementDecision;
using karyana::store::PlacementReads;
using karyana::store::PlacementRequest;
using karyana::store::PlacementResult;
using karyana::store::sqlite::Connection;
using karyana::store::sqlite::Database;

namespace {

class PlacementReadsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    karyana::store::migrations::migrate(db);
    exec("INSERT INTO users(id, email, password_hash) VALUES('u1', 'a@example.com', 'x')");
    // top (enabled) > mid (enabled) > leaf (enabled); off (disabled) > under_off (enabled);
    // loop_a <-> loop_b (enabled, a cycle with no top-level category).
    exec(
        "INSERT INTO product_categories(id, title, slug, status, parent_cat_id) VALUES"
        " ('top', 'Top', 'top', 'enabled', NULL), ('mid', 'Mid', 'mid', 'enabled', 'top'),"
        " ('leaf', 'Leaf', 'leaf', 'enabled', 'mid'), ('off', 'Off', 'off', 'disabled', NULL),"
        " ('under_off', 'Under off', 'under-off', 'enabled', 'off'), ('loop_a', 'Loop A', 'loop-a', 'enabled', NULL),"
        " ('loop_b', 'Loop B', 'loop-b', 'enabled', 'loop_a')");
    exec("UPDATE product_categories SET parent_cat_id = 'loop_b' WHERE id = 'loop_a'");
    exec("INSERT INTO product_types(id, title, slug, tax_value, tax_unit) VALUES('gst', 'GST', 'gst', 17, '%')");
    exec(
        "INSERT INTO attributes(id, title, slug) VALUES('weight', 'Weight', 'weight'), ('colour', 'Colour', "
        "'colour')");
    exec(
        "INSERT INTO products(id, title, slug, price, status, cat_id, type_id, available_qty) VALUES"
        " ('p_leaf', 'Leaf product', 'p-leaf', 10000, 'published', 'leaf', 'gst', 50),"
        " ('p_top', 'Top product', 'p-top', 5000, 'published', 'top', NULL, 50),"
        " ('p_off', 'Hidden product', 'p-off', 5000, 'published', 'under_off', NULL, 50),"
        " ('p_loop', 'Loop product', 'p-loop', 5000, 'published', 'loop_b', NULL, 50),"
        " ('p_draft', 'Draft product', 'p-draft', 5000, 'draft', 'leaf', NULL, 50)");
    exec(
        "INSERT INTO product_attribute_values(product_id, attribute_id, value, sort_order) VALUES"
        " ('p_leaf', 'weight', '1 kg', 1), ('p_leaf', 'colour', 'Green', 0)");
    exec("INSERT INTO carts(id, customer_id) VALUES('c1', 'u1')");
    exec(
        "INSERT INTO cart_items(cart_id, product_id, qty) VALUES ('c1', 'p_leaf', 2), ('c1', 'p_top', 1),"
        " ('c1', 'p_off', 1), ('c1', 'p_loop', 1), ('c1', 'p_draft', 1)");
    exec(
        "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, max_order_limit)"
        " VALUES('s', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]', 0)");
  }

  void exec(const std::string& sql) {
    db.write([&](Connection& c) { c.prepare(sql).run(); });
  }

  PlacementRequest request() const {
    PlacementRequest r;
    r.customer_id = "u1";
    r.slot_id = "s";
    return r;
  }

  karyana::test::TempDir dir{"placement"};
  Database db{dir.file("p.sqlite3")};
};

TEST_F(PlacementReadsTest, TheRulesGetTheProductsWithTaxCategoryAndAttributesAndWhichAreListed) {
  auto placement = karyana::store::sqlite::make_sqlite_order_placement(db);
  PlacementReads seen;
  auto result = placement->place(request(), [&](const PlacementReads& reads) {
    seen.products = reads.products;
    seen.listed_product_ids = reads.listed_product_ids;
    return PlacementDecision{};  // a refusal: nothing is written
  });
  EXPECT_EQ(result.outcome, PlacementResult::Outcome::refused);
  EXPECT_EQ(seen.listed_product_ids, (std::set<std::string>{"p_leaf", "p_top"}));
  ASSERT_EQ(seen.products.size(), 5u);
  const auto& leaf =
      *std::find_if(seen.products.begin(), seen.products.end(), [](auto& p) { return p.id == "p_leaf"; });
  ASSERT_TRUE(leaf.type);
  EXPECT_EQ(leaf.type->tax_value, 17);
  EXPECT_EQ(leaf.type->tax_unit, "%");
  ASSERT_TRUE(leaf.category);
  EXPECT_EQ(leaf.category->title, "Leaf");
  ASSERT_EQ(leaf.attributes.size(), 2u);
  EXPECT_EQ(leaf.attributes[0].id, "colour");  // by sort_order
  EXPECT_EQ(leaf.attributes[1].value, "1 kg");
  const auto& top = *std::find_if(seen.products.begin(), seen.products.end(), [](auto& p) { return p.id == "p_top"; });
  EXPECT_FALSE(top.type);
  EXPECT_TRUE(top.attributes.empty());
}

TEST_F(PlacementReadsTest, ThePlacedOrderItHandsBackEqualsTheOrderReadBack) {
  auto placement = karyana::store::sqlite::make_sqlite_order_placement(db);
  auto result = placement->place(request(), [&](const PlacementReads& reads) {
    EXPECT_EQ(reads.live_orders_at("2026-11-30T04:00:00.000Z"), 0);
    PlacementDecision d;
    OrderRecord o;
    o.status = "new";
    o.delivery_slot_id = "s";
    o.slot_start_utc = "2026-11-30T04:00:00.000Z";
    o.grand_total = 25000;
    o.lat = 30.5;
    for (const auto& p : reads.products) {
      karyana::store::OrderItemRecord i;
      i.product_id = p.id;
      i.title = p.title;
      i.qty = 1;
      i.attributes = "[{\"_id\":\"x\"}]";
      if (p.category) i.cat_title = p.category->title;
      i.sort_order = static_cast<int>(o.items.size());
      o.items.push_back(i);
    }
    d.order = o;
    d.first_note = "Order placed";
    return d;
  });
  ASSERT_EQ(result.outcome, PlacementResult::Outcome::placed);
  ASSERT_TRUE(result.order);
  EXPECT_TRUE(result.cart.lines.empty());
  ASSERT_TRUE(result.slot_live_orders);
  EXPECT_EQ(*result.slot_live_orders, 1);  // this order, counted without a second query

  auto stored = karyana::store::sqlite::make_sqlite_order_store(db)->order_by_id("u1", result.order_id);
  ASSERT_TRUE(stored);
  const OrderRecord& a = *result.order;
  const OrderRecord& b = *stored;
  EXPECT_EQ(a.id, b.id);
  EXPECT_EQ(a.serial, b.serial);
  EXPECT_EQ(a.serial, "100001");
  EXPECT_EQ(a.customer_id, b.customer_id);
  EXPECT_EQ(a.cart_id, b.cart_id);
  EXPECT_EQ(a.status, b.status);
  EXPECT_EQ(a.lat, b.lat);
  EXPECT_EQ(a.lng, b.lng);
  EXPECT_EQ(a.grand_total, b.grand_total);
  EXPECT_EQ(a.created_at, b.created_at);
  EXPECT_EQ(a.updated_at, b.updated_at);
  EXPECT_EQ(a.log, b.log);
  EXPECT_EQ(a.refund_amount, b.refund_amount);
  ASSERT_EQ(a.items.size(), b.items.size());
  for (std::size_t n = 0; n < a.items.size(); ++n) {
    EXPECT_EQ(a.items[n].id, b.items[n].id);
    EXPECT_EQ(a.items[n].product_id, b.items[n].product_id);
    EXPECT_EQ(a.items[n].attributes, b.items[n].attributes);
    EXPECT_EQ(a.items[n].cat_title, b.items[n].cat_title);
    EXPECT_EQ(a.items[n].deliverable_qty, b.items[n].deliverable_qty);
    EXPECT_EQ(a.items[n].delivery_status, b.items[n].delivery_status);
  }
  ASSERT_EQ(a.status_notes.size(), 1u);
  ASSERT_EQ(b.status_notes.size(), 1u);
  EXPECT_EQ(a.status_notes[0].id, b.status_notes[0].id);
  EXPECT_EQ(a.status_notes[0].status, b.status_notes[0].status);
  EXPECT_EQ(a.status_notes[0].note, b.status_notes[0].note);
  EXPECT_EQ(a.status_notes[0].created_at, b.status_notes[0].created_at);
  EXPECT_TRUE(b.pickup_data.empty());
}

}  // namespace
