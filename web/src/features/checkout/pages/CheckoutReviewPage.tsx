// /checkout/review (shopping.md §2 Review, §5, §8): the cart lines checkout cannot take — 'Sold Out'
// (available_qty below 1) or 'Low Stock' (fewer available than in the cart) — and 'Update Cart',
// which removes or lowers them (removeUnavailableItemsFromCart) and goes back to /checkout.
// None: 'No items to review' with 'Go Back'. A failed update: 'Query Error!'.
import { useState } from 'react';
import { Alert, Button, List, Skeleton } from 'antd';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/session';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useToast } from '../../../shared/ui/toast';
import { cartSession, cartStore, removeUnavailableItems, unavailableLines, UnavailableList, useCart } from '../../cart';
import { t } from '../texts';

export const REVIEW_FAILED = t('checkout.review.failed');

function ReviewSkeleton() {
  return (
    <div className="narrow-page" role="status" aria-label={t('checkout.review.loading')}>
      <Skeleton.Input active style={{ width: 200, marginBottom: 16 }} />
      <List
        dataSource={[0, 1, 2]}
        renderItem={(i) => (
          <List.Item key={i}>
            <Skeleton avatar active paragraph={{ rows: 1 }} />
          </List.Item>
        )}
      />
    </div>
  );
}

export default function CheckoutReviewPage() {
  useDocumentTitle(t('checkout.review.docTitle'));
  const { user } = useAuth();
  const { cart, synced } = useCart();
  const navigate = useNavigate();
  const toast = useToast();
  const [updating, setUpdating] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!user) return <Navigate to={`/user/sign-in?redirect=${encodeURIComponent('/checkout/review')}`} replace />;
  if (!synced) return <ReviewSkeleton />;

  const lines = unavailableLines(cart);
  if (lines.length === 0) {
    return (
      <div className="narrow-page review-page">
        <h1>{t('checkout.review.nothing')}</h1>
        <Link to="/checkout">{t('checkout.review.goBack')}</Link>
      </div>
    );
  }

  const update = async () => {
    const client = cartSession.client;
    if (!client || !cart?._id) return;
    setUpdating(true);
    setFailed(false);
    const answer = await removeUnavailableItems(client, cart._id);
    setUpdating(false);
    if (answer.kind === 'ok' && !answer.message) {
      cartStore.applyServerCart(answer.cart);
      void navigate('/checkout');
      return;
    }
    if (answer.kind === 'ok' || answer.kind === 'server-error') void toast.error(answer.message ?? REVIEW_FAILED);
    setFailed(true);
  };

  return (
    <div className="narrow-page review-page">
      <h1>{t('checkout.review.missing')}</h1>
      {failed ? <Alert type="error" showIcon title={REVIEW_FAILED} className="review-alert" /> : null}
      <UnavailableList lines={lines} label={t('checkout.review.missing')} />
      <Button type="primary" size="large" loading={updating} onClick={() => void update()}>
        {t('checkout.review.update')}
      </Button>
    </div>
  );
}
