// '{n} item(s) out of stock' with 'review to add alternatives' and a 'Review' button (shopping.md §2, §8).
import { Alert, Button } from 'antd';

export function OutOfStockBanner({ count, onReview }: { count: number; onReview: () => void }) {
  return (
    <Alert
      className="cart-stock-banner"
      type="warning"
      showIcon
      title={`${count} item(s) out of stock`}
      description="review to add alternatives"
      action={
        <Button size="small" onClick={onReview}>
          Review
        </Button>
      }
    />
  );
}
