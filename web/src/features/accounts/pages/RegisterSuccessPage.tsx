// /user/register/success: the registration-complete page (filled by the accounts issue).
import { Card, Skeleton } from 'antd';

export default function RegisterSuccessPage() {
  return (
    <Card className="narrow-card" role="status" aria-label="Loading">
      <Skeleton.Avatar active size={72} />
      <Skeleton active paragraph={{ rows: 3 }} />
      <Skeleton.Button active />
    </Card>
  );
}
