// The row locks of the hot rows, for the writers other than the order placement that change them
// during an order burst: the console's stock and price saves, its voucher saves, and a staff change
// of an order that gives stock back or releases its voucher (issue 20). The placement
// (postgres_order_placement.cpp) runs READ COMMITTED behind row locks taken in one fixed order —
// the customer's users row, the cart row, the products by id, the voucher, the slot occurrence —
// and these writers take the rows they share with it in the same order (products by id, then the
// voucher), under READ COMMITTED too: each waits for the placements ahead of it and then reads the
// row they left. Under SERIALIZABLE every such wait ended in a serialization failure once the
// holder committed, and during a burst ten reruns in a row could all fail (docs/decisions.md).
//
// FOR NO KEY UPDATE, as the placement: enough for every change but a key column's (a slug, a
// voucher code), and it lets foreign-key checks (a cart line naming the product) go on.
#pragma once

#include <string>
#include <vector>

#include "store/postgres/connection.hpp"
#include "store/postgres/text_array.hpp"

namespace karyana::store::postgres {

// The product rows, in id order (the placement's lock 3).
inline void lock_product_rows(Connection& c, const std::vector<std::string>& ids) {
  if (ids.empty()) return;
  c.exec("SELECT id FROM products WHERE id = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE", text_array(ids));
}

// A voucher's row by id (the placement's lock 4, which finds it by code); after any product rows.
inline void lock_voucher_row(Connection& c, const std::string& voucher_id) {
  c.exec("SELECT id FROM vouchers WHERE id = $1 FOR NO KEY UPDATE", voucher_id);
}

}  // namespace karyana::store::postgres
