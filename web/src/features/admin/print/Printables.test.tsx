import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { line, renderAdmin, staffMeMock, staffOrder, staffOrderMock } from '../testing';
import { StaffPickListDocument } from '../admin.generated';
import { packedQty, pageRule, paperOf } from './paper';

const PACKED = staffOrder({
  status: 'ready-to-dispatch',
  lines: [
    line('p1', { title: 'Fresh Milk 1L', qty: 3, pickedQty: 2, deliverable_qty: 2, picture_thumb: '/media/milk.jpg' }),
    line('p2', {
      title: 'Yogurt 500g',
      qty: 1,
      pickedQty: 0,
      notFound: true,
      deliverable_qty: 0,
      delivery_status: 'canceled',
    }),
  ],
});

describe('paper', () => {
  it('is A4 unless ?paper=80mm, with the @page rule for it', () => {
    expect(paperOf(new URLSearchParams(''))).toBe('a4');
    expect(paperOf(new URLSearchParams('paper=80mm'))).toBe('80mm');
    expect(pageRule('a4')).toContain('size: A4');
    expect(pageRule('80mm')).toContain('size: 80mm');
  });

  it('packs the deliverable, else picked, else ordered quantity; nothing of a line not found', () => {
    expect(packedQty({ qty: 3, pickedQty: 2, deliverable_qty: 1 })).toBe(1);
    expect(packedQty({ qty: 3, pickedQty: 2 })).toBe(2);
    expect(packedQty({ qty: 3 })).toBe(3);
    expect(packedQty({ qty: 3, notFound: true })).toBe(0);
  });
});

describe('the printables', () => {
  it('the packing slip lists what goes in the bag, with pictures on A4 and none on an 80 mm roll', async () => {
    const { container } = renderAdmin('/admin/print/slip/K-100001', [staffMeMock('picker'), staffOrderMock(PACKED)]);
    const slip = await screen.findByRole('table');
    expect(within(slip).getByText('Fresh Milk 1L')).toBeInTheDocument();
    expect(within(slip).queryByText('Yogurt 500g')).toBeNull();
    expect(container.querySelector('.admin-paper.is-a4 img')).not.toBeNull();
    expect(container.querySelector('style')?.textContent).toContain('size: A4');
    expect(screen.queryByRole('navigation', { name: 'Console menu' })).toBeNull();

    await userEvent.click(screen.getByText('80 mm'));
    expect(container.querySelector('.admin-paper.is-80mm')).not.toBeNull();
    expect(container.querySelector('.admin-paper img')).toBeNull();
    expect(container.querySelector('style')?.textContent).toContain('size: 80mm');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('the pick list sums a slot by category, each line with a box to tick', async () => {
    renderAdmin('/admin/print/pick-list/2026-11-26/s1?paper=80mm', [
      staffMeMock('picker'),
      {
        request: { query: StaffPickListDocument, variables: { date: '2026-11-26', slot_id: 's1' } },
        result: {
          data: {
            staffPickList: {
              __typename: 'StaffPickList',
              date: '2026-11-26',
              start_time: '09:00',
              end_time: '12:00',
              serials: ['K-1', 'K-2'],
              categories: [
                {
                  __typename: 'StaffPickListCategory',
                  cat_id: 'c1',
                  cat_title: 'Dairy',
                  lines: [
                    {
                      __typename: 'StaffPickListLine',
                      product_id: 'p1',
                      title: 'Fresh Milk 1L',
                      barcode: '880p1',
                      qty: 5,
                      orders: 2,
                    },
                  ],
                },
              ],
              error: null,
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Dairy' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Pick list Thu, Nov 26th 2026, 09:00 AM – 12:00 PM' }),
    ).toBeInTheDocument();
    const milk = screen.getByText('Fresh Milk 1L').closest('tr') as HTMLElement;
    expect(within(milk).getByRole('checkbox', { name: 'Picked Fresh Milk 1L' })).not.toBeChecked();
    expect(within(milk).getByText('5')).toBeInTheDocument();
    expect(screen.getByText('Orders: K-1, K-2')).toBeInTheDocument();
  });
});
