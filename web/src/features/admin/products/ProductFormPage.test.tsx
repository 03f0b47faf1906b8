import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffSaveProductDocument } from '../admin.generated';
import { DAIRY_OPTION, renderProductForm, staffProduct } from './productTesting';

// What staffSaveProduct answers with a refusal: every field null but the error.
const refusedSave = (error: { message: string; code: string; textCode: string; details: string | null }) => ({
  data: {
    staffSaveProduct: {
      ...Object.fromEntries(Object.keys(staffProduct()).map((key) => [key, null])),
      __typename: 'StaffProduct',
      error: { __typename: 'ErrorInfo', ...error },
    },
  },
});

describe('the product form', () => {
  it('sends only the changed price and shows the server refusal next to the price field', async () => {
    const sent: unknown[] = [];
    renderProductForm(
      [
        {
          request: { query: StaffSaveProductDocument, variables: (v: unknown) => (sent.push(v), true) },
          result: refusedSave({
            message: 'Price must be more than 0',
            code: 'BAD_INPUT',
            textCode: 'PRICE_INVALID',
            details: 'price',
          }),
        },
      ],
      { categories: [DAIRY_OPTION] },
    );
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = price.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Price must be more than 0')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { _id: 'p1', version: 4, price: 0 } }]);
  });

  it("a stale version warns with Reload, which reads the product again and keeps the person's edit", async () => {
    let reads = 0;
    const changed = 'This product was changed by someone else. Reload it to see the change.';
    renderProductForm(
      [
        {
          request: { query: StaffSaveProductDocument, variables: () => true },
          result: refusedSave({ message: changed, code: 'CONFLICT', textCode: 'PRODUCT_CHANGED', details: null }),
        },
      ],
      {
        role: 'owner',
        categories: [DAIRY_OPTION],
        product: () => {
          reads += 1;
          return staffProduct(reads > 1 ? { version: 5, barcode: '8800002' } : {});
        },
      },
    );
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '199');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(changed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Barcode')).toHaveValue('8800002'));
    expect(screen.getByLabelText('Price')).toHaveValue('199');
  });
});
