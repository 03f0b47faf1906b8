// The address list of the profile area (spec §2, §4): add, edit in a 620px modal with the map form,
// make default, delete; live through addressesUpdated.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Modal, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useToast } from '../../../shared/ui/toast';
import AddressMapForm from './AddressMapForm';
import { AddressCard } from './AddressCard';
import { ADDRESS_BOOK_MESSAGES } from './addressOutcomes';
import { useAddressBook } from './useAddressBook';
import type { AddressFormValue } from './types';
import type { SavedAddress } from './addressEvents';
import { t } from './texts';

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

export function toFormValue(address: SavedAddress): Partial<AddressFormValue> {
  const [lat, lng] = address.geo_point?.coordinates ?? [];
  return {
    _id: address._id,
    full_address: address.full_address ?? '',
    city: address.city ?? undefined,
    label: (address.label ?? undefined) as AddressFormValue['label'] | undefined,
    delivery_instructions: address.delivery_instructions ?? '',
    ...(typeof lat === 'number' && typeof lng === 'number'
      ? { geo_point: { type: 'Point' as const, coordinates: [lat, lng] as [number, number] } }
      : {}),
  };
}

export function AddressBook({ userId }: { userId: string }) {
  const toast = useToast();
  const book = useAddressBook(userId);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [busyId, setBusyId] = useState<string | null>(null);

  const openEdit = async (id: string) => {
    setBusyId(id);
    const found = await book.loadOne(id);
    setBusyId(null);
    if (typeof found === 'string') void toast.error(found);
    else setEditing({ kind: 'edit', address: found });
  };

  const submit = async (value: AddressFormValue) => {
    const outcome = await book.save(value);
    if (!outcome.ok) {
      void toast.error(outcome.message);
      return;
    }
    void toast.success(outcome.message);
    setEditing({ kind: 'closed' });
  };

  const act = async (id: string, action: (id: string) => Promise<string | null>) => {
    setBusyId(id);
    const problem = await action(id);
    setBusyId(null);
    if (problem) void toast.error(problem);
  };

  return (
    <div className="address-book" style={{ maxWidth: 600 }}>
      <div className="address-book-head">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add' })}>
          {t('accounts.address.add')}
        </Button>
      </div>

      {book.loadError && (
        <Alert
          type="error"
          showIcon
          title={book.loadError}
          action={<Button onClick={book.reload}>{t('accounts.address.retry')}</Button>}
          className="address-book-alert"
        />
      )}
      {book.loading && (
        <div role="status" aria-label={t('accounts.address.loading')}>
          {Array.from({ length: 2 }, (_, i) => (
            <Card key={i} style={{ marginBottom: 12 }}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      )}
      {book.addresses?.length === 0 && <Empty description={ADDRESS_BOOK_MESSAGES.empty} />}
      {book.addresses?.map((address) => (
        <AddressCard
          key={address._id}
          address={address}
          busy={busyId === address._id}
          onMakeDefault={() => void act(address._id, book.setDefault)}
          onEdit={() => void openEdit(address._id)}
          onDelete={() => act(address._id, book.deleteAddress)}
        />
      ))}

      <Modal
        open={editing.kind !== 'closed'}
        width={620}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing({ kind: 'closed' })}
      >
        {editing.kind !== 'closed' && (
          <AddressMapForm
            initialValue={editing.kind === 'edit' ? toFormValue(editing.address) : undefined}
            onSubmit={submit}
          />
        )}
      </Modal>
    </div>
  );
}
