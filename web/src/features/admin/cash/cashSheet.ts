// The day-end cash sheet's arithmetic: the totals row, and whether a difference needs a look (not 0 to
// the paisa).
import type { StaffCashSheetQuery } from '../admin.generated';

export type CashRow = NonNullable<NonNullable<StaffCashSheetQuery['staffCashSheet']>[number]>;

export interface CashTotals {
  assigned: number;
  delivered: number;
  expected: number;
  collected: number;
  difference: number;
}

const paisa = (rupees: number | null | undefined) => Math.round((rupees ?? 0) * 100);

export function cashTotals(rows: readonly CashRow[]): CashTotals {
  const sum = (pick: (r: CashRow) => number | null | undefined) => rows.reduce((s, r) => s + paisa(pick(r)), 0) / 100;
  return {
    assigned: rows.reduce((s, r) => s + (r.assigned ?? 0), 0),
    delivered: rows.reduce((s, r) => s + (r.delivered ?? 0), 0),
    expected: sum((r) => r.expected),
    collected: sum((r) => r.collected),
    difference: sum((r) => r.difference),
  };
}

export function isOff(difference: number | null | undefined): boolean {
  return paisa(difference) !== 0;
}
