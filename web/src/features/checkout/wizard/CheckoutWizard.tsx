// The three steps (shopping.md §2): Login; Address & Time Slot; Place Order. A signed-in customer
// starts at step 2; step 1 moves on once signed in, step 2 on Continue, Back from 3 returns to 2.
import { useEffect, useRef, useState } from 'react';
import { Card, Steps } from 'antd';
import { useAuth } from '../../../shared/auth/session';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import { useOrderDraft } from '../draft/useOrderDraft';
import { LoginStep } from './LoginStep';
import { AddressSlotStep } from './AddressSlotStep';
import { PlaceOrderStep } from './PlaceOrderStep';
import { t } from '../texts';

export const CHECKOUT_STEPS = [
  { title: t('checkout.step.login') },
  { title: t('checkout.step.addressSlot') },
  { title: t('checkout.step.placeOrder') },
];

export function CheckoutWizard() {
  const { user } = useAuth();
  const draft = useOrderDraft();
  const isMobile = useIsMobile();
  const [step, setStep] = useState(user ? 2 : 1);

  useEffect(() => {
    if (!user) setStep(1);
    else setStep((s) => (s === 1 ? 2 : s));
  }, [user]);

  // A new step replaces the button that led to it: focus moves to the step, not to the page's top.
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <div className="checkout-page">
      {/* The steps name the page for the eye; the outline needs its h1 (the blocks below are h2). */}
      <h1 className="visually-hidden">{t('checkout.checkout')}</h1>
      {/* On a phone the three steps stay in one row, titles under their numbers, so the form starts higher. */}
      <Steps
        current={step - 1}
        items={CHECKOUT_STEPS}
        className="checkout-steps"
        responsive={false}
        size={isMobile ? 'small' : 'default'}
        titlePlacement={isMobile ? 'vertical' : 'horizontal'}
      />
      <Card className="checkout-card" ref={stepRef} tabIndex={-1}>
        {step === 1 || !user ? <LoginStep /> : null}
        {step === 2 && user ? <AddressSlotStep userId={user._id} draft={draft} onContinue={() => setStep(3)} /> : null}
        {step === 3 && user ? <PlaceOrderStep userId={user._id} draft={draft} onBack={() => setStep(2)} /> : null}
      </Card>
    </div>
  );
}
