// /testing: a plain product list, 5 per page with a 'More' button (filled by the catalogue issue).
import { List, Skeleton } from 'antd';

export default function TestingPage() {
  return (
    <div role="status" aria-label="Loading products" className="testing-page">
      <List
        dataSource={Array.from({ length: 5 }, (_, i) => i)}
        renderItem={(i) => (
          <List.Item key={i}>
            <Skeleton avatar active paragraph={{ rows: 1 }} />
          </List.Item>
        )}
      />
    </div>
  );
}
