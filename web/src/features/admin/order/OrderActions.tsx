// The order's actions: a button per status the server says this person may move it to (next_statuses);
// 'Cancel' and 'Decline' ask a reason, 'Delivered' the cash collected; managers assign a rider when the
// order is ready to dispatch or on its way; anyone may print the packing slip.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useQuery } from '@apollo/client/react';
import { StaffMembersDocument } from '../admin.generated';
import type { StaffOrderView } from '../staff/orderMutation';
import { managesOrders } from '../staff/roles';
import { textFor } from '../../../shared/i18n/i18n';
import { t } from '../texts';
import { AskModal, type AskProps } from './AskModal';

export interface OrderActionHandlers {
  setStatus: (status: string) => void;
  cancel: (reason: string, decline: boolean) => void;
  assignRider: (riderId: string) => void;
  markDelivered: (cash: number) => void;
}

const REASON_STATUSES = new Set(['canceled', 'declined']);
const RIDER_STATUSES = new Set(['ready-to-dispatch', 'dispatched']);

export function actionLabel(status: string): string {
  return textFor(`admin.action.${status}`) ?? status;
}

export function OrderActions({
  order,
  role,
  busy,
  handlers,
}: {
  order: StaffOrderView;
  role: string | null | undefined;
  busy: boolean;
  handlers: OrderActionHandlers;
}) {
  const [asking, setAsking] = useState<'canceled' | 'declined' | 'delivered' | null>(null);
  const next = (order.next_statuses ?? []).filter((s): s is string => !!s);
  return (
    <section className="admin-actions" aria-label={t('admin.order.actions')}>
      <Space wrap size="middle">
        {next.map((status) =>
          REASON_STATUSES.has(status) || status === 'delivered' ? (
            <Button
              key={status}
              size="large"
              danger={status !== 'delivered'}
              type={status === 'delivered' ? 'primary' : 'default'}
              disabled={busy}
              onClick={() => setAsking(status as 'canceled' | 'declined' | 'delivered')}
            >
              {actionLabel(status)}
            </Button>
          ) : (
            <Button key={status} size="large" type="primary" loading={busy} onClick={() => handlers.setStatus(status)}>
              {actionLabel(status)}
            </Button>
          ),
        )}
        <Link to={`/admin/print/slip/${order.serial}`} className="ant-btn ant-btn-lg admin-link-button">
          {t('admin.order.printSlip')}
        </Link>
      </Space>
      {managesOrders(role) && RIDER_STATUSES.has(order.status ?? '') ? (
        <AssignRider current={order.rider?._id ?? null} busy={busy} onAssign={handlers.assignRider} />
      ) : null}
      <ReasonModal
        open={asking === 'canceled' || asking === 'declined'}
        title={asking ? actionLabel(asking) : ''}
        onCancel={() => setAsking(null)}
        onDone={(reason) => {
          handlers.cancel(reason, asking === 'declined');
          setAsking(null);
        }}
      />
      <CashModal
        open={asking === 'delivered'}
        expected={order.grandTotal ?? 0}
        onCancel={() => setAsking(null)}
        onDone={(cash) => {
          handlers.markDelivered(cash);
          setAsking(null);
        }}
      />
    </section>
  );
}

function AssignRider({
  current,
  busy,
  onAssign,
}: {
  current: string | null;
  busy: boolean;
  onAssign: (riderId: string) => void;
}) {
  const { data } = useQuery(StaffMembersDocument, { variables: { role: 'rider' } });
  const [chosen, setChosen] = useState<string | null>(current);
  const riders = (data?.staffMembers ?? []).filter((r) => r?._id && !r.disabled);
  return (
    <div className="admin-assign">
      <Select
        size="large"
        className="admin-select"
        aria-label={t('admin.order.rider')}
        placeholder={t('admin.order.chooseRider')}
        value={chosen ?? undefined}
        onChange={setChosen}
        options={riders.map((r) => ({ value: r?._id ?? '', label: r?.name ?? '' }))}
      />
      <Button
        size="large"
        disabled={!chosen || chosen === current}
        loading={busy}
        onClick={() => chosen && onAssign(chosen)}
      >
        {t('admin.order.assignRider')}
      </Button>
    </div>
  );
}

export function ReasonModal({ title, onDone, ...ask }: AskProps<string> & { title: string }) {
  return (
    <AskModal<{ reason: string }> {...ask} title={title} onDone={(v) => onDone(v.reason.trim())}>
      <Form.Item
        name="reason"
        label={t('admin.order.reason')}
        rules={[{ required: true, whitespace: true, message: t('admin.order.reasonRequired') }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </AskModal>
  );
}

export function CashModal({ expected, onDone, ...ask }: AskProps<number> & { expected: number }) {
  return (
    <AskModal<{ cash: number }>
      {...ask}
      title={t('admin.action.delivered')}
      initialValues={{ cash: expected }}
      onDone={(v) => onDone(v.cash)}
    >
      <Form.Item
        name="cash"
        label={t('admin.order.cashCollected')}
        rules={[{ required: true, type: 'number', min: 0, message: t('admin.order.cashRequired') }]}
      >
        <InputNumber size="large" min={0} step={1} className="admin-cash-input" />
      </Form.Item>
    </AskModal>
  );
}
