// /admin/orders/:serial: the order's header (status, slot, customer, phone, address, note), the picking
// view while it is being picked (for those who pick), its lines and totals otherwise, the actions its
// status and the person's role allow, and its timeline. The server's answer to every change is shown.
// An unconfirmed order (a customer's first) is confirmed by phone before anyone picks it: managers and
// owners get a call button (then Confirm or Decline among the actions), pickers are told it waits.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Table, Tag, Timeline } from 'antd';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { StaffOrderDocument } from '../admin.generated';
import { useStaff } from '../staff/staffContext';
import { managesOrders, picks } from '../staff/roles';
import { statusLabel } from '../staff/labels';
import { statusColor } from '../../../shared/orders/statusColor';
import { instantText, slotTimes, useMoney } from '../staff/consoleFormat';
import { useOrderChanges } from '../staff/useOrderChanges';
import type { StaffOrderView } from '../staff/orderMutation';
import { PickingForm } from './PickingForm';
import { OrderHeading } from './OrderHeading';
import { OrderActions } from './OrderActions';
import { useLiveOrder } from './useLiveOrder';
import type { OrderLine } from './pickingLines';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { t } from '../texts';

export default function OrderPage() {
  const { serial = '' } = useParams();
  const staff = useStaff();
  useDocumentTitle(t('admin.serial', { serial }));
  const { data, error, loading, refetch } = useQuery(StaffOrderDocument, { variables: { serial } });
  // The latest answer of a change, until the order is loaded again.
  const [changed, setChanged] = useState<StaffOrderView | null>(null);
  const reload = async () => {
    await refetch();
    setChanged(null);
  };
  const changes = useOrderChanges({ onChanged: setChanged, reload });
  const outcome = readOutcome(data?.staffOrder, error, data);
  const shownVersion = changed?.version ?? (outcome.kind === 'ok' ? outcome.value.version : null);
  useLiveOrder({ serial, version: shownVersion, role: staff.role, reload });
  if (loading && !data) return <p>{t('admin.loading')}</p>;
  if (outcome.kind !== 'ok') {
    return (
      <Alert
        type="error"
        showIcon
        title={outcome.kind === 'server-error' ? outcome.message : t('admin.network')}
        action={<Button onClick={() => void refetch()}>{t('admin.retry')}</Button>}
      />
    );
  }
  const order = changed ?? outcome.value;
  const act = changes.forOrder(order);
  const picking = order.status === 'picking' && picks(staff.role);

  return (
    <article className="admin-order">
      <header className="admin-order-head">
        <OrderHeading version={order.version}>{t('admin.serial', { serial: order.serial ?? serial })}</OrderHeading>
        <Tag color={statusColor(order.status)} className="admin-status">
          {statusLabel(order.status)}
        </Tag>
      </header>
      {changes.notice ? (
        <Alert
          type={changes.notice.changedElsewhere ? 'warning' : 'error'}
          showIcon
          closable
          onClose={changes.clearNotice}
          title={changes.notice.message}
          className="admin-notice"
        />
      ) : null}
      {order.status === 'unconfirmed' ? <CallToConfirm order={order} role={staff.role} /> : null}
      <OrderFacts order={order} />
      {picking ? (
        <PickingForm order={order} busy={changes.busy} onSave={act.recordPicking} />
      ) : (
        <OrderLines order={order} />
      )}
      <OrderTotals order={order} />
      <OrderActions order={order} role={staff.role} busy={changes.busy} handlers={act} />
      <section aria-label={t('admin.order.history')}>
        <h2>{t('admin.order.history')}</h2>
        <Timeline
          items={(order.status_notes ?? []).map((n, i) => ({
            key: i,
            content: (
              <>
                <span>{n?.note}</span> <span className="admin-muted">{instantText(n?.created_at)}</span>
              </>
            ),
          }))}
        />
      </section>
    </article>
  );
}

