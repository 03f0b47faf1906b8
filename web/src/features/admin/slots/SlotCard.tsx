// One weekly slot on the slots page: its times, order limit and 'Open for orders' switch (closing it takes
// it off every date of the customers' grid), 'Edit', and the coming dates it is closed on, each with
// 'Open again'. The switch and 'Open again' act at once; their refusals (a stale version) show as a toast
// and the page reads the slots again.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Switch } from 'antd';
import {
  StaffSetSlotEnabledDocument,
  StaffUnblockDateDocument,
  type StaffSlotFieldsFragment,
} from '../slots.generated';
import { settle, type Outcome } from '../../../shared/graphql/requestOutcome';
import { useToast } from '../../../shared/ui/toast';
import { dayText, shopDate, slotTimes } from '../staff/consoleFormat';
import { comingBlockedDates, isWeekDay } from './slotTemplate';
import { t as adminText } from '../texts';
import { t } from './texts';

export function SlotCard({
  slot,
  onEdit,
  onChanged,
}: {
  slot: StaffSlotFieldsFragment;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const [setEnabled] = useMutation(StaffSetSlotEnabledDocument);
  const [unblock] = useMutation(StaffUnblockDateDocument);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const times = slotTimes(slot);
  const day = isWeekDay(slot.day) ? t(`admin.slots.day.${slot.day}`) : (slot.day ?? '');
  const closedOn = comingBlockedDates(slot, shopDate());

  const act = async (pending: Promise<Outcome<unknown>>, done: string) => {
    setBusy(true);
    const result = await pending;
    setBusy(false);
    if (result.kind === 'ok') toast.success(done);
    else toast.error(result.kind === 'server-error' ? result.message : adminText('admin.network'));
    onChanged();
  };

  return (
    <article className={slot.enabled ? 'admin-slot-card' : 'admin-slot-card is-closed'} aria-label={`${day} ${times}`}>
      <p className="admin-slot-time">{times}</p>
      <p className="admin-muted">{t('admin.slots.limit', { count: slot.max_order_limit ?? 0 })}</p>
      <div className="admin-slot-actions">
        <label className="admin-slot-switch">
          <Switch
            checked={!!slot.enabled}
            loading={busy}
            aria-label={t('admin.slots.openOf', { day, times })}
            onChange={(enabled) =>
              void act(
                settle(async () => {
                  const r = await setEnabled({
                    variables: { slot_id: slot._id ?? '', version: slot.version ?? 0, enabled },
                  });
                  return { value: r.data?.staffSetSlotEnabled, error: r.error, data: r.data };
                }),
                enabled ? t('admin.slots.opened') : t('admin.slots.closed'),
              )
            }
          />
          <span>{t('admin.slots.open')}</span>
        </label>
        <Button className="admin-slot-edit" aria-label={t('admin.slots.editOf', { day, times })} onClick={onEdit}>
          {t('admin.slots.edit')}
        </Button>
      </div>
      {closedOn.length > 0 ? (
        <div className="admin-slot-closed">
          <p className="admin-slot-closed-title">{t('admin.slots.closedOn')}</p>
          <ul>
            {closedOn.map((date) => (
              <li key={date}>
                <span>{dayText(date)}</span>
                <Button
                  className="admin-slot-reopen"
                  disabled={busy}
                  aria-label={t('admin.slots.openAgainOf', { date: dayText(date), times })}
                  onClick={() =>
                    void act(
                      settle(async () => {
                        const r = await unblock({ variables: { slot_id: slot._id ?? '', date } });
                        return { value: r.data?.staffUnblockDate, error: r.error, data: r.data };
                      }),
                      t('admin.slots.reopened', { date: dayText(date) }),
                    )
                  }
                >
                  {t('admin.slots.openAgain')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
