// 'Sold Out' or 'Low Stock' beside a cart line (shopping.md §4 cart line states, §2 Review).
import { Tag } from 'antd';
import type { CartLine } from './cartTotals';
import { isLineLowStock, isLineSoldOut } from './lineStates';
import { t } from './texts';

export function LineStateTag({ line }: { line: CartLine }) {
  if (isLineSoldOut(line)) return <Tag color="red">{t('cart.soldOut')}</Tag>;
  if (isLineLowStock(line)) return <Tag color="orange">{t('cart.lowStock')}</Tag>;
  return null;
}
