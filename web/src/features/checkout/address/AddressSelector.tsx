// The address selector of step 2 (shopping.md §2, §4): the customer's addresses to choose from, the
// default chosen on load, a choice that leaves the list later cleared (addressChoice.ts), and 'Add
// address' in the 620-wide map dialog (the new one is appended and chosen).
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Empty, Modal, Radio, Skeleton, Tag } from 'antd';
import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { useToast } from '../../../shared/ui/toast';
import { CITIES } from '../../../shared/config';
import {
  ADDRESS_BOOK_MESSAGES,
  ADDRESS_LABELS,
  type AddressFormValue,
  AddressMapForm,
  useAddressBook,
} from '../../accounts';
import type { DraftAddress } from '../draft/orderDraft';
import { chooseAddress, sameAddress, toDraftAddress } from './addressChoice';
import { t } from '../texts';

export const ADDRESS_QUERY_ERROR = t('checkout.address.queryError');

export interface AddressSelectorProps {
  userId: string;
  selected: DraftAddress | null;
  onSelect: (address: DraftAddress | null) => void;
}

export function AddressSelector({ userId, selected, onSelect }: AddressSelectorProps) {
  const toast = useToast();
  const book = useAddressBook(userId);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);

  // The first list this screen shows is its load; any later list (live events, our own saves) is not.
  // Kept by identity so React's repeated effects in development still see the first load as such.
  const firstList = useRef<readonly unknown[] | null>(null);
  const justAdded = useRef<string | null>(null);
  useEffect(() => {
    if (!book.addresses) return;
    firstList.current ??= book.addresses;
    const firstLoad = firstList.current === book.addresses;
    const next = chooseAddress(book.addresses, selected, { firstLoad, justAdded: justAdded.current });
    if (next !== undefined && !sameAddress(selected, next)) onSelect(next);
  }, [book.addresses, selected, onSelect]);

  const toldFailure = useRef(false);
  useEffect(() => {
    if (book.loadError && !toldFailure.current) void toast.error(ADDRESS_QUERY_ERROR);
    toldFailure.current = !!book.loadError;
  }, [book.loadError, toast]);

  const add = async (value: AddressFormValue) => {
    setSaving(true);
    const outcome = await book.save(value);
    setSaving(false);
    if (!outcome.ok) {
      void toast.error(outcome.message);
      return;
    }
    void toast.success(outcome.message);
    justAdded.current = outcome.address._id;
    onSelect(toDraftAddress(outcome.address));
    setAdding(false);
  };

  return (
    <section className="address-selector" aria-label={t('checkout.address.section')}>
      <div className="checkout-block-head">
        <h2 className="checkout-block-title">
          <EnvironmentOutlined aria-hidden="true" /> {t('checkout.address.title')}
        </h2>
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('checkout.address.add')}
        </Button>
      </div>

      {book.loadError ? (
        <Alert
          type="error"
          showIcon
          title={ADDRESS_QUERY_ERROR}
          action={<Button onClick={book.reload}>{t('checkout.address.retry')}</Button>}
        />
      ) : null}
      {book.loading ? (
        <div role="status" aria-label={t('checkout.address.loading')}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ) : null}
      {book.addresses?.length === 0 ? <Empty description={ADDRESS_BOOK_MESSAGES.empty} /> : null}
      {book.addresses && book.addresses.length > 0 ? (
        <Radio.Group
          className="address-options"
          value={selected?._id ?? null}
          onChange={(e) => {
            const chosen = book.addresses?.find((a) => a._id === e.target.value);
            if (chosen) onSelect(toDraftAddress(chosen));
          }}
        >
          {book.addresses.map((a) => (
            <Radio key={a._id} value={a._id} className="address-option" data-address-id={a._id}>
              <span className="address-option-label">
                {ADDRESS_LABELS.find((l) => l.value === a.label)?.label ?? a.label}
                {Number(a.is_default ?? 0) > 0 ? <Tag color="green">{t('checkout.address.default')}</Tag> : null}
              </span>
              <span className="address-option-text">
                {a.full_address}
                {a.city ? `, ${CITIES[a.city]?.title ?? a.city}` : ''}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      ) : null}

      <Modal
        open={adding}
        width={620}
        footer={null}
        destroyOnHidden
        title={t('checkout.address.add')}
        onCancel={() => setAdding(false)}
      >
        {adding ? <AddressMapForm loading={saving} onSubmit={add} /> : null}
      </Modal>
    </section>
  );
}
