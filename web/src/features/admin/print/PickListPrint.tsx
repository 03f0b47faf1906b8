// /admin/print/pick-list/:date/:slotId: one slot's lines summed across its orders, grouped by category,
// each with a box to tick; the orders it covers listed at the end.
import { useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { StaffPickListDocument } from '../admin.generated';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { dayText, slotTimes } from '../staff/consoleFormat';
import { PrintFrame } from './PrintFrame';
import { t } from '../texts';

export default function PickListPrint() {
  const { date = '', slotId = '' } = useParams();
  const { data, error, loading } = useQuery(StaffPickListDocument, { variables: { date, slot_id: slotId } });
  const outcome = readOutcome(data?.staffPickList, error, data);
  return (
    <PrintFrame back="/admin/board">
      {() => {
        if (loading && !data) return <p>{t('admin.loading')}</p>;
        if (outcome.kind !== 'ok')
          return <Alert type="error" title={outcome.kind === 'server-error' ? outcome.message : t('admin.network')} />;
        const list = outcome.value;
        return (
          <article className="admin-pick-list">
            <h1>{t('admin.print.pickListTitle', { date: dayText(list.date ?? date), time: slotTimes(list) })}</h1>
            {(list.categories ?? []).map((category) => (
              <section key={category?.cat_id ?? category?.cat_title ?? ''}>
                <h2>{category?.cat_title || t('admin.order.noCategory')}</h2>
                <table className="admin-print-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.print.done')}</th>
                      <th scope="col">{t('admin.order.item')}</th>
                      <th scope="col">{t('admin.print.barcode')}</th>
                      <th scope="col">{t('admin.order.qty')}</th>
                      <th scope="col">{t('admin.print.orders')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {(category?.lines ?? []).map((line) => (
                      <tr key={line?.product_id}>
                        <td>
                          <input type="checkbox" aria-label={t('admin.print.tick', { title: line?.title ?? '' })} />
                        </td>
                        <td>{line?.title}</td>
                        <td>{line?.barcode}</td>
                        <td className="admin-num">{line?.qty}</td>
                        <td className="admin-num">{line?.orders}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
            <p className="admin-muted">{t('admin.print.serials', { serials: (list.serials ?? []).join(', ') })}</p>
          </article>
        );
      }}
    </PrintFrame>
  );
}
