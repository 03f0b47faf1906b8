// One delivery slot on the board: its time, load against max_order_limit (red when full), a link to the
// slot's pick list, and its orders as cards (tap a card for the order page). An unconfirmed order (a
// customer's first, docs/decisions.md) comes first in its slot and says to call the customer.
import { Link } from 'react-router';
import { Progress, Tag } from 'antd';
import { isFull, loadPercent, type BoardOrder, type SlotView } from './boardView';
import { cardArea } from './cardArea';
import { slotTimes, useMoney } from '../staff/consoleFormat';
import { statusLabel } from '../staff/labels';
import { statusColor } from '../../../shared/orders/statusColor';
import { t } from '../texts';

export function SlotColumn({ view }: { view: SlotView }) {
  const { slot, orders } = view;
  const full = isFull(slot);
  const heading = slotTimes(slot);
  return (
    <section className="admin-slot" aria-label={t('admin.board.slot', { time: heading })}>
      <header className="admin-slot-head">
        <h2>{heading}</h2>
        <span className={full ? 'admin-slot-load is-full' : 'admin-slot-load'}>
          {t('admin.board.load', { load: slot.load ?? 0, max: slot.max_order_limit ?? 0 })}
        </span>
        <Progress
          percent={loadPercent(slot)}
          showInfo={false}
          status={full ? 'exception' : 'normal'}
          strokeColor={full ? '#cf1322' : undefined}
          aria-label={t('admin.board.loadLabel')}
        />
        {slot.date && slot.slot_id ? (
          <Link to={`/admin/print/pick-list/${slot.date}/${slot.slot_id}`}>{t('admin.board.pickList')}</Link>
        ) : null}
      </header>
      {orders.length === 0 ? <p className="admin-muted">{t('admin.board.noOrders')}</p> : null}
      <ul className="admin-cards">
        {orders.map((order) => (
          <li key={order.serial}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderCard({ order }: { order: BoardOrder }) {
  const money = useMoney();
  const area = cardArea(order.area);
  return (
    <Link to={`/admin/orders/${order.serial}`} className="admin-card" data-testid={`card-${order.serial}`}>
      <span className="admin-card-top">
        <strong>{t('admin.serial', { serial: order.serial ?? '' })}</strong>
        <Tag color={statusColor(order.status)}>{statusLabel(order.status)}</Tag>
      </span>
      <span>{order.customer_name}</span>
      {order.status === 'unconfirmed' ? (
        <span className="admin-call-cue">{t('admin.board.callToConfirm', { phone: order.customer_phone ?? '' })}</span>
      ) : null}
      {area ? <span className="admin-muted">{area}</span> : null}
      <span className="admin-card-bottom">
        <span>{t('admin.board.items', { count: order.item_count ?? 0 })}</span>
        <strong>{money(order.grandTotal)}</strong>
      </span>
      {order.rider_name ? (
        <span className="admin-muted">{t('admin.board.rider', { name: order.rider_name })}</span>
      ) : null}
    </Link>
  );
}
