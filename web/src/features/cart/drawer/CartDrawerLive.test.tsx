// The cart follows productsUpdated (issue 18): an event naming a product the cart holds reads the
// server's cart again (the server prices it), so the new price and '1 item(s) out of stock' show.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LastMinuteBuysDocument } from './lastMinuteBuys.generated';
import { productsUpdatedMock } from '../../../shared/catalogue/liveProductsTesting';
import CartDrawer from './CartDrawer';
import { cartByUserMock, cartLine, cartUpdatedMock, renderCartUi, serverCart } from '../testing';

const lastMinute = {
  request: { query: LastMinuteBuysDocument, variables: { key: 'last-min' } },
  result: { data: { offerByKey: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('the cart drawer, live', () => {
  it('reads the cart again when a product it holds changes', async () => {
    const milk = cartLine({ product_id: 'p-milk', title: 'Milk 1L', qty: 2, price: 210 });
    const before = serverCart([milk]);
    const after = serverCart([{ ...milk, price: 250, available_qty: 0 }]);
    const first = { ...cartByUserMock(before), maxUsageCount: 1 };
    renderCartUi(<CartDrawer open onClose={() => undefined} />, {
      settings: { currency: 'RS' },
      mocks: [
        first,
        cartByUserMock(after),
        cartUpdatedMock(),
        lastMinute,
        productsUpdatedMock([{ _id: 'p-milk', price: 250, available_qty: 0 }], 100),
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'My Cart (1 items)' });
    expect(await within(drawer).findByText('1 item(s) out of stock')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('RS 500.00');
  });
});
