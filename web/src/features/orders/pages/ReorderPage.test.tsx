import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { MakeReorderDocument } from '../orders.generated';
import { CART, cartMocks, EMPTY_CART, resetCheckoutState, signIn, startup } from '../../checkout/testing';
import { cartStore } from '../../cart/cartStore';
import { reorderItem, reorderViewMock } from '../testing';

afterEach(resetCheckoutState);

const VIEW = {
  __typename: 'ReorderView',
  _id: 'o1',
  items: [
    reorderItem('p1', { title: 'Fresh Milk 1L', qty: 2, price: 200, price_was: 250, limit_max_qty_in_cart: 3 }),
    reorderItem('p2', { title: 'Basmati Rice 1kg', qty: 1, price: 450.5 }),
    reorderItem('p3', { title: 'Mango Box', qty: 1, price: 900, status: 'draft' }),
  ],
  totals: 1301,
  savings: 100,
  created_at: '2026-11-20T09:30:00.000Z',
  error: null,
};

function reorderMock(
  action: string,
  orderData: unknown,
  answer: Partial<MockLink.MockedResponse>,
): MockLink.MockedResponse {
  return {
    request: { query: MakeReorderDocument, variables: { action, orderData } },
    ...answer,
  } as MockLink.MockedResponse;
}

const open = (mocks: MockLink.MockedResponse[], cart: Record<string, unknown> = CART) => {
  signIn();
  return renderApp('/user/re-order/K-100001', [
    ...startup(),
    ...cartMocks(cart),
    reorderViewMock('K-100001', VIEW),
    ...mocks,
  ]);
};

const row = (title: string) => screen.getByText(title).closest('tr')!;

describe('re-order', () => {
  it('a visitor sees the access-denied view', async () => {
    renderApp('/user/re-order/K-100001', startup());
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it("no record is 'No record found'", async () => {
    signIn();
    renderApp('/user/re-order/K-9', [...startup(), ...cartMocks(), reorderViewMock('K-9', null)]);
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });

  it('shows the items with WAS prices, savings, steppers within the limits, and Total payable', async () => {
    const user = userEvent.setup();
    open([]);
    await screen.findByText('Fresh Milk 1L');
    expect(screen.getByText(/Ordered on Fri 20th Nov 2026/)).toBeInTheDocument();
    const milk = row('Fresh Milk 1L');
    expect(within(milk).getByText('RS 250.00').tagName).toBe('S');
    expect(within(milk).getByText('You save RS 100.00')).toBeInTheDocument();
    expect(within(row('Mango Box')).getByText('Out Of Stock')).toBeInTheDocument();
    expect(row('Mango Box')).toHaveClass('is-unavailable');
    expect(screen.getByText('Total payable: RS 850.50')).toBeInTheDocument();

    const more = within(milk).getByRole('button', { name: /More Fresh Milk/ });
    await user.click(more);
    expect(within(milk).getByLabelText('Quantity of Fresh Milk 1L')).toHaveTextContent('3');
    expect(more).toBeDisabled(); // limit 3
    const fewer = within(row('Basmati Rice 1kg')).getByRole('button', { name: /Fewer Basmati/ });
    await user.click(fewer);
    expect(fewer).toBeDisabled(); // at 0
    expect(screen.getByText('Total payable: RS 600.00')).toBeInTheDocument();
  });

  it("with nothing left says 'No item found to put in cart.'", async () => {
    const user = userEvent.setup();
    open([]);
    await screen.findByText('Fresh Milk 1L');
    await user.click(within(row('Fresh Milk 1L')).getByRole('button', { name: /Fewer/ }));
    await user.click(within(row('Fresh Milk 1L')).getByRole('button', { name: /Fewer/ }));
    await user.click(within(row('Basmati Rice 1kg')).getByRole('button', { name: /Fewer/ }));
    await user.click(screen.getByRole('button', { name: /Add To Cart/ }));
    expect((await screen.findAllByText('No item found to put in cart.')).length).toBeGreaterThan(0);
  });

  it('with items in the cart asks add or replace; replacing sends reset, fills the cart and goes home', async () => {
    const user = userEvent.setup();
    const newCart = { ...CART, items: [CART.items[1]], totalPrice: 500, grandTotal: 600 };
    const { router } = open([
      reorderMock(
        'reset',
        [
          { _id: 'p1', qty: 2 },
          { _id: 'p2', qty: 1 },
        ],
        { result: { data: { makeReorder: newCart } } },
      ),
    ]);
    await screen.findByText('Fresh Milk 1L');
    await waitFor(() => expect(cartStore.get().totals.totalItems).toBe(2));
    await user.click(screen.getByRole('button', { name: /Add To Cart/ }));
    await user.click(await screen.findByRole('button', { name: 'Load as new cart' }));
    expect(await screen.findByText('Order has been added to your cart successfuly.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(cartStore.get().cart?.grandTotal).toBe(600);
  });

  it('with an empty cart adds at once; a server refusal shows as a toast and inline', async () => {
    const user = userEvent.setup();
    open(
      [
        reorderMock(
          'add',
          [
            { _id: 'p1', qty: 2 },
            { _id: 'p2', qty: 1 },
          ],
          {
            result: {
              data: {
                makeReorder: {
                  ...EMPTY_CART,
                  error: { __typename: 'ErrorInfo', message: 'Sold Out', code: 'SOLD_OUT', textCode: 'SOLD_OUT' },
                },
              },
            },
          },
        ),
      ],
      EMPTY_CART,
    );
    await screen.findByText('Fresh Milk 1L');
    await user.click(screen.getByRole('button', { name: /Add To Cart/ }));
    await waitFor(() => expect(screen.getAllByText('Sold Out')).toHaveLength(2));
  });

  it("a failed request says 'Unable to complete your request at the moment!'", async () => {
    const user = userEvent.setup();
    open(
      [
        reorderMock(
          'add',
          [
            { _id: 'p1', qty: 2 },
            { _id: 'p2', qty: 1 },
          ],
          { error: new Error('Failed to fetch') },
        ),
      ],
      EMPTY_CART,
    );
    await screen.findByText('Fresh Milk 1L');
    await user.click(screen.getByRole('button', { name: /Add To Cart/ }));
    expect(await screen.findByText('Unable to complete your request at the moment!')).toBeInTheDocument();
  });
});
