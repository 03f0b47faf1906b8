// /user/re-order/{serial} (shopping.md §2 Re-order, §5, §8): the past order's items with quantities
// to adjust, Total payable, and Add To Cart — asking, when the cart already has items, whether to add
// to it or load the items as a new cart (makeReorder 'add' or 'reset'). On success: home.
import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { MakeReorderDocument, OrderForReorderDocument } from '../orders.generated';
import { useAuth } from '../../../shared/auth/session';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useToast } from '../../../shared/ui/toast';
import { formatMoney } from '../../../shared/format/money';
import { DATE_FORMATS, formatDate } from '../../../shared/format/dates';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { useCart } from '../../cart';
import { AccessDenied, InvalidUser, ORDER_MESSAGES, OrderError } from '../detail/AccessViews';
import { ReorderTable, type ReorderRow } from '../reorder/ReorderTable';
import { initialQty, orderData, REORDER_MESSAGES, reorderTotal } from '../reorder/reorderLines';
import { reorderOutcome } from '../reorder/reorderOutcome';
import '../orders.css';
import { t } from '../texts';

type Action = 'add' | 'reset';

function Reorder({ serial }: { serial: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { currency } = useSettings();
  const { totals, setCart } = useCart();
  const { data, loading, error } = useQuery(OrderForReorderDocument, {
    variables: { serial },
    fetchPolicy: 'network-only',
  });
  const [makeReorder] = useMutation(MakeReorderDocument);
  const view = data?.get_order_for_reorder;
  const items: ReorderRow[] = (view?.items ?? []).flatMap((i) => (i?._id ? [{ ...i, _id: i._id }] : []));
  const [qtys, setQtys] = useState<Map<string, number>>(new Map());
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    setQtys(new Map(items.map((i) => [i._id, initialQty(i)])));
    // Once per answer: the quantities are the customer's from then on.
  }, [view]);

  if (loading) {
    return (
      <div className="page-loader" role="status" aria-label={t('orders.loadingOrder')}>
        <Spin size="large" />
      </div>
    );
  }
  const refused = payloadText(view?.error);
  if (refused) return <OrderError message={refused} />;
  if (!view)
    return (
      <OrderError message={error ? (serverMessage(error) ?? ORDER_MESSAGES.queryError) : ORDER_MESSAGES.noRecord} />
    );

  const send = async (action: Action) => {
    setAsking(false);
    const lines = orderData(items, qtys);
    if (lines.length === 0) {
      setProblem(REORDER_MESSAGES.nothing);
      void toast.error(REORDER_MESSAGES.nothing);
      return;
    }
    setBusy(true);
    setProblem(null);
    let answer: Parameters<typeof reorderOutcome>[0];
    try {
      answer = await makeReorder({ variables: { action, orderData: lines } });
    } catch (e) {
      answer = { error: e };
    }
    setBusy(false);
    const outcome = reorderOutcome(answer);
    if (outcome.kind === 'success') {
      setCart(outcome.cart);
      void toast.success(REORDER_MESSAGES.success);
      void navigate('/');
      return;
    }
    void toast.error(outcome.message);
    if (outcome.kind === 'serverError') setProblem(outcome.message);
  };

  const addToCart = () => {
    if (orderData(items, qtys).length === 0) {
      setProblem(REORDER_MESSAGES.nothing);
      void toast.error(REORDER_MESSAGES.nothing);
      return;
    }
    if (totals.totalItems > 0) setAsking(true);
    else void send('add');
  };

  return (
    <div className="reorder-page">
      <h1 className="orders-title">{t('orders.reorderHeading', { serial })}</h1>
      <p className="order-detail-date">
        {t('orders.orderedOn', { date: formatDate(view.created_at, DATE_FORMATS.order) })}
      </p>
      {problem ? <Alert type="error" showIcon title={problem} className="orders-alert" /> : null}
      <ReorderTable
        items={items}
        qtys={qtys}
        onQty={(id, qty) => setQtys((m) => new Map(m).set(id, Math.max(0, qty)))}
      />
      <div className="reorder-footer">
        <span className="reorder-total">
          {t('orders.totalPayable', { amount: formatMoney(currency, reorderTotal(items, qtys)) })}
        </span>
        <Button type="primary" size="large" icon={<ShoppingCartOutlined />} loading={busy} onClick={addToCart}>
          {t('orders.addToCart')}
        </Button>
      </div>
      <Modal
        open={asking}
        title={t('orders.cartHasItems')}
        onCancel={() => setAsking(false)}
        footer={
          <Space wrap>
            <Button onClick={() => setAsking(false)}>{t('orders.cancel')}</Button>
            <Button onClick={() => void send('reset')}>{t('orders.loadAsNew')}</Button>
            <Button type="primary" onClick={() => void send('add')}>
              {t('orders.addToExisting')}
            </Button>
          </Space>
        }
      >
        <p>{t('orders.addOrReplace')}</p>
      </Modal>
    </div>
  );
}

export default function ReorderPage() {
  const { serial } = useParams();
  const { user } = useAuth();
  const { pathname } = useLocation();
  useDocumentTitle(t('orders.reorderTitle'));
  if (!user) return <AccessDenied here={pathname} />;
  if (!user._id) return <InvalidUser />;
  if (!serial) return <OrderError message={ORDER_MESSAGES.missingSerial} />;
  return <Reorder serial={serial} />;
}
