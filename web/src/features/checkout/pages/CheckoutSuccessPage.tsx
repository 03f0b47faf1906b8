// /checkout/success: the order confirmation (filled by the checkout issue).
import { Card, Skeleton } from 'antd';

export default function CheckoutSuccessPage() {
  return (
    <Card className="narrow-card" role="status" aria-label="Loading">
      <Skeleton.Avatar active size={72} />
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2 }} />
      <Skeleton.Button active />
    </Card>
  );
}
