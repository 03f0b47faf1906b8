// /checkout (shopping.md §2 routing rules): a visitor signs in first; a leftover draft status is
// flushed on entry; 'success' goes to the success page and any other status is impossible; an
// unconfirmed phone, an unsynced or empty cart and the minimum (and maximum) order come before the wizard.
import { useLayoutEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { PageSkeleton } from '../../../shared/ui/skeletons';
import { aboveMaximumOrder, belowMinimumOrder, useCart } from '../../cart';
import { draftStore } from '../draft/draftStore';
import { useOrderDraft } from '../draft/useOrderDraft';
import { CheckoutWizard } from '../wizard/CheckoutWizard';
import {
  CartSyncView,
  CHECKOUT_MESSAGES,
  EmptyCartView,
  InvalidStatusView,
  OrderLimitView,
  PhoneConfirmView,
} from '../wizard/GateViews';
import '../checkout.css';
import { t } from '../texts';

export const SIGN_IN_FOR_CHECKOUT = `/user/sign-in?redirect=${encodeURIComponent('/checkout')}`;

/**
 * Flushes a draft left with a status by an earlier visit, before the first paint. The cart is not
 * emptied here: the server emptied it at placement, and anything added since is real.
 */
function useEntryFlush(): boolean {
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (draftStore.get().status) draftStore.dispatch({ type: 'flush' });
    setReady(true);
  }, []);
  return ready;
}

export default function CheckoutPage() {
  useDocumentTitle(t('checkout.checkout'));
  const { user } = useAuth();
  const settings = useSettings();
  const draft = useOrderDraft();
  const { synced, totals } = useCart();
  const ready = useEntryFlush();

  if (!user) return <Navigate to={SIGN_IN_FOR_CHECKOUT} replace />;
  if (!ready) return <PageSkeleton />;
  if (draft.status === 'success') return <Navigate to="/checkout/success" replace />;
  if (draft.status) return <InvalidStatusView />;
  if ((user.phone_confirmed ?? 0) < 1) return <PhoneConfirmView />;
  if (!synced) return <CartSyncView />;
  if (totals.totalItems < 1) return <EmptyCartView />;
  if (belowMinimumOrder(settings.min_order_amount, totals)) {
    return (
      <OrderLimitView message={CHECKOUT_MESSAGES.minimum(settings.currency, settings.min_order_amount)} action="shop" />
    );
  }
  if (aboveMaximumOrder(settings.max_order_amount, totals)) {
    return (
      <OrderLimitView message={CHECKOUT_MESSAGES.maximum(settings.currency, settings.max_order_amount)} action="cart" />
    );
  }
  return <CheckoutWizard />;
}
