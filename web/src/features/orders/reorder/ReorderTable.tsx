// The re-order table: thumbnail, title, WAS price struck through, savings, a quantity stepper,
// price and line total; items that are not published read 'Out Of Stock' and are greyed.
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useSettings } from '../../../shared/settings/storeSettings';
import { formatMoney } from '../../../shared/format/money';
import { lineTotal } from '../../../shared/format/paisa';
import { hasPriceCut } from '../../../shared/catalogue/product';
import {
  canDecrease,
  canIncrease,
  isPurchasable,
  lineSavings,
  REORDER_MESSAGES,
  type ReorderItemData,
} from './reorderLines';
import { t } from '../texts';

export type ReorderRow = ReorderItemData & { _id: string; title?: string | null; picture_thumb?: string | null };

export interface ReorderTableProps {
  items: ReorderRow[];
  qtys: ReadonlyMap<string, number>;
  onQty: (id: string, qty: number) => void;
}

export function ReorderTable({ items, qtys, onQty }: ReorderTableProps) {
  const { currency } = useSettings();
  const money = (n: number | null | undefined) => formatMoney(currency, n);
  const columns: ColumnsType<ReorderRow> = [
    {
      title: '',
      key: 'thumb',
      width: 64,
      render: (_, row) =>
        row.picture_thumb ? <img className="reorder-thumb" src={row.picture_thumb} alt="" loading="lazy" /> : null,
    },
    {
      title: t('orders.item'),
      key: 'title',
      render: (_, row) => {
        const qty = qtys.get(row._id) ?? 0;
        const saved = lineSavings(row, qty);
        return (
          <div>
            <div>{row.title}</div>
            {hasPriceCut(row) ? (
              <div className="reorder-was">
                WAS <s>{money(row.price_was)}</s>
              </div>
            ) : null}
            {saved > 0 ? <div className="reorder-savings">{t('orders.youSave', { amount: money(saved) })}</div> : null}
            {!isPurchasable(row) ? <div className="reorder-out">{REORDER_MESSAGES.outOfStock}</div> : null}
          </div>
        );
      },
    },
    {
      title: t('orders.qty'),
      key: 'qty',
      render: (_, row) => {
        const qty = qtys.get(row._id) ?? 0;
        if (!isPurchasable(row)) return null;
        return (
          <Space.Compact>
            <Button
              icon={<MinusOutlined />}
              aria-label={t('orders.fewer', { title: row.title ?? '' })}
              disabled={!canDecrease(qty)}
              onClick={() => onQty(row._id, qty - 1)}
            />
            <span className="reorder-qty" aria-label={t('orders.quantityOf', { title: row.title ?? '' })}>
              {qty}
            </span>
            <Button
              icon={<PlusOutlined />}
              aria-label={t('orders.more', { title: row.title ?? '' })}
              disabled={!canIncrease(row, qty)}
              onClick={() => onQty(row._id, qty + 1)}
            />
          </Space.Compact>
        );
      },
    },
    { title: t('orders.price'), key: 'price', align: 'right', render: (_, row) => money(row.price) },
    {
      title: t('orders.total'),
      key: 'total',
      align: 'right',
      render: (_, row) => money(lineTotal(row.price, qtys.get(row._id) ?? 0)),
    },
  ];
  return (
    <Table<ReorderRow>
      rowKey="_id"
      columns={columns}
      dataSource={items}
      pagination={false}
      scroll={{ x: 600 }}
      rowClassName={(row) => (isPurchasable(row) ? 'reorder-item' : 'reorder-item is-unavailable')}
    />
  );
}
