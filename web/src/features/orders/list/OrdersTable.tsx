// The orders table (shopping.md §2): serial, date, delivery slot, total, status and a Re-Order link
// (off for the statuses that forbid it); each row opens the order. Page sizes 10 to 30, 30 by default.
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useNavigate } from 'react-router';
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import { formatDate, DATE_FORMATS } from '../../../shared/format/dates';
import type { OrdersListQuery } from '../orders.generated';
import { canReorder } from '../orderRules';
import { slotText } from '../orderFormat';
import { PAGE_SIZES } from './ordersRequest';
import { StatusTag } from '../detail/StatusTag';
import { t } from '../texts';

type Row = NonNullable<NonNullable<NonNullable<NonNullable<OrdersListQuery['ordersQuery']>['edges']>[number]>['node']>;

export interface OrdersTableProps {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}

export function OrdersTable({ rows, total, page, pageSize, loading, onPage }: OrdersTableProps) {
  const { currency } = useSettings();
  const navigate = useNavigate();
  const columns: ColumnsType<Row> = [
    {
      title: t('orders.orderNumber'),
      dataIndex: 'serial',
      render: (serial: string) => <Link to={`/user/order/${encodeURIComponent(serial)}`}>{serial}</Link>,
    },
    { title: t('orders.date'), dataIndex: 'created_at', render: (d: string) => formatDate(d, DATE_FORMATS.date) },
    { title: t('orders.deliverySlot'), key: 'slot', render: (_, row) => slotText(row.delivery_slot) },
    {
      title: t('orders.total'),
      dataIndex: 'grandTotal',
      align: 'right',
      render: (n: number) => formatMoney(currency, n),
    },
    { title: t('orders.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    {
      title: '',
      key: 'reorder',
      render: (_, row) =>
        canReorder(row.status) ? (
          <Link to={`/user/re-order/${encodeURIComponent(row.serial ?? '')}`} onClick={(e) => e.stopPropagation()}>
            {t('orders.reorder')}
          </Link>
        ) : (
          <Tag className="reorder-disabled" aria-disabled="true">
            {t('orders.reorder')}
          </Tag>
        ),
    },
  ];
  return (
    <Table<Row>
      rowKey={(row) => row._id ?? row.serial ?? ''}
      columns={columns}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 720 }}
      onRow={(row) => ({
        onClick: (e) => {
          if ((e.target as HTMLElement).closest('a')) return;
          void navigate(`/user/order/${encodeURIComponent(row.serial ?? '')}`);
        },
        className: 'orders-row',
      })}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        onChange: onPage,
      }}
    />
  );
}
