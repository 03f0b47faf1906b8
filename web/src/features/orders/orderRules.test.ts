import { describe, expect, it } from 'vitest';
import { canReorder, countedQty, orderTotals, quantityRule, type OrderTotalsData } from './orderRules';

const ORDER: OrderTotalsData = {
  status: 'new',
  items: [
    {
      product_id: 'p1',
      title: 'Milk',
      price: 200,
      price_was: 250,
      tax_total: 34,
      taxable: 1,
      qty: 3,
      deliverable_qty: 2,
    },
    {
      product_id: 'p2',
      title: 'Rice',
      price: 450.5,
      price_was: null,
      tax_total: 0,
      taxable: 0,
      qty: 2,
      deliverable_qty: 2,
    },
  ],
  pickup_data: [{ product_id: 'p1', pickedQty: 1 }],
  discountVoucher: { discount_type: '%', discount_value: 10 },
  discount_value: 150.1,
  totalPrice: 1501,
  totalTax: 102,
  deliveryCharges: 100,
  grandTotal: 1552.9,
};

describe('status rules', () => {
  it('Re-Order is off for refunded, declined, canceled, delivered and completed only', () => {
    for (const s of ['refunded', 'declined', 'canceled', 'delivered', 'completed']) expect(canReorder(s)).toBe(false);
    for (const s of [
      'unconfirmed',
      'new',
      'picking',
      'pending',
      'collection',
      'in-review',
      'ready-to-dispatch',
      'dispatched',
    ]) {
      expect(canReorder(s)).toBe(true);
    }
    expect(canReorder(null)).toBe(false);
  });

  it('picked quantities in review, deliverable from ready-to-dispatch to completed', () => {
    expect(quantityRule('in-review')).toBe('picked');
    for (const s of ['ready-to-dispatch', 'dispatched', 'delivered', 'completed'])
      expect(quantityRule(s)).toBe('deliverable');
    for (const s of ['new', 'picking', 'canceled']) expect(quantityRule(s)).toBe('ordered');
  });

  it('a line without pickup data counts as ordered while in review', () => {
    const inReview = { ...ORDER, status: 'in-review' };
    expect(countedQty(inReview, ORDER.items![0]!)).toBe(1);
    expect(countedQty(inReview, ORDER.items![1]!)).toBe(2);
  });
});

describe('order totals', () => {
  it("uses the server's figures for ordered quantities", () => {
    const t = orderTotals(ORDER);
    expect(t.lines.map((l) => l.total)).toEqual([600, 901]);
    expect([t.subTotal, t.tax, t.discount, t.deliveryCharges, t.grandTotal]).toEqual([1501, 102, 150.1, 100, 1552.9]);
    expect(t.savings).toBe(150);
    expect(t.savingsPercent).toBe('9.99');
  });

  it('recomputes from picked quantities in review, the percent discount shrinking with the goods', () => {
    const t = orderTotals({ ...ORDER, status: 'in-review' });
    // Milk 1 × 200 + Rice 2 × 450.50 = 1101; tax 34; 10 % = 110.10; 1101 − 110.10 + 100 + 34.
    expect(t.lines.map((l) => l.qty)).toEqual([1, 2]);
    expect([t.subTotal, t.tax, t.discount, t.grandTotal]).toEqual([1101, 34, 110.1, 1124.9]);
    expect(t.savings).toBe(50);
    expect(t.savingsPercent).toBe('4.54');
  });

  it('recomputes from deliverable quantities once ready to dispatch, a fixed discount kept', () => {
    const t = orderTotals({
      ...ORDER,
      status: 'delivered',
      discountVoucher: { discount_type: 'fix', discount_value: 100 },
      discount_value: 100,
    });
    // Milk 2 × 200 + 901 = 1301; tax 68; 1301 − 100 + 100 + 68.
    expect([t.subTotal, t.tax, t.discount, t.grandTotal]).toEqual([1301, 68, 100, 1369]);
  });

  it('counts savings only while below the sub total', () => {
    const t = orderTotals({
      status: 'delivered',
      items: [{ product_id: 'p', price: 10, price_was: 100, qty: 1, deliverable_qty: 1 }],
      deliveryCharges: 0,
    });
    expect(t.savings).toBe(0);
    expect(t.savingsPercent).toBe('0.00');
  });

  it("fails with 'Missing order' without an order", () => {
    expect(() => orderTotals(null)).toThrow('Missing order');
  });
});
