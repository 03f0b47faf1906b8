// Rows and drafting steps the order placement tests share (placement_invariants_test,
// placement_snapshot_test, hot_row_writers_test): the 'dairy' category and the one delivery slot
// 's', customers with their carts, and the order an ordinary set of rules drafts from the reads —
// the cart's lines at their products' prices, for the slot's occurrence on Monday 30-11-2026. The
// SQL reads the same on SQLite and PostgreSQL (for exec_sql, backend_sql.hpp).
#pragma once

#include <string>

#include "store/order_placement.hpp"

namespace karyana::test {

// The start of slot 's' on the day the tests order for (its live orders are counted at it).
constexpr const char* kSlotStart = "2026-11-30T04:00:00.000Z";

// The enabled category 'dairy' and slot 's' (Mon 09:00–12:00, 04:00–07:00 UTC, no order limit).
inline std::string dairy_and_slot_sql() {
  return "INSERT INTO product_categories(id, title, slug, status) VALUES('dairy', 'Dairy', 'dairy', 'enabled');"
         "INSERT INTO delivery_slots(id, day, day_index, start_time, end_time, time_range_utc, max_order_limit)"
         " VALUES('s', 'Mon', 0, '09:00', '12:00', '[\"04:00\",\"07:00\"]', 0);";
}

// Customer `id` (`id`@example.com) with an empty cart 'cart-`id`'.
inline std::string customer_with_cart_sql(const std::string& id) {
  return "INSERT INTO users(id, email, password_hash) VALUES('" + id + "', '" + id + "@example.com', 'x');" +
         "INSERT INTO carts(id, customer_id) VALUES('cart-" + id + "', '" + id + "');";
}

// `qty` of `product` in the cart of customer `id`.
inline std::string cart_line_sql(const std::string& id, const std::string& product, int qty) {
  return "INSERT INTO cart_items(cart_id, product_id, qty) VALUES('cart-" + id + "', '" + product + "', " +
         std::to_string(qty) + ");";
}

// The order on reads.slot (which must be there) for its occurrence on 30-11-2026.
inline void order_for_slot(const store::PlacementReads& reads, store::OrderRecord& o) {
  o.delivery_slot_id = reads.slot->id;
  o.slot_day = reads.slot->day;
  o.slot_date = "30-11-2026";
  o.slot_start_time = reads.slot->start_time;
  o.slot_end_time = reads.slot->end_time;
  o.slot_start_utc = kSlotStart;
  o.slot_end_utc = "2026-11-30T07:00:00.000Z";
}

// Each cart line ordered as it is, at its product's title, slug, price and category, in the cart's
// order; adds them up in o.total_price.
inline void order_cart_lines(const store::PlacementReads& reads, store::OrderRecord& o) {
  int sort = 0;
  for (const auto& line : reads.cart.lines) {
    store::OrderItemRecord item;
    item.product_id = line.product_id;
    for (const auto& p : reads.products)
      if (p.id == line.product_id) {
        item.title = p.title;
        item.slug = p.slug;
        item.price = p.price;
        if (p.category) item.cat_title = p.category->title;
      }
    item.qty = line.qty;
    item.sort_order = sort++;
    o.total_price += item.price * item.qty;
    o.items.push_back(std::move(item));
  }
}

}  // namespace karyana::test
