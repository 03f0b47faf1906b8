import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffSaveSettingsDocument, StaffSetMaintenanceDocument, StaffSettingsDocument } from '../operations.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

const settings = (extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffSettings',
  currency: 'RS',
  min_order_amount: 500,
  max_order_amount: 0,
  delivery_charges: 100,
  max_live_orders_per_customer: 3,
  timeslot_pre_gap: 60,
  timeslot_days_to_show: 7,
  default_page_title: 'Karyana',
  about_label: 'About Karyana',
  footer_text: '',
  support_phone: '',
  support_email: '',
  confirm_first_orders: true,
  suspend_app: false,
  overridden: ['currency'],
  error: null,
  ...extra,
});

const loaded = {
  request: { query: StaffSettingsDocument },
  result: { data: { staffSettings: settings() } },
  ...always,
};

describe('the settings page', () => {
  it('sends the changed key only, shows the refusal next to the field it names, and fixes overridden keys', async () => {
    const sent: unknown[] = [];
    renderAdmin('/admin/settings', [
      staffMeMock('manager'),
      loaded,
      {
        request: { query: StaffSaveSettingsDocument, variables: (v: unknown) => (sent.push(v), true) },
        result: {
          data: {
            staffSaveSettings: settings({
              error: {
                __typename: 'ErrorInfo',
                message: 'Days to show must be from 1 to 14',
                code: 'BAD_INPUT',
                textCode: 'SETTING_DAYS_INVALID',
                details: 'timeslot_days_to_show',
              },
            }),
          },
        },
      },
    ]);
    const days = await screen.findByLabelText('Days of slots to show');
    expect(screen.getByLabelText('Currency')).toBeDisabled();
    const currency = screen.getByLabelText('Currency').closest('.ant-form-item') as HTMLElement;
    expect(within(currency).getByText(/Fixed by the server's start options/)).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const field = days.closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Days to show must be from 1 to 14')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { timeslot_days_to_show: 9 } }]);
  });

  it('suspends the store only once SUSPEND is typed', async () => {
    const sent: unknown[] = [];
    renderAdmin('/admin/settings', [
      staffMeMock('owner'),
      loaded,
      {
        request: { query: StaffSetMaintenanceDocument, variables: (v: unknown) => (sent.push(v), true) },
        result: { data: { staffSetMaintenance: settings({ suspend_app: true }) } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend the store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the store?' });
    const confirm = within(dialog).getByRole('button', { name: 'Suspend the store' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type SUSPEND to confirm'), 'suspend');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Type SUSPEND to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type SUSPEND to confirm'), 'SUSPEND');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Resume the store' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ on: true, confirm: 'SUSPEND' }]));
  });
});
