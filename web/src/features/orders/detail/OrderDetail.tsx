// One order (shopping.md §2 Order detail): Back and Re-Order, the order date, the delivery schedule,
// the delivery info, the client's notes, the summary, the help block (hidden once completed), the
// items with their totals and the history.
import { Alert, Button, Card, Col, Row } from 'antd';
import { ArrowLeftOutlined, RedoOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { OrderBySerialQuery } from '../orders.generated';
import { useSettings } from '../../../shared/settings/storeSettings';
import { CITIES } from '../../../shared/config';
import { formatMoney } from '../../../shared/format/money';
import { canReorder } from '../orderRules';
import { clockTime, orderDate } from '../orderFormat';
import { OrderItems } from './OrderItems';
import { OrderTimeline } from './OrderTimeline';
import { StatusTag } from './StatusTag';
import { t } from '../texts';

export type OrderView = NonNullable<OrderBySerialQuery['orderBySerial']>;

const PAYMENT_METHODS: Record<string, string> = { COD: t('orders.cod') };

export function OrderDetail({ order }: { order: OrderView }) {
  const navigate = useNavigate();
  const { currency, support_phone } = useSettings();
  const slot = order.delivery_slot;
  const address = order.shipping_address;
  const customer = order.customer;
  const serial = order.serial ?? '';
  const itemCount = (order.items ?? []).filter((i) => (i?.qty ?? 0) > 0).length;

  return (
    <div className="order-detail-page">
      <div className="order-detail-actions">
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/user/my-orders')}>
          {t('orders.back')}
        </Button>
        <Button
          type="primary"
          icon={<RedoOutlined />}
          disabled={!canReorder(order.status)}
          onClick={() => void navigate(`/user/re-order/${encodeURIComponent(serial)}`)}
        >
          {t('orders.reorder')}
        </Button>
      </div>

      <header className="order-detail-head">
        <h1>
          {t('orders.orderTitle', { serial })} <StatusTag status={order.status} />
        </h1>
        <span className="order-detail-date">{orderDate(order.created_at)}</span>
      </header>

      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small" title={t('orders.schedule')} className="order-block">
            <dl>
              <dt>{t('orders.date')}</dt>
              <dd>{slot?.date ?? ''}</dd>
              <dt>{t('orders.time')}</dt>
              <dd>
                {slot?.start_time
                  ? t('orders.slotTime', { start: clockTime(slot.start_time), end: clockTime(slot.end_time) })
                  : ''}
              </dd>
            </dl>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('orders.info')} className="order-block">
            <dl>
              <dt>{t('orders.name')}</dt>
              <dd>{[customer?.fname, customer?.lname].filter(Boolean).join(' ')}</dd>
              <dt>{t('orders.email')}</dt>
              <dd>{customer?.email}</dd>
              <dt>{t('orders.phone')}</dt>
              <dd>{customer?.phone}</dd>
              <dt>{t('orders.address')}</dt>
              <dd>
                {address?.full_address}
                {address?.city ? `, ${CITIES[address.city]?.title ?? address.city}` : ''}
              </dd>
              {address?.delivery_instructions ? (
                <>
                  <dt>{t('orders.instructions')}</dt>
                  <dd>{address.delivery_instructions}</dd>
                </>
              ) : null}
            </dl>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('orders.summary')} className="order-block">
            <dl>
              <dt>{t('orders.orderNumber')}</dt>
              <dd>{serial}</dd>
              <dt>{t('orders.status')}</dt>
              <dd>{order.status}</dd>
              <dt>{t('orders.payment')}</dt>
              <dd>
                {PAYMENT_METHODS[order.paymentMethod ?? ''] ?? order.paymentMethod}
                {order.payment_status ? ` (${order.payment_status})` : ''}
              </dd>
              <dt>{t('orders.items')}</dt>
              <dd>{itemCount}</dd>
              <dt>{t('orders.total')}</dt>
              <dd>{formatMoney(currency, order.grandTotal)}</dd>
            </dl>
          </Card>
        </Col>
      </Row>

      {(order.note ?? '').length > 1 ? (
        <Alert
          type="info"
          showIcon
          title={t('orders.notes')}
          description={order.note}
          className="order-notes"
          style={{ marginTop: 16 }}
        />
      ) : null}

      {order.status !== 'completed' ? (
        <Alert
          type="warning"
          className="order-help"
          style={{ marginTop: 16 }}
          title={t('orders.help')}
          description={
            support_phone ? t('orders.helpCall', { phone: support_phone, serial }) : t('orders.helpQuote', { serial })
          }
        />
      ) : null}

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={16}>
          <Card title={t('orders.items')}>
            <OrderItems order={order} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('orders.history')}>
            <OrderTimeline notes={order.status_notes} createdAt={order.created_at} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
