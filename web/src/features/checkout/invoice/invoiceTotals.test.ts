import { describe, expect, it } from 'vitest';
import { couponDiscount, lineTotal, toPaisa, totalPayable } from './invoiceTotals';

describe('paisa', () => {
  it('rounds rupees to whole paisa half away from zero, without float noise', () => {
    expect(toPaisa(1.005)).toBe(101);
    expect(toPaisa(42.585)).toBe(4259);
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(toPaisa(-2.345)).toBe(-235);
    expect(toPaisa(null)).toBe(0);
    expect(toPaisa(Number.NaN)).toBe(0);
  });

  it('line totals are exact', () => {
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(10, -1)).toBe(0);
  });
});

describe('coupon discount', () => {
  it("'%' is a percent of the cart totalPrice, rounded to the paisa", () => {
    expect(couponDiscount({ discount_type: '%', discount_value: 10 }, 1234.55)).toBe(123.46);
    expect(couponDiscount({ discount_type: '%', discount_value: 10 }, 1234.54)).toBe(123.45);
    expect(couponDiscount({ discount_type: '%', discount_value: 12.5 }, 99.99)).toBe(12.5);
  });

  it("'fix' is the amount itself", () => {
    expect(couponDiscount({ discount_type: 'fix', discount_value: 100 }, 1500)).toBe(100);
  });

  it('never exceeds the goods, and is nothing without a coupon or for unknown types', () => {
    expect(couponDiscount({ discount_type: 'fix', discount_value: 100 }, 60)).toBe(60);
    expect(couponDiscount(null, 500)).toBe(0);
    expect(couponDiscount({ discount_type: 'bogus', discount_value: 5 }, 500)).toBe(0);
    expect(couponDiscount({ discount_type: '%', discount_value: 10 }, 0)).toBe(0);
  });
});

describe('total payable', () => {
  it('is grandTotal minus the coupon discount', () => {
    // Sub total 1000 + tax 17 + delivery 100, WELCOME10 takes 100.
    const discount = couponDiscount({ discount_type: '%', discount_value: 10 }, 1000);
    expect(totalPayable(1117, discount)).toBe(1017);
    expect(totalPayable(0.3, 0.1)).toBe(0.2);
    expect(totalPayable(50, 80)).toBe(0);
  });
});