function CallToConfirm({ order, role }: { order: StaffOrderView; role: string | null | undefined }) {
  const phone = order.customer?.phone;
  if (!managesOrders(role))
    return (
      <Alert
        type="info"
        showIcon
        className="admin-notice"
        title={t('admin.order.awaitingConfirmation')}
        description={t('admin.order.awaitingConfirmationHelp')}
      />
    );
  return (
    <Alert
      type="warning"
      showIcon
      className="admin-notice"
      title={t('admin.order.callToConfirm')}
      description={t('admin.order.callToConfirmHelp')}
      action={
        phone ? (
          <a className="ant-btn ant-btn-lg admin-link-button" href={`tel:${phone}`}>
            {t('admin.order.callCustomer', { phone })}
          </a>
        ) : null
      }
    />
  );
}

function OrderFacts({ order }: { order: StaffOrderView }) {
  const customer = order.customer;
  const name = [customer?.fname, customer?.lname].filter(Boolean).join(' ');
  const slot = order.delivery_slot;
  const address = order.shipping_address;
  return (
    <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" bordered className="admin-facts">
      <Descriptions.Item label={t('admin.order.slot')}>
        {slot ? t('admin.order.slotValue', { date: slot.date ?? '', time: slotTimes(slot) }) : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.order.customer')}>{name}</Descriptions.Item>
      <Descriptions.Item label={t('admin.order.phone')}>
        {customer?.phone ? <a href={`tel:${customer.phone}`}>{customer.phone}</a> : null}
      </Descriptions.Item>
      <Descriptions.Item label={t('admin.order.address')}>
        {[address?.full_address, address?.city].filter(Boolean).join(', ')}
        {address?.delivery_instructions ? <div className="admin-muted">{address.delivery_instructions}</div> : null}
      </Descriptions.Item>
      {order.note ? <Descriptions.Item label={t('admin.order.note')}>{order.note}</Descriptions.Item> : null}
      {order.rider?.name ? (
        <Descriptions.Item label={t('admin.order.rider')}>{order.rider.name}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('admin.order.payment')}>{order.payment_status ?? ''}</Descriptions.Item>
      {order.cancel_reason ? (
        <Descriptions.Item label={t('admin.order.reason')}>{order.cancel_reason}</Descriptions.Item>
      ) : null}
      {order.delivered_at ? (
        <Descriptions.Item label={t('admin.order.deliveredAt')}>{instantText(order.delivered_at)}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label={t('admin.order.placed')}>{instantText(order.created_at)}</Descriptions.Item>
    </Descriptions>
  );
}

function OrderLines({ order }: { order: StaffOrderView }) {
  const money = useMoney();
  const rows = (order.lines ?? []).filter((l): l is OrderLine => !!l?.product_id);
  return (
    <Table<OrderLine>
      className="admin-lines"
      size="small"
      pagination={false}
      rowKey={(l) => l.product_id ?? ''}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        { title: t('admin.order.item'), dataIndex: 'title' },
        { title: t('admin.order.category'), dataIndex: 'cat_title' },
        { title: t('admin.order.qty'), dataIndex: 'qty' },
        {
          title: t('admin.order.picked'),
          render: (_, l) => (l.notFound ? t('admin.order.notFound') : (l.pickedQty ?? '')),
        },
        { title: t('admin.order.deliverable'), render: (_, l) => l.deliverable_qty ?? '' },
        { title: t('admin.order.price'), render: (_, l) => money(l.price) },
      ]}
    />
  );
}

function OrderTotals({ order }: { order: StaffOrderView }) {
  const money = useMoney();
  return (
    <Descriptions column={1} size="small" className="admin-totals" aria-label={t('admin.order.totals')}>
      <Descriptions.Item label={t('admin.order.subTotal')}>{money(order.totalPrice)}</Descriptions.Item>
      <Descriptions.Item label={t('admin.order.tax')}>{money(order.totalTax)}</Descriptions.Item>
      <Descriptions.Item label={t('admin.order.delivery')}>{money(order.deliveryCharges)}</Descriptions.Item>
      <Descriptions.Item label={t('admin.order.discount')}>{money(order.discount_value)}</Descriptions.Item>
      <Descriptions.Item label={t('admin.order.grandTotal')}>
        <strong>{money(order.grandTotal)}</strong>
      </Descriptions.Item>
    </Descriptions>
  );
}
