// Orders fixtures for the component tests.
import type { MockLink } from '@apollo/client/testing';
import { OrderBySerialDocument, OrderForReorderDocument } from './orders.generated';
import { CUSTOMER, line } from '../checkout/testing';

export const listRow = (n: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Order',
  _id: `o${n}`,
  serial: `K-${100000 + n}`,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  delivery_slot: {
    __typename: 'OrderDeliverySlot',
    _id: 's1',
    day: 'Sat',
    date: '21-11-2026',
    start_time: '09:00',
    end_time: '12:00',
    time_range_utc: '[]',
  },
  grandTotal: 1017,
  status: 'new',
  ...extra,
});

export const ORDER = {
  __typename: 'Order',
  _id: 'o1',
  serial: 'K-100001',
  paymentMethod: 'COD',
  shipping_address: {
    __typename: 'Address',
    _id: 'a1',
    full_address: 'House 12, Street 4, Farid Town',
    city: 'sahiwal',
    label: 'home',
    delivery_instructions: 'Gate is green',
  },
  note: 'Please call first',
  delivery_slot: {
    __typename: 'OrderDeliverySlot',
    _id: 's1',
    day: 'Tue',
    date: '24-11-2026',
    start_time: '09:00',
    end_time: '12:00',
    time_range_utc: '[]',
  },
  items: [
    {
      ...line('p1', { title: 'Fresh Milk 1L', qty: 3, price: 200, price_was: 250 }),
      deliverable_qty: 2,
      delivery_status: 'delivered',
    },
    {
      ...line('p2', { title: 'Basmati Rice 1kg', qty: 2, price: 450.5, price_was: null, taxable: 1, tax_total: 17 }),
      deliverable_qty: 2,
      delivery_status: 'delivered',
    },
    {
      ...line('p3', { title: 'Mango Box', qty: 0, price: 900, price_was: null }),
      deliverable_qty: 0,
      delivery_status: 'canceled',
    },
  ],
  customer: {
    __typename: 'OrderCustomer',
    _id: CUSTOMER._id,
    fname: 'Ali',
    lname: 'Raza',
    email: 'ali@example.com',
    phone: '03001234567',
  },
  discountVoucher: {
    __typename: 'OrderVoucher',
    _id: 'v1',
    title: 'Welcome',
    code: 'WELCOME10',
    discount_type: '%',
    discount_value: 10,
  },
  discount_value: 150.1,
  totalPrice: 1501,
  totalTax: 34,
  deliveryCharges: 100,
  grandTotal: 1484.9,
  total_savings: 150,
  payment_status: 'pending',
  refund_amount: 0,
  status: 'new',
  status_notes: [
    { __typename: 'StatusNote', note: 'Order received', created_at: '2026-11-23T03:00:00.000Z' },
    { __typename: 'StatusNote', note: 'Status Updated to dispatched', created_at: '2026-11-23T05:00:00.000Z' },
  ],
  pickup_data: [{ __typename: 'PickupData', product_id: 'p1', pickedQty: 1, notFound: 0 }],
  created_at: '2026-11-23T03:00:00.000Z',
  updated_at: '2026-11-23T05:00:00.000Z',
  error: null,
};

export function orderMock(serial: string, order: unknown): MockLink.MockedResponse {
  return {
    request: { query: OrderBySerialDocument, variables: { serial } },
    result: { data: { orderBySerial: order } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const reorderItem = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ReorderItem',
  _id: id,
  qty: 2,
  title: `Item ${id}`,
  available_qty: 10,
  limit_max_qty_in_cart: 0,
  price_was: null,
  price: 100,
  picture_thumb: null,
  status: 'published',
  seo_title: null,
  ...extra,
});

export function reorderViewMock(serial: string, view: unknown): MockLink.MockedResponse {
  return {
    request: { query: OrderForReorderDocument, variables: { serial } },
    result: { data: { get_order_for_reorder: view } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
