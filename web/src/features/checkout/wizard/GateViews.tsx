// The screens checkout shows instead of the wizard (shopping.md §2 routing rules).
import { Button, Card, Empty, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { PhoneVerification, useMarkPhoneConfirmed } from '../../accounts';
import { cartStore, useCart } from '../../cart';
import { t } from '../texts';

export const CHECKOUT_MESSAGES = {
  empty: t('checkout.empty'),
  invalidStatus: t('checkout.invalidStatus'),
  orderError: t('checkout.orderError'),
  minimum: (currency: string, amount: number) => t('checkout.minimum', { currency, amount }),
  maximum: (currency: string, amount: number) => t('checkout.maximum', { currency, amount }),
} as const;

export function InvalidStatusView() {
  return <Result status="error" title={CHECKOUT_MESSAGES.invalidStatus} />;
}

export function EmptyCartView() {
  const navigate = useNavigate();
  return (
    <Card className="narrow-card">
      <Empty description={CHECKOUT_MESSAGES.empty}>
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('checkout.continueShopping')}
        </Button>
      </Empty>
    </Card>
  );
}

/** 'Order Error' with the order limit the cart is outside of: shop for more, or take some out. */
export function OrderLimitView({ message, action }: { message: string; action: 'shop' | 'cart' }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={CHECKOUT_MESSAGES.orderError}
      subTitle={message}
      extra={
        action === 'shop' ? (
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('checkout.continueShopping')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => cartStore.openDrawer()}>
            {t('checkout.editCart')}
          </Button>
        )
      }
    />
  );
}

/** Signed in but the server cart has not arrived yet: wait for it, or ask again. */
export function CartSyncView() {
  const { loading, refetch } = useCart();
  return (
    <Card className="narrow-card checkout-sync" role="status" aria-label={t('checkout.syncing')}>
      <Spin spinning={loading} />
      <p>{t('checkout.syncingText')}</p>
      {!loading ? <Button onClick={() => void refetch()}>{t('checkout.tryAgain')}</Button> : null}
    </Card>
  );
}

/** An unconfirmed phone is confirmed here first; checkout then carries on at /checkout. */
export function PhoneConfirmView() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const markConfirmed = useMarkPhoneConfirmed();
  if (!user) return null;
  return (
    <Card className="narrow-card" title={t('checkout.confirmAccount')}>
      <PhoneVerification
        user={user}
        sendOnOpen
        onVerified={(confirmed) => {
          markConfirmed(confirmed);
          void navigate('/checkout', { replace: true });
        }}
      />
    </Card>
  );
}
