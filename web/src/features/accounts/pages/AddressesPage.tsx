// /user/profile/addresses: the saved delivery addresses (filled by the accounts issue).
import { Card, Skeleton } from 'antd';

export default function AddressesPage() {
  return (
    <div className="account-page" style={{ maxWidth: 600 }} role="status" aria-label="Loading addresses">
      <Skeleton.Input active style={{ width: 200, marginBottom: 16 }} />
      {Array.from({ length: 3 }, (_, i) => (
        <Card key={i} style={{ marginBottom: 12 }}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </div>
  );
}
