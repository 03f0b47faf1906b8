// /checkout/review: the 'Missing Item(s)' list (filled by the checkout issue).
import { List, Skeleton } from 'antd';

export default function CheckoutReviewPage() {
  return (
    <div className="narrow-page" role="status" aria-label="Loading">
      <Skeleton.Input active style={{ width: 200, marginBottom: 16 }} />
      <List
        dataSource={[0, 1, 2]}
        renderItem={(i) => (
          <List.Item key={i}>
            <Skeleton avatar active paragraph={{ rows: 1 }} />
          </List.Item>
        )}
      />
    </div>
  );
}
