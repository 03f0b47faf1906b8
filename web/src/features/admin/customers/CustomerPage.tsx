// /admin/customers/:id (owner, manager): one customer — their details, their addresses (label, address,
// delivery zone) and their orders (each opens the console's order page) — and Disable / Enable. Disabling
// asks for a reason in a dialog (it becomes the note the customer is shown) and signs every device of the
// customer out at once; the page then shows the status and the note. The one button changes its words in
// place, so focus stays on it after the dialog closes.
import './customers.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Empty, Table, Tag } from 'antd';
import {
  StaffCustomerDocument,
  StaffSetCustomerDisabledDocument,
  type StaffCustomerQuery,
} from './customers.generated';
import { emptyOutcomeMessage, readOutcome, settle } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useToast } from '../../../shared/ui/toast';
import { PageSkeleton } from '../../../shared/ui/skeletons';
import { instantText, useMoney } from '../staff/consoleFormat';
import { statusLabel } from '../staff/labels';
import { customerName, orderPath } from './customerFilters';
import { DisableCustomerModal } from './DisableCustomerModal';
import { t } from './texts';

type Detail = NonNullable<StaffCustomerQuery['staffCustomer']>;
type Order = NonNullable<NonNullable<Detail['orders']>[number]>;
type Address = NonNullable<NonNullable<Detail['addresses']>[number]>;

export default function CustomerPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useQuery(StaffCustomerDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.staffCustomer;
  const customer = detail?.customer;
  useDocumentTitle(customer ? customerName(customer) : t('admin.customers.title'));
  const outcome = readOutcome(detail, error, data);

  if (!customer?._id) {
    if (loading) return <PageSkeleton />;
    return (
      <section className="admin-customer">
        <BackLink />
        {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
        {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.customers.network')} /> : null}
        {outcome.kind === 'empty' || outcome.kind === 'ok' ? (
          <Alert type="error" showIcon title={emptyOutcomeMessage({ answered: !!data })} />
        ) : null}
      </section>
    );
  }

  return (
    <section className="admin-customer">
      <BackLink />
      <div className="admin-toolbar">
        <h1>
          {customerName(customer)} {customer.disabled ? <Tag color="red">{t('admin.customers.disabled')}</Tag> : null}
        </h1>
        <AccessButton customer={customer} />
      </div>
      {customer.disabled ? (
        <Alert
          type="warning"
          showIcon
          className="admin-customer-note"
          title={t('admin.customers.disabledNote', { note: customer.status_note ?? '' })}
        />
      ) : null}
      <Descriptions
        className="admin-customer-details"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'phone', label: t('admin.customers.phone'), children: customer.phone },
          { key: 'email', label: t('admin.customers.email'), children: customer.email },
          {
            key: 'status',
            label: t('admin.customers.status'),
            children: customer.disabled ? t('admin.customers.disabled') : t('admin.customers.enabled'),
          },
          { key: 'joined', label: t('admin.customers.joined'), children: instantText(customer.created_at) },
          { key: 'orders', label: t('admin.customers.orders'), children: customer.orders_count ?? 0 },
        ]}
      />
      <h2>{t('admin.customers.addresses')}</h2>
      <Addresses addresses={(detail?.addresses ?? []).filter((a): a is Address => !!a?._id)} />
      <h2>{t('admin.customers.orderList')}</h2>
      <Orders orders={(detail?.orders ?? []).filter((o): o is Order => !!o?._id)} />
    </section>
  );
}

function BackLink() {
  return (
    <Link to=".." relative="path" className="admin-back-link">
      {t('admin.customers.back')}
    </Link>
  );
}

function Addresses({ addresses }: { addresses: Address[] }) {
  if (addresses.length === 0) return <Empty description={t('admin.customers.noAddresses')} />;
  return (
    <ul className="admin-customer-addresses">
      {addresses.map((a) => (
        <li key={a._id} className="admin-customer-address">
          <strong>{a.label ? (labelText(a.label) ?? a.label) : t('admin.customers.address')}</strong>
          {(a.is_default ?? 0) > 0 ? <Tag>{t('admin.customers.default')}</Tag> : null}
          <span>{[a.full_address, a.city].filter(Boolean).join(', ')}</span>
          <span className="admin-muted">
            {a.delivery_zone?.title
              ? t('admin.customers.zone', { zone: a.delivery_zone.title })
              : t('admin.customers.noZone')}
          </span>
        </li>
      ))}
    </ul>
  );
}

function labelText(label: string): string | null {
  switch (label) {
    case 'home':
      return t('admin.customers.label.home');
    case 'office':
      return t('admin.customers.label.office');
    case 'other':
      return t('admin.customers.label.other');
    default:
      return null;
  }
}

function Orders({ orders }: { orders: Order[] }) {
  const money = useMoney();
  return (
    <Table<Order>
      rowKey={(o) => o._id ?? ''}
      dataSource={orders}
      pagination={orders.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      className="admin-customer-orders"
      locale={{ emptyText: t('admin.customers.noOrders') }}
      columns={[
        {
          title: t('admin.customers.order'),
          render: (_, o) => (
            <span className="admin-customer-order">
              <Link to={orderPath(o.serial ?? '')}>{o.serial}</Link>
              <span className="admin-muted">{instantText(o.created_at)}</span>
            </span>
          ),
        },
        { title: t('admin.customers.orderStatus'), render: (_, o) => statusLabel(o.status) },
        { title: t('admin.customers.orderTotal'), render: (_, o) => money(o.grandTotal), align: 'end' },
      ]}
    />
  );
}

type Customer = NonNullable<Detail['customer']>;

/** 'Disable' (asks for a reason first) or 'Enable' (at once): one button, so focus stays on it. */
function AccessButton({ customer }: { customer: Customer }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [setDisabled] = useMutation(StaffSetCustomerDisabledDocument);
  const toast = useToast();
  const name = customerName(customer);

  const enable = async () => {
    setBusy(true);
    const outcome = await settle(async () => {
      const r = await setDisabled({ variables: { id: customer._id ?? '', disabled: false } });
      return { value: r.data?.staffSetCustomerDisabled, error: r.error, data: r.data };
    });
    setBusy(false);
    if (outcome.kind === 'ok') toast.success(t('admin.customers.enabledDone', { name }));
    else if (outcome.kind === 'server-error') toast.error(outcome.message);
    else if (outcome.kind === 'network') toast.error(t('admin.customers.network'));
    else toast.error(emptyOutcomeMessage(outcome));
  };

  return (
    <>
      <Button
        size="large"
        danger={!customer.disabled}
        loading={busy}
        className="admin-customer-access"
        onClick={() => (customer.disabled ? void enable() : setAsking(true))}
      >
        {customer.disabled ? t('admin.customers.enable') : t('admin.customers.disable')}
      </Button>
      <DisableCustomerModal
        open={asking}
        customerId={customer._id ?? ''}
        name={name}
        onClose={() => setAsking(false)}
        onDone={() => {
          setAsking(false);
          toast.success(t('admin.customers.disabledDone', { name }));
        }}
      />
    </>
  );
}
