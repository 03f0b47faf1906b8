// /user/order/{serial} (shopping.md §2, §5): signed-in only; 'Missing Serial', a loader, 'No record
// found' or the order's own error in an Error alert; otherwise the order, read fresh every time and
// again on each change the shop makes while the page is open (useLiveOrder).
import { Spin } from 'antd';
import { useLocation, useParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { OrderBySerialDocument } from '../orders.generated';
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { AccessDenied, InvalidUser, ORDER_MESSAGES, OrderError } from '../detail/AccessViews';
import { OrderDetail } from '../detail/OrderDetail';
import { useLiveOrder } from '../detail/useLiveOrder';
import '../orders.css';
import { t } from '../texts';

function OrderBySerial({ serial }: { serial: string }) {
  const { data, loading, error, refetch } = useQuery(OrderBySerialDocument, {
    variables: { serial },
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: false, // a live re-read keeps the order on screen (no loader)
  });
  useLiveOrder(serial, refetch);
  if (loading) {
    return (
      <div className="page-loader" role="status" aria-label={t('orders.loadingOrder')}>
        <Spin size="large" />
      </div>
    );
  }
  const order = data?.orderBySerial;
  const refused = payloadText(order?.error);
  if (refused) return <OrderError message={refused} />;
  if (!order)
    return (
      <OrderError message={error ? (serverMessage(error) ?? ORDER_MESSAGES.queryError) : ORDER_MESSAGES.noRecord} />
    );
  return <OrderDetail order={order} />;
}

export default function OrderDetailPage() {
  const { serial } = useParams();
  const { user } = useAuth();
  const { pathname } = useLocation();
  useDocumentTitle(serial ? t('orders.orderTitle', { serial }) : t('orders.orderDocTitle'));
  if (!user) return <AccessDenied here={pathname} />;
  if (!user._id) return <InvalidUser />;
  if (!serial) return <OrderError message={ORDER_MESSAGES.missingSerial} />;
  return <OrderBySerial serial={serial} />;
}
