// /checkout/success (shopping.md §2): the confirmation with the chosen date (DD-MM-YYYY) and time
// range (HHmm) and a Home link, plus the placed order's serial linking to its detail (team issue 14).
// Without a placed order there is nothing to confirm.
import { Result } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link, Navigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { formatDate } from '../../../shared/format/dates';
import { useOrderDraft } from '../draft/useOrderDraft';
import type { DraftTimeslot } from '../draft/orderDraft';
import '../checkout.css';
import { t } from '../texts';
import { withNodes } from '../../../shared/i18n/withNodes';

export const SUCCESS_TITLE = t('checkout.success.title');

/** The order detail route (spec §2 /user/order/{serial}). */
export function orderDetailPath(serial: string): string {
  return `/user/order/${encodeURIComponent(serial)}`;
}

/** 'HHmm - HHmm' in Karachi from the slot's UTC instants, else from its local times. */
export function timeRange(slot: DraftTimeslot): string {
  try {
    const parsed: unknown = JSON.parse(slot.time_range_utc);
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [start, end] = parsed.map((t) => formatDate(String(t), 'HHmm'));
      if (start && end) return `${start} - ${end}`;
    }
  } catch {
    // Not JSON: use the local times below.
  }
  return `${slot.start_time.replace(':', '')} - ${slot.end_time.replace(':', '')}`;
}

export default function CheckoutSuccessPage() {
  useDocumentTitle(t('checkout.success.docTitle'));
  const { status, timeslot, serial } = useOrderDraft();
  if (status !== 'success') return <Navigate to="/checkout" replace />;
  return (
    <Result
      status="success"
      className="checkout-success"
      // The page's one heading (antd's Result title is a plain div).
      title={<h1 className="checkout-success-title">{SUCCESS_TITLE}</h1>}
      subTitle={
        <>
          {serial ? (
            <div className="checkout-success-serial">
              {withNodes((v) => t('checkout.success.order', v), {
                link: <Link to={orderDetailPath(serial)}>{t('checkout.success.serial', { serial })}</Link>,
              })}
            </div>
          ) : null}
          {timeslot ? (
            <span className="checkout-success-slot">
              {withNodes((v) => t('checkout.success.delivery', v), {
                date: <strong>{timeslot.date}</strong>,
                time: <strong>{timeRange(timeslot)}</strong>,
              })}
            </span>
          ) : null}
        </>
      }
      extra={
        <Link to="/" className="checkout-home-link">
          <HomeOutlined aria-hidden="true" /> {t('checkout.success.home')}
        </Link>
      }
    />
  );
}
