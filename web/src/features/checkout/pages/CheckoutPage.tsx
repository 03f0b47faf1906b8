// /checkout: the three-step wizard Login; Address & Time Slot; Place Order (filled by the checkout issue).
import { Card, Col, Row, Skeleton, Steps } from 'antd';

export default function CheckoutPage() {
  return (
    <div className="checkout-page" role="status" aria-label="Loading checkout">
      <Steps
        current={1}
        items={[{ title: 'Login' }, { title: 'Address & Time Slot' }, { title: 'Place Order' }]}
        className="checkout-steps"
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
          <Card style={{ marginTop: 16 }}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <Skeleton active paragraph={{ rows: 5 }} />
            <Skeleton.Button active block />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
