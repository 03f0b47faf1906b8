// /user/my-orders (shopping.md §2, §7): 'Orders' with the total count and the orders table, for the
// signed-in customer only.
import { useState } from 'react';
import { Alert, Badge, Button } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { OrdersListDocument } from '../orders.generated';
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { OrdersTable } from '../list/OrdersTable';
import { DEFAULT_PAGE_SIZE, firstPageVariables, pageVariables, type OrdersVariables } from '../list/ordersRequest';
import { signInPath } from '../signInPath';
import '../orders.css';
import { t } from '../texts';

export const ORDERS_QUERY_ERROR = t('orders.queryError');

function OrdersList({ userId }: { userId: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [variables, setVariables] = useState<OrdersVariables>(firstPageVariables);
  const { data, previousData, loading, error, refetch } = useQuery(OrdersListDocument, {
    variables,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.ordersQuery;
  const rows = (result?.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const problem = payloadText(result?.error) ?? (error && !data ? (serverMessage(error) ?? ORDERS_QUERY_ERROR) : null);
  const total = result?.totalCount ?? 0;

  return (
    <div className="orders-page">
      <h1 className="orders-title">
        {t('orders.ordersTitle')} <Badge count={total} showZero overflowCount={9999} color="var(--green-600)" />
      </h1>
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={problem}
          action={<Button onClick={() => void refetch()}>{t('orders.retry')}</Button>}
          className="orders-alert"
        />
      ) : null}
      <OrdersTable
        rows={rows}
        total={total}
        page={paging.page}
        pageSize={paging.pageSize}
        loading={loading}
        onPage={(page, pageSize) => {
          setPaging({ page, pageSize });
          setVariables(pageVariables(page, pageSize, userId));
        }}
      />
    </div>
  );
}

export default function MyOrdersPage() {
  useDocumentTitle(t('orders.ordersTitle'));
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user?._id) return <Navigate to={signInPath(pathname)} replace />;
  return <OrdersList userId={user._id} />;
}
