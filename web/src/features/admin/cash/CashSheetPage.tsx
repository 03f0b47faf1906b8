// /admin/cash: the day-end cash sheet per rider (assigned, delivered, expected, collected, difference),
// a difference that is not 0 in red, a totals row; printable.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, DatePicker, Table } from 'antd';
import { StaffCashSheetDocument } from '../admin.generated';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { dayjs } from '../../../shared/format/dates';
import { API_DATE, shopDate, useMoney } from '../staff/consoleFormat';
import { cashTotals, isOff, type CashRow } from './cashSheet';
import { TableScroll } from '../staff/TableScroll';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { t } from '../texts';

export default function CashSheetPage() {
  useDocumentTitle(t('admin.menu.cash'));
  const money = useMoney();
  const [date, setDate] = useState(() => shopDate(0));
  const { data, error, loading } = useQuery(StaffCashSheetDocument, { variables: { date } });
  const list = data?.staffCashSheet;
  const outcome = readOutcome(list ? { list, error: null } : null, error, data);
  const rows = (list ?? []).filter((r): r is CashRow => !!r);
  const totals = cashTotals(rows);
  const diff = (value: number | null | undefined) => (
    <span className={isOff(value) ? 'admin-diff is-off' : 'admin-diff'}>{money(value)}</span>
  );

  return (
    <section className="admin-cash">
      <div className="admin-toolbar admin-no-print">
        <h1>{t('admin.menu.cash')}</h1>
        <DatePicker
          size="large"
          allowClear={false}
          value={dayjs(date, API_DATE)}
          onChange={(d) => d && setDate(d.format(API_DATE))}
          aria-label={t('admin.cash.date')}
        />
        <Button size="large" onClick={() => window.print()}>
          {t('admin.print')}
        </Button>
      </div>
      <h2 className="admin-print-only">{t('admin.cash.printTitle', { date })}</h2>
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      <TableScroll label={t('admin.menu.cash')}>
        <Table<CashRow>
          size="middle"
          loading={loading}
          pagination={false}
          rowKey={(r) => r.rider?._id ?? ''}
          dataSource={rows}
          columns={[
            { title: t('admin.cash.rider'), render: (_, r) => r.rider?.name ?? '' },
            { title: t('admin.cash.assigned'), dataIndex: 'assigned' },
            { title: t('admin.cash.delivered'), dataIndex: 'delivered' },
            { title: t('admin.cash.expected'), render: (_, r) => money(r.expected) },
            { title: t('admin.cash.collected'), render: (_, r) => money(r.collected) },
            { title: t('admin.cash.difference'), render: (_, r) => diff(r.difference) },
          ]}
          summary={() => (
            <Table.Summary.Row className="admin-cash-totals">
              <Table.Summary.Cell index={0}>{t('admin.cash.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1}>{totals.assigned}</Table.Summary.Cell>
              <Table.Summary.Cell index={2}>{totals.delivered}</Table.Summary.Cell>
              <Table.Summary.Cell index={3}>{money(totals.expected)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4}>{money(totals.collected)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5}>{diff(totals.difference)}</Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      </TableScroll>
    </section>
  );
}
