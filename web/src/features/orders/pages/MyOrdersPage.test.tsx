import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { OrdersListDocument } from '../orders.generated';
import { cartMocks, resetCheckoutState, signIn, startup } from '../../checkout/testing';
import { listRow } from '../testing';

afterEach(resetCheckoutState);

function listMock(
  variables: Record<string, unknown>,
  rows: unknown[],
  total: number,
  seen?: unknown[],
): MockLink.MockedResponse {
  return {
    request: {
      query: OrdersListDocument,
      variables: (v: Record<string, unknown>) => {
        seen?.push(v);
        return JSON.stringify(v) === JSON.stringify(variables);
      },
    },
    result: {
      data: {
        ordersQuery: {
          __typename: 'OrderConnection',
          totalCount: total,
          edges: rows.map((node, i) => ({ __typename: 'OrderEdge', cursor: String(i), node })),
          pageInfo: { __typename: 'PageInfo', endCursor: String(rows.length), hasNextPage: total > rows.length },
          error: null,
        },
      },
    },
  };
}

describe('Orders', () => {
  it('sends a visitor to sign in', async () => {
    const { router } = renderApp('/user/my-orders', startup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/sign-in'));
  });

  it('lists the orders with the total count; Re-Order follows the status rules', async () => {
    signIn();
    renderApp('/user/my-orders', [
      ...startup(),
      ...cartMocks(),
      listMock(
        { first: 30, after: 0, filter: '{}' },
        [listRow(1), listRow(2, { status: 'delivered', grandTotal: 2500.5 })],
        2,
      ),
    ]);
    const first = await screen.findByRole('link', { name: 'K-100001' });
    expect(first).toHaveAttribute('href', '/user/order/K-100001');
    expect(screen.getByRole('heading', { name: /Orders/ })).toHaveTextContent('Orders 2');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Re-Order' })).toHaveAttribute('href', '/user/re-order/K-100001');
    expect(within(rows[1]!).queryByRole('link', { name: 'Re-Order' })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Re-Order')).toHaveAttribute('aria-disabled', 'true');
    expect(within(rows[1]!).getByText('RS 2500.50')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('21-11-2026 09:00 AM - 12:00 PM')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.ant-spin-blur')).toBeNull()); // not left loading
  });

  it('asks for page 2 with the page size and the customer filter', async () => {
    signIn();
    const user = userEvent.setup();
    const page1 = Array.from({ length: 30 }, (_, i) => listRow(i + 1));
    const page2 = [listRow(31), listRow(32)];
    renderApp('/user/my-orders', [
      ...startup(),
      ...cartMocks(),
      listMock({ first: 30, after: 0, filter: '{}' }, page1, 32),
      listMock({ first: 30, after: 30, filter: JSON.stringify({ 'customer._id': 'u1' }) }, page2, 32),
    ]);
    await screen.findByRole('link', { name: 'K-100001' });
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: 'K-100032' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'K-100001' })).not.toBeInTheDocument();
  });
});
