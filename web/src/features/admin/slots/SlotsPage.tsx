// /admin/slots (owner, manager): the weekly delivery slot template, the week as seven day columns at a desk
// and day sections on a phone, each slot a card (times, order limit, open switch, the dates it is closed
// on). 'Add slot' and 'Edit' open the slot modal; 'Close a date' closes one date for a weekday's slots or
// one of them. Another person's change (deliverySlotsUpdated) reads the slots again. 'Slot settings' leads
// to the settings page, which edits timeslot_pre_gap and timeslot_days_to_show.
import './slots.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useSubscription } from '@apollo/client/react';
import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { StaffSlotsChangedDocument, StaffSlotsDocument, type StaffSlotFieldsFragment } from '../slots.generated';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { slotsByDay, type WeekDay } from './slotTemplate';
import { SlotCard } from './SlotCard';
import { SlotModal, type SlotTarget } from './SlotModal';
import { BlockDateModal } from './BlockDateModal';
import { ReadProblem } from '../staff/ReadProblem';
import { t } from './texts';

type Editing = { id: string } | { day: WeekDay } | null;

export default function SlotsPage() {
  useDocumentTitle(t('admin.slots.title'));
  const { data, error, loading, refetch } = useQuery(StaffSlotsDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(StaffSlotsChangedDocument, { onData: () => void refetch() });
  const [editing, setEditing] = useState<Editing>(null);
  const [blocking, setBlocking] = useState(false);
  const list = data?.staffSlots;
  const slots = (list ?? []).filter((s): s is StaffSlotFieldsFragment => !!s?._id);
  const outcome = list ? ({ kind: 'ok' } as const) : readOutcome(list, error, data);
  const reload = () => void refetch();

  return (
    <section className="admin-slots">
      <div className="admin-toolbar">
        <h1>{t('admin.slots.title')}</h1>
        <Button type="primary" className="admin-add-slot" onClick={() => setEditing({ day: 'Mon' })}>
          {t('admin.slots.add')}
        </Button>
        <Button className="admin-close-date" onClick={() => setBlocking(true)}>
          {t('admin.slots.closeDate')}
        </Button>
        <Link to="/admin/settings" className="admin-link-button admin-slot-settings">
          {t('admin.slots.settings')}
        </Link>
      </div>
      <p className="admin-muted">{t('admin.slots.intro')}</p>
      <ReadProblem outcome={outcome} loading={loading} onRetry={reload} />
      {list ? (
        <div className="admin-week">
          {slotsByDay(slots).map(({ day, slots: daySlots }) => (
            <section key={day} className="admin-week-day" aria-labelledby={`slots-day-${day}`}>
              <div className="admin-week-day-head">
                <h2 id={`slots-day-${day}`}>{t(`admin.slots.day.${day}`)}</h2>
                <Button
                  className="admin-add-day-slot"
                  aria-label={t('admin.slots.addOn', { day: t(`admin.slots.day.${day}`) })}
                  icon={<PlusOutlined aria-hidden="true" />}
                  onClick={() => setEditing({ day })}
                />
              </div>
              {daySlots.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.slots.none')} />
              ) : (
                daySlots.map((slot) => (
                  <SlotCard
                    key={slot._id}
                    slot={slot}
                    onEdit={() => setEditing({ id: slot._id ?? '' })}
                    onChanged={reload}
                  />
                ))
              )}
            </section>
          ))}
        </div>
      ) : null}
      <SlotModal
        target={targetOf(editing, slots)}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
        onReload={reload}
      />
      <BlockDateModal
        open={blocking}
        slots={slots}
        onClose={() => setBlocking(false)}
        onDone={() => {
          setBlocking(false);
          reload();
        }}
      />
    </section>
  );
}

/** The slot being edited as the list now has it (after 'Reload', its newer version), or a new slot's day. */
function targetOf(editing: Editing, slots: StaffSlotFieldsFragment[]): SlotTarget | null {
  if (!editing) return null;
  if ('day' in editing) return { slot: null, day: editing.day };
  const slot = slots.find((s) => s._id === editing.id);
  return slot ? { slot } : null;
}
