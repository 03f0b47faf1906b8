// Minus / quantity / plus of the add-to-cart control. Plus stops at the stock, and at the purchase
// limit with the tooltip 'Sorry, you have reached maximum purchase limit of this item'; minus at 1
// takes the line out. Step 1.
import { Button } from 'antd';
import { plusState } from './cartRules';
import { LimitTooltip } from './LimitTooltip';
import { t } from './texts';

export interface QtyStepperProps {
  title: string;
  qty: number;
  stock: { available_qty?: number | null; limit_max_qty_in_cart?: number | null };
  size: 'small' | 'middle' | 'large';
  onChange: (delta: 1 | -1) => void;
}

export default function QtyStepper({ title, qty, stock, size, onChange }: QtyStepperProps) {
  const plus = plusState(stock, qty);
  const plusButton = (
    <Button
      size={size}
      className="add-to-cart-step"
      disabled={plus.disabled}
      onClick={() => onChange(1)}
      aria-label={t('cart.oneMore', { title })}
    >
      +
    </Button>
  );
  return (
    <>
      <Button
        size={size}
        className="add-to-cart-step"
        onClick={() => onChange(-1)}
        aria-label={t('cart.oneLess', { title })}
      >
        −
      </Button>
      <span className="add-to-cart-qty" aria-live="polite" aria-label={t('cart.quantity', { qty })}>
        {qty}
      </span>
      {plus.tooltip ? <LimitTooltip title={plus.tooltip}>{plusButton}</LimitTooltip> : plusButton}
    </>
  );
}
