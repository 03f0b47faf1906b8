// Step 2 'Address & Time Slot' (shopping.md §2): the address selector, the slot grid and 'Continue to
// Checkout', enabled only when both are chosen.
import { useCallback } from 'react';
import { Button } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { AddressSelector } from '../address/AddressSelector';
import { SlotGrid } from '../slots/SlotGrid';
import { draftStore } from '../draft/draftStore';
import type { DraftAddress, DraftTimeslot, OrderDraft } from '../draft/orderDraft';
import { t } from '../texts';

export function AddressSlotStep({
  userId,
  draft,
  onContinue,
}: {
  userId: string;
  draft: OrderDraft;
  onContinue: () => void;
}) {
  const selectAddress = useCallback(
    (address: DraftAddress | null) => draftStore.dispatch({ type: 'selectAddress', address }),
    [],
  );
  const selectTimeslot = useCallback(
    (timeslot: DraftTimeslot | null) => draftStore.dispatch({ type: 'selectTimeslot', timeslot }),
    [],
  );
  return (
    <div className="checkout-step">
      <AddressSelector userId={userId} selected={draft.address} onSelect={selectAddress} />
      <section className="checkout-slots" aria-label={t('checkout.slotSection')}>
        <h2 className="checkout-block-title">
          <ClockCircleOutlined aria-hidden="true" /> {t('checkout.slotTitle')}
        </h2>
        <SlotGrid selected={draft.timeslot} onSelect={selectTimeslot} />
      </section>
      <div className="checkout-actions">
        <Button type="primary" size="large" disabled={!draft.address || !draft.timeslot} onClick={onContinue}>
          {t('checkout.continue')}
        </Button>
      </div>
    </div>
  );
}
