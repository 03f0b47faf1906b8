import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffCustomerDocument, StaffCustomersDocument, StaffSetCustomerDisabledDocument } from './customers.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

const customer = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffCustomer',
  _id: id,
  fname: 'Ali',
  lname: 'Raza',
  email: 'ali@example.com',
  phone: '03001234567',
  status: 'enabled',
  status_note: null,
  disabled: false,
  created_at: '2026-10-01T05:00:00.000Z',
  orders_count: 2,
  last_order_at: '2026-11-20T04:00:00.000Z',
  error: null,
  ...extra,
});

function listMock(searches: (string | undefined)[]): MockLink.MockedResponse {
  return {
    request: { query: StaffCustomersDocument, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const search = variables.search as string | undefined;
      searches.push(search);
      const rows = search
        ? [customer('c2', { fname: 'Sara', lname: 'Khan', phone: '03214567890', disabled: true, status: 'disabled' })]
        : [customer('c1'), customer('c2', { fname: 'Sara', lname: 'Khan', phone: '03214567890' })];
      return {
        data: {
          staffCustomers: {
            __typename: 'StaffCustomerPage',
            customers: rows,
            total: rows.length,
            page: 1,
            error: null,
          },
        },
      };
    },
    ...always,
  };
}

const detail = (extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffCustomerDetail',
  customer: customer('c1'),
  addresses: [
    {
      __typename: 'Address',
      _id: 'a1',
      label: 'home',
      full_address: 'House 12, Street 4, Farid Town',
      city: 'Sahiwal',
      delivery_zone: { __typename: 'DeliveryZone', _id: 'z1', title: 'Farid Town' },
      is_default: 1,
    },
  ],
  orders: [
    {
      __typename: 'StaffCustomerOrder',
      _id: 'o1',
      serial: 'K-100001',
      created_at: '2026-11-20T04:00:00.000Z',
      status: 'delivered',
      grandTotal: 1400,
    },
  ],
  error: null,
  ...extra,
});

describe('the customers list', () => {
  it('shows each customer with phone, orders and a Disabled tag, and searches after a pause with the search in the URL', async () => {
    const searches: (string | undefined)[] = [];
    const { router } = renderAdmin('/admin/customers', [staffMeMock('manager'), listMock(searches)]);
    const table = await screen.findByRole('table');
    const ali = await within(table).findByRole('link', { name: 'Ali Raza' });
    expect(ali).toHaveAttribute('href', '/admin/customers/c1');
    expect(screen.getByText('2 customers')).toBeInTheDocument();
    expect(within(table).getByText('03214567890')).toBeInTheDocument();
    expect(within(table).queryByText('Disabled')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, phone or e-mail' }), '4567');
    await waitFor(() => expect(router.state.location.search).toBe('?q=4567'));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByRole('link', { name: 'Ali Raza' })).toBeNull());
    // The old rows can go before the new ones are drawn.
    expect(await within(screen.getByRole('table')).findByText('Disabled')).toBeInTheDocument();
    // One search for what was typed, none for the letters on the way.
    expect([...new Set(searches.filter((s) => s !== undefined))]).toEqual(['4567']);
  });

  it('opens with the search the URL holds', async () => {
    const searches: (string | undefined)[] = [];
    renderAdmin('/admin/customers?q=4567', [staffMeMock('owner'), listMock(searches)]);
    expect(await screen.findByRole('link', { name: 'Sara Khan' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Name, phone or e-mail' })).toHaveValue('4567');
    expect(searches).toEqual(['4567']);
  });
});

describe('a customer', () => {
  it("shows the details, addresses with their zone and orders linking to the console's order page", async () => {
    renderAdmin('/admin/customers/c1', [
      staffMeMock('manager'),
      {
        request: { query: StaffCustomerDocument, variables: { id: 'c1' } },
        result: { data: { staffCustomer: detail() } },
        ...always,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ali Raza' })).toBeInTheDocument();
    expect(screen.getByText('ali@example.com')).toBeInTheDocument();
    expect(screen.getByText('House 12, Street 4, Farid Town, Sahiwal')).toBeInTheDocument();
    expect(screen.getByText('Zone: Farid Town')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'K-100001' })).toHaveAttribute('href', '/admin/orders/K-100001');
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('asks for a reason before disabling (a refusal under the field), then shows the status and the note; Enable on the same button', async () => {
    let state = customer('c1');
    const sent: unknown[] = [];
    const setMock: MockLink.MockedResponse = {
      request: { query: StaffSetCustomerDisabledDocument, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables);
        if (variables.disabled && !String(variables.reason ?? '').trim().length) {
          return {
            data: {
              staffSetCustomerDisabled: {
                ...Object.fromEntries(Object.keys(state).map((k) => [k, null])),
                __typename: 'StaffCustomer',
                error: {
                  __typename: 'ErrorInfo',
                  message: 'Please give a reason',
                  code: 'BAD_INPUT',
                  textCode: 'REASON_REQUIRED',
                  details: 'reason',
                },
              },
            },
          };
        }
        state = variables.disabled
          ? customer('c1', { disabled: true, status: 'disabled', status_note: String(variables.reason) })
          : customer('c1');
        return { data: { staffSetCustomerDisabled: state } };
      },
      ...always,
    };
    renderAdmin('/admin/customers/c1', [
      staffMeMock('owner'),
      {
        request: { query: StaffCustomerDocument, variables: { id: 'c1' } },
        result: () => ({ data: { staffCustomer: detail({ customer: state }) } }),
        ...always,
      },
      setMock,
    ]);
    const button = await screen.findByRole('button', { name: 'Disable' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ali Raza' });
    expect(within(dialog).getByText(/signed out at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Reason'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Fake orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Disabled: Fake orders')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ id: 'c1', disabled: true, reason: 'Fake orders' });
    const enable = await screen.findByRole('button', { name: 'Enable' });
    expect(enable).toBe(button);

    await userEvent.click(enable);
    await waitFor(() => expect(screen.queryByText('Disabled: Fake orders')).toBeNull());
    expect(sent.at(-1)).toEqual({ id: 'c1', disabled: false });
    // The button shows its loading state until the mutation's answer is in.
    expect(await screen.findByRole('button', { name: 'Disable' })).toBe(button);
  });
});
