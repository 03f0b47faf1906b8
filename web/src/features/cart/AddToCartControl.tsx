// The add-to-cart control (shopping.md §2): 'Add' when the product is not in the cart, then
// minus / quantity / plus (QtyStepper). The control is hidden when available_qty is below 1. A
// visitor's 'Add' fills the local cart and opens the sign-in pop-up. The new quantity shows at
// once; the server's answer then wins. It sits on every product card, so only 'Add' is in the
// first bundle: the stepper and the cart calls load on use.
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithAntd } from '../../shared/ui/antd/lazyWithAntd';
import { LightButton } from '../../shared/ui/LightButton';
import { useNavigate } from 'react-router';
import { useAuth } from '../../shared/auth/session';
import { useToast } from '../../shared/ui/toast';
import { OPEN_SIGN_IN, requestPopup } from '../../shared/events';
import type { ProductCardData } from '../../shared/catalogue/product';
import { useCartLine } from './useCart';
import { cartSession, REQUEST_FAILED } from './cartStore';
import './addToCart.css';
import { t } from './texts';

const QtyStepper = lazyWithAntd(() => cartSession.load().then((m) => ({ default: m.QtyStepper })));

export interface AddToCartControlProps {
  product: ProductCardData;
  variant?: 'card' | 'detail' | 'line';
}

export function AddToCartControl({ product, variant = 'card' }: AddToCartControlProps) {
  const userId = useAuth().user?._id ?? null;
  const toast = useToast();
  const navigate = useNavigate();
  const line = useCartLine(product._id);
  const [pending, setPending] = useState<number | null>(null);
  const inFlight = useRef(0);
  // 'Add' gives way to the stepper: focus follows to it, or a keyboard user would be thrown to the
  // top of the page (the button they pressed is gone).
  const stepperRef = useRef<HTMLDivElement>(null);
  const focusStepper = useRef(false);
  const qtyNow = pending ?? line?.qty ?? 0;
  useEffect(() => {
    if (!focusStepper.current || qtyNow < 1) return;
    focusStepper.current = false;
    stepperRef.current?.focus();
  }, [qtyNow]);

  // The cart line's stock is the fresher one once the product is in the cart.
  const stock = line ?? product;
  const qty = qtyNow;
  if ((stock.available_qty ?? 0) < 1) return null;

  const change = async (delta: 1 | -1) => {
    setPending(qty + delta);
    inFlight.current += 1;
    const message = await cartSession.load().then(
      (c) => (delta > 0 ? c.addOne(product, userId) : c.removeOne(product, userId)),
      () => REQUEST_FAILED,
    );
    inFlight.current -= 1;
    if (inFlight.current === 0) setPending(null);
    if (message) void toast.error(message);
  };

  const add = () => {
    // A visitor gets the sign-in pop-up, which takes the focus itself.
    focusStepper.current = userId !== null;
    void change(1);
    if (!userId && !requestPopup(OPEN_SIGN_IN)) void navigate('/user/sign-in');
  };

  const title = product.title ?? '';
  const size = variant === 'detail' ? 'large' : variant === 'line' ? 'small' : 'middle';
  const className = `add-to-cart is-${variant}`;

  if (qty < 1) {
    return (
      <div className={className}>
        <LightButton
          type="primary"
          size={size}
          block={variant === 'card'}
          onClick={add}
          aria-label={t('cart.addLabel', { title })}
        >
          {t('cart.add')}
        </LightButton>
      </div>
    );
  }
  return (
    <div
      className={`${className} is-in-cart`}
      role="group"
      aria-label={t('cart.inCart', { title })}
      ref={stepperRef}
      tabIndex={-1}
    >
      <Suspense fallback={<span className="add-to-cart-qty">{qty}</span>}>
        <QtyStepper title={title} qty={qty} stock={stock} size={size} onChange={(d) => void change(d)} />
      </Suspense>
    </div>
  );
}
