// /admin/deliveries: today's (or tomorrow's) deliveries in slot order. A rider sees their own; a manager or owner picks a
// rider (or sees every assigned one). Each shows the address on a small map, 'Navigate' and 'Call',
// 'Start delivery' when ready to dispatch and 'Delivered' (with the cash collected) when on its way.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Empty, Segmented, Select, Space, Tag } from 'antd';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { StaffDeliveriesDocument, StaffMembersDocument } from '../admin.generated';
import { useStaff } from '../staff/staffContext';
import { managesOrders } from '../staff/roles';
import { statusLabel } from '../staff/labels';
import { statusColor } from '../../../shared/orders/statusColor';
import { shopDate, slotTimes, useMoney } from '../staff/consoleFormat';
import { useOrderChanges } from '../staff/useOrderChanges';
import type { StaffOrderView } from '../staff/orderMutation';
import { CashModal } from '../order/OrderActions';
import { navigationUrl, pointOf } from './navigation';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { menuLabel } from '../staff/labels';
import { t } from '../texts';

const DeliveryMap = lazy(() => import('./DeliveryMap'));

export default function DeliveriesPage() {
  const staff = useStaff();
  useDocumentTitle(menuLabel('deliveries', staff.role));
  const manager = managesOrders(staff.role);
  const [riderId, setRiderId] = useState<string | null>(null);
  const [ahead, setAhead] = useState(0);
  const { data, error, loading, refetch } = useQuery(StaffDeliveriesDocument, {
    variables: { date: shopDate(ahead), rider_id: manager && riderId ? riderId : undefined },
  });
  const changes = useOrderChanges({ onChanged: () => void refetch(), reload: refetch });
  const list = data?.staffDeliveries;
  const outcome = readOutcome(list ? { list, error: null } : null, error, data);
  const orders = (list ?? []).filter((o): o is StaffOrderView => !!o?.serial);

  return (
    <section className="admin-deliveries">
      <div className="admin-toolbar">
        <h1>{menuLabel('deliveries', staff.role)}</h1>
        <Segmented<number>
          size="large"
          aria-label={t('admin.board.day')}
          tabIndex={-1} // its radios are the tab stop (rc-segmented makes its frame one too)
          value={ahead}
          onChange={setAhead}
          options={[
            { value: 0, label: t('admin.board.today') },
            { value: 1, label: t('admin.board.tomorrow') },
          ]}
        />
        {manager ? <RiderPicker value={riderId} onChange={setRiderId} /> : null}
      </div>
      {changes.notice ? <Alert type="warning" showIcon closable title={changes.notice.message} /> : null}
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome.kind === 'network' ? <Alert type="error" showIcon title={t('admin.network')} /> : null}
      {!loading && outcome.kind === 'ok' && orders.length === 0 ? (
        <Empty description={t('admin.deliveries.none')} />
      ) : null}
      <ul className="admin-delivery-list">
        {orders.map((order) => (
          <li key={order.serial}>
            <DeliveryCard order={order} busy={changes.busy} act={changes.forOrder(order)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RiderPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { data } = useQuery(StaffMembersDocument, { variables: { role: 'rider' } });
  return (
    <Select
      size="large"
      allowClear
      className="admin-select"
      aria-label={t('admin.order.rider')}
      placeholder={t('admin.deliveries.allRiders')}
      value={value ?? undefined}
      onChange={(v) => onChange(v ?? null)}
      options={(data?.staffMembers ?? [])
        .filter((r) => r?._id)
        .map((r) => ({ value: r?._id ?? '', label: r?.name ?? '' }))}
    />
  );
}

function DeliveryCard({
  order,
  busy,
  act,
}: {
  order: StaffOrderView;
  busy: boolean;
  act: ReturnType<ReturnType<typeof useOrderChanges>['forOrder']>;
}) {
  const money = useMoney();
  const [asking, setAsking] = useState(false);
  const point = pointOf(order.geo_point?.coordinates);
  const phone = order.customer?.phone;
  const next = order.next_statuses ?? [];
  const name = [order.customer?.fname, order.customer?.lname].filter(Boolean).join(' ');
  return (
    <Card
      title={t('admin.serial', { serial: order.serial ?? '' })}
      extra={<Tag color={statusColor(order.status)}>{statusLabel(order.status)}</Tag>}
      className="admin-delivery"
    >
      <p>
        <strong>{order.delivery_slot ? slotTimes(order.delivery_slot) : ''}</strong>
      </p>
      <p>{name}</p>
      <p>{[order.shipping_address?.full_address, order.shipping_address?.city].filter(Boolean).join(', ')}</p>
      {order.shipping_address?.delivery_instructions ? (
        <p className="admin-muted">{order.shipping_address.delivery_instructions}</p>
      ) : null}
      <p>{t('admin.deliveries.toCollect', { amount: money(order.grandTotal) })}</p>
      {point ? (
        <Suspense fallback={<div className="admin-map" />}>
          <DeliveryMap lat={point.lat} lng={point.lng} />
        </Suspense>
      ) : null}
      <Space wrap size="middle" className="admin-delivery-actions">
        {point ? (
          <a
            className="ant-btn ant-btn-lg admin-link-button"
            href={navigationUrl(point)}
            target="_blank"
            rel="noreferrer"
          >
            {t('admin.deliveries.navigate')}
          </a>
        ) : null}
        {phone ? (
          <a className="ant-btn ant-btn-lg admin-link-button" href={`tel:${phone}`}>
            {t('admin.deliveries.call')}
          </a>
        ) : null}
        {/* One button in one place: 'Start delivery' turns into 'Delivered' under the rider's finger
            (and keyboard focus), not a new button elsewhere. */}
        {next.includes('dispatched') || order.status === 'dispatched' ? (
          <Button
            size="large"
            type="primary"
            loading={busy}
            onClick={() => (order.status === 'dispatched' ? setAsking(true) : act.setStatus('dispatched'))}
          >
            {order.status === 'dispatched' ? t('admin.action.delivered') : t('admin.action.dispatched')}
          </Button>
        ) : null}
      </Space>
      <CashModal
        open={asking}
        expected={order.grandTotal ?? 0}
        onCancel={() => setAsking(false)}
        onDone={(cash) => {
          setAsking(false);
          act.markDelivered(cash);
        }}
      />
    </Card>
  );
}
