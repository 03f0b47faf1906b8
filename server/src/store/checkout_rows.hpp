// Rows of the checkout tables (delivery_slots, vouchers, orders, order_items) as records, shared by
// the SQLite and PostgreSQL stores so both read a row the same way (issue 20): a column list to
// SELECT and a reader over any row type with SQLite's getters (sqlite::Statement, postgres::Result:
// get_text, get_int, get_double, get_opt_text, get_opt_int, is_null).
#pragma once

#include "store/order_store.hpp"
#include "store/records.hpp"
#include "store/voucher_store.hpp"

namespace karyana::store {

// delivery_slots, read by slot_from_row from column 0 on (a query may read its own columns from
// kSlotColumnCount on).
inline constexpr const char* kSlotColumns =
    "id, day, day_index, start_time, end_time, timezone, utc_offset_minutes, time_range_utc, blocked_dates,"
    " max_order_limit, status";
inline constexpr int kSlotColumnCount = 11;

template <class Row>
DeliverySlot slot_from_row(const Row& row) {
  DeliverySlot s;
  s.id = row.get_text(0);
  s.day = row.get_text(1);
  s.day_index = static_cast<int>(row.get_int(2));
  s.start_time = row.get_text(3);
  s.end_time = row.get_text(4);
  s.timezone = row.get_text(5);
  s.utc_offset_minutes = static_cast<int>(row.get_int(6));
  s.time_range_utc = row.get_text(7);
  s.blocked_dates = row.get_text(8);
  s.max_order_limit = row.get_int(9);
  s.status = row.get_text(10);
  return s;
}

// vouchers without their requirements, read by voucher_from_row from column 0 on.
inline constexpr const char* kVoucherColumns =
    "id, title, details, code, discount_type, discount_amount, discount_percent, limit_usage, used,"
    " limit_one_per_customer, picture, picture_thumb, status, activation_date, deactivation_date";
inline constexpr int kVoucherColumnCount = 15;

template <class Row>
VoucherRecord voucher_from_row(const Row& row) {
  VoucherRecord v;
  v.id = row.get_text(0);
  v.title = row.get_text(1);
  v.details = row.get_text(2);
  v.code = row.get_text(3);
  v.discount_type = row.get_text(4);
  v.discount_amount = row.get_int(5);
  v.discount_percent = row.get_double(6);
  v.limit_usage = row.get_int(7);
  v.used = row.get_int(8);
  v.limit_one_per_customer = static_cast<int>(row.get_int(9));
  v.picture = row.get_opt_text(10);
  v.picture_thumb = row.get_opt_text(11);
  v.status = row.get_text(12);
  v.activation_date = row.get_text(13);
  v.deactivation_date = row.get_text(14);
  return v;
}

// orders aliased `o`, read by order_from_row from column 0 on (items, notes and pickup data apart).
inline constexpr const char* kOrderColumns =
    "o.id, o.serial, o.customer_id, o.cart_id, o.idempotency_key, o.payment_method, o.payment_status, o.status,"
    " o.note, o.shipping_address_id, o.shipping_address, o.lat, o.lng, o.customer, o.delivery_slot_id,"
    " o.slot_day, o.slot_date, o.slot_start_time, o.slot_end_time, o.slot_start_utc, o.slot_end_utc,"
    " o.voucher_id, o.voucher, o.discount_value, o.total_price, o.total_tax, o.delivery_charges, o.grand_total,"
    " o.total_savings, o.refund_amount, o.log, o.created_at, o.updated_at";

template <class Row>
std::optional<double> optional_double_of(const Row& row, int column) {
  if (row.is_null(column)) return std::nullopt;
  return row.get_double(column);
}

template <class Row>
OrderRecord order_from_row(const Row& row) {
  OrderRecord o;
  int i = 0;
  o.id = row.get_text(i++);
  o.serial = row.get_text(i++);
  o.customer_id = row.get_text(i++);
  o.cart_id = row.get_opt_text(i++);
  o.idempotency_key = row.get_opt_text(i++);
  o.payment_method = row.get_text(i++);
  o.payment_status = row.get_text(i++);
  o.status = row.get_text(i++);
  o.note = row.get_text(i++);
  o.shipping_address_id = row.get_opt_text(i++);
  o.shipping_address = row.get_text(i++);
  o.lat = optional_double_of(row, i++);
  o.lng = optional_double_of(row, i++);
  o.customer = row.get_text(i++);
  o.delivery_slot_id = row.get_opt_text(i++);
  o.slot_day = row.get_text(i++);
  o.slot_date = row.get_text(i++);
  o.slot_start_time = row.get_text(i++);
  o.slot_end_time = row.get_text(i++);
  o.slot_start_utc = row.get_text(i++);
  o.slot_end_utc = row.get_text(i++);
  o.voucher_id = row.get_opt_text(i++);
  o.voucher = row.get_opt_text(i++);
  o.discount_value = row.get_int(i++);
  o.total_price = row.get_int(i++);
  o.total_tax = row.get_int(i++);
  o.delivery_charges = row.get_int(i++);
  o.grand_total = row.get_int(i++);
  o.total_savings = row.get_int(i++);
  o.refund_amount = row.get_int(i++);
  o.log = row.get_text(i++);
  o.created_at = row.get_text(i++);
  o.updated_at = row.get_text(i++);
  return o;
}

// order_items aliased `i`, selected as "i.order_id, <kOrderItemColumns>": order_item_from_row reads
// from column 1 on.
inline constexpr const char* kOrderItemColumns =
    "i.id, i.product_id, i.title, i.slug, i.price, i.price_was, i.cost, i.tax_value, i.tax_unit, i.tax_total,"
    " i.taxable, i.qty, i.deliverable_qty, i.delivery_status, i.limit_max_qty_in_cart, i.picture, i.picture_thumb,"
    " i.barcode, i.attributes, i.cat_id, i.cat_title, i.sort_order";

template <class Row>
OrderItemRecord order_item_from_row(const Row& row) {
  OrderItemRecord it;
  int i = 1;  // column 0 is the order id
  it.id = row.get_text(i++);
  it.product_id = row.get_text(i++);
  it.title = row.get_text(i++);
  it.slug = row.get_text(i++);
  it.price = row.get_int(i++);
  it.price_was = row.get_int(i++);
  it.cost = row.get_int(i++);
  it.tax_value = row.get_double(i++);
  it.tax_unit = row.get_text(i++);
  it.tax_total = row.get_int(i++);
  it.taxable = static_cast<int>(row.get_int(i++));
  it.qty = row.get_int(i++);
  it.deliverable_qty = row.get_opt_int(i++);
  it.delivery_status = row.get_text(i++);
  it.limit_max_qty_in_cart = row.get_int(i++);
  it.picture = row.get_opt_text(i++);
  it.picture_thumb = row.get_opt_text(i++);
  it.barcode = row.get_opt_text(i++);
  it.attributes = row.get_text(i++);
  it.cat_id = row.get_opt_text(i++);
  it.cat_title = row.get_opt_text(i++);
  it.sort_order = static_cast<int>(row.get_int(i++));
  return it;
}

}  // namespace karyana::store
