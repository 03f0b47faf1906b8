// /user/order/{serial}: the order detail (filled by the orders issue).
import { Card, Col, Row, Skeleton } from 'antd';

export default function OrderDetailPage() {
  return (
    <div className="order-detail-page" role="status" aria-label="Loading order">
      <div className="chip-row">
        <Skeleton.Button active />
        <Skeleton.Button active />
      </div>
      <Row gutter={[16, 16]}>
        {Array.from({ length: 3 }, (_, i) => (
          <Col key={i} xs={24} md={8}>
            <Card>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card style={{ marginTop: 16 }}>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    </div>
  );
}
