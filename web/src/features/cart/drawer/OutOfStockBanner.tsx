// '{n} item(s) out of stock' with 'review to add alternatives' and a 'Review' button (shopping.md §2, §8).
import { Alert, Button } from 'antd';
import { t } from './texts';

export function OutOfStockBanner({ count, onReview }: { count: number; onReview: () => void }) {
  return (
    <Alert
      className="cart-stock-banner"
      type="warning"
      showIcon
      title={t('cart.drawer.outOfStock', { count })}
      description={t('cart.drawer.outOfStockHint')}
      action={
        <Button size="small" onClick={onReview}>
          {t('cart.drawer.review')}
        </Button>
      }
    />
  );
}
