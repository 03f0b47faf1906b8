import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffCashSheetDocument } from '../admin.generated';
import { cashTotals, isOff } from './cashSheet';

const row = (id: string, expected: number, collected: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'CashSheetRow',
  rider: { __typename: 'StaffMember', _id: id, name: `Rider ${id}` },
  assigned: 3,
  delivered: 2,
  expected,
  collected,
  difference: Math.round((collected - expected) * 100) / 100,
  ...extra,
});

describe('cash sheet arithmetic', () => {
  it('sums the rows to the paisa and tells a difference that is not 0', () => {
    const totals = cashTotals([row('r1', 1000.1, 1000.1), row('r2', 500.2, 450)]);
    expect(totals).toEqual({ assigned: 6, delivered: 4, expected: 1500.3, collected: 1450.1, difference: -50.2 });
    expect(isOff(0)).toBe(false);
    expect(isOff(0.001)).toBe(false);
    expect(isOff(-50.2)).toBe(true);
  });
});

describe('the cash sheet page', () => {
  it('shows each rider with the difference red when not 0, and a totals row', async () => {
    renderAdmin('/admin/cash', [
      staffMeMock('manager'),
      {
        request: { query: StaffCashSheetDocument, variables: () => true },
        result: { data: { staffCashSheet: [row('r1', 1000, 1000), row('r2', 500, 450)] } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    const riderRow = (await screen.findByText('Rider r2')).closest('tr') as HTMLElement;
    expect(within(riderRow).getByText('RS -50.00')).toHaveClass('is-off');
    const okRow = screen.getByText('Rider r1').closest('tr') as HTMLElement;
    expect(within(okRow).getByText('RS 0.00')).not.toHaveClass('is-off');
    const totals = screen.getByText('Total').closest('tr') as HTMLElement;
    expect(within(totals).getByText('RS 1500.00')).toBeInTheDocument();
    expect(within(totals).getByText('RS 1450.00')).toBeInTheDocument();
    expect(within(totals).getByText('RS -50.00')).toHaveClass('is-off');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });
});
