// /admin/print/slip/:serial: the packing slip that goes in the bag: order, slot, customer, address, the
// lines packed with their quantities (pictures on A4 only), the totals to collect, the note.
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { StaffOrderDocument } from '../admin.generated';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { slotTimes, useMoney } from '../staff/consoleFormat';
import { useSettings } from '../../../shared/settings/storeSettings';
import { PrintFrame } from './PrintFrame';
import { packedQty } from './paper';
import { t } from '../texts';

export default function PackingSlipPrint() {
  const { serial = '' } = useParams();
  const money = useMoney();
  const settings = useSettings();
  const { data, error, loading } = useQuery(StaffOrderDocument, { variables: { serial } });
  const outcome = readOutcome(data?.staffOrder, error, data);
  return (
    <PrintFrame back={`/admin/orders/${serial}`}>
      {(paper) => {
        if (loading && !data) return <p>{t('admin.loading')}</p>;
        if (outcome.kind !== 'ok')
          return <Alert type="error" title={outcome.kind === 'server-error' ? outcome.message : t('admin.network')} />;
        const order = outcome.value;
        const lines = (order.lines ?? []).filter((l) => l && packedQty(l) > 0);
        const customer = order.customer;
        return (
          <article className="admin-slip">
            <h1>{settings.app_name || t('admin.print.shop')}</h1>
            <p>
              <strong>{t('admin.serial', { serial: order.serial ?? serial })}</strong>
            </p>
            <p>
              {order.delivery_slot
                ? t('admin.order.slotValue', {
                    date: order.delivery_slot.date ?? '',
                    time: slotTimes(order.delivery_slot),
                  })
                : ''}
            </p>
            <p>{[customer?.fname, customer?.lname].filter(Boolean).join(' ')}</p>
            <p>{customer?.phone}</p>
            <p>{[order.shipping_address?.full_address, order.shipping_address?.city].filter(Boolean).join(', ')}</p>
            <table className="admin-print-table">
              <thead>
                <tr>
                  {paper === 'a4' ? <th scope="col" aria-label={t('admin.print.picture')} /> : null}
                  <th scope="col">{t('admin.order.item')}</th>
                  <th scope="col">{t('admin.order.qty')}</th>
                  <th scope="col">{t('admin.order.price')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <tr key={line?.product_id}>
                    {paper === 'a4' ? (
                      <td>
                        {line?.picture_thumb ? (
                          <img src={line.picture_thumb} alt="" className="admin-slip-img" />
                        ) : null}
                      </td>
                    ) : null}
                    <td>{line?.title}</td>
                    <td className="admin-num">{line ? packedQty(line) : 0}</td>
                    <td className="admin-num">{money(line?.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="admin-slip-totals">
              <dt>{t('admin.order.subTotal')}</dt>
              <dd>{money(order.totalPrice)}</dd>
              <dt>{t('admin.order.tax')}</dt>
              <dd>{money(order.totalTax)}</dd>
              <dt>{t('admin.order.delivery')}</dt>
              <dd>{money(order.deliveryCharges)}</dd>
              <dt>{t('admin.order.discount')}</dt>
              <dd>{money(order.discount_value)}</dd>
              <dt>{t('admin.order.grandTotal')}</dt>
              <dd>
                <strong>{money(order.grandTotal)}</strong>
              </dd>
            </dl>
            {order.note ? <p>{t('admin.print.note', { note: order.note })}</p> : null}
          </article>
        );
      }}
    </PrintFrame>
  );
}
