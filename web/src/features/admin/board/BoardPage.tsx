// /admin/board: today's or tomorrow's orders by delivery slot, each slot's load against its limit,
// status chips with counts, search by serial, phone or name; live over staffOrderUpdated.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Empty, Input, Segmented, Tag } from 'antd';
import { readOutcome } from '../../../shared/graphql/requestOutcome';
import { StaffBoardDocument } from '../admin.generated';
import { shopDate } from '../staff/consoleFormat';
import { statusLabel } from '../staff/labels';
import { arrangeBoard, statusChips } from './boardView';
import { SlotColumn } from './SlotColumn';
import { useLiveBoard } from './useLiveBoard';
import { liveAlerts } from './liveAlerts';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { t } from '../texts';

type Day = 'today' | 'tomorrow';

export default function BoardPage() {
  useDocumentTitle(t('admin.menu.board'));
  const [day, setDay] = useState<Day>('today');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const date = shopDate(day === 'today' ? 0 : 1);
  const { data, error, loading, refetch } = useQuery(StaffBoardDocument, {
    variables: { dates: [date], search: search || undefined },
    notifyOnNetworkStatusChange: false,
  });
  useLiveBoard(refetch);
  const outcome = readOutcome(data?.staffOrderBoard, error, data);
  const board = outcome.kind === 'ok' ? outcome.value : null;
  const slots = arrangeBoard(board?.slots, status);

  return (
    <section className="admin-board">
      <div className="admin-toolbar">
        <h1>{t('admin.menu.board')}</h1>
        <Segmented<Day>
          size="large"
          aria-label={t('admin.board.day')}
          tabIndex={-1} // its radios are the tab stop (rc-segmented makes its frame one too)
          value={day}
          onChange={setDay}
          options={[
            { value: 'today', label: t('admin.board.today') },
            { value: 'tomorrow', label: t('admin.board.tomorrow') },
          ]}
        />
        <Input.Search
          allowClear
          size="large"
          className="admin-search"
          placeholder={t('admin.board.search')}
          aria-label={t('admin.board.search')}
          onSearch={(value) => setSearch(value.trim())}
        />
        <NotifyButton />
      </div>
      {board ? (
        <div className="admin-chips" role="group" aria-label={t('admin.board.statusFilter')}>
          <Tag.CheckableTag checked={status === null} onChange={() => setStatus(null)}>
            {t('admin.board.all')}
          </Tag.CheckableTag>
          {statusChips(board.status_counts).map((c) => (
            <Tag.CheckableTag
              key={c.status}
              checked={status === c.status}
              onChange={(on) => setStatus(on ? c.status : null)}
            >
              {t('admin.board.chip', { status: statusLabel(c.status), count: c.count })}
            </Tag.CheckableTag>
          ))}
        </div>
      ) : null}
      {outcome.kind === 'server-error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
      {outcome.kind === 'network' ? (
        <Alert
          type="error"
          showIcon
          title={t('admin.network')}
          action={<Button onClick={() => void refetch()}>{t('admin.retry')}</Button>}
        />
      ) : null}
      {board && slots.length === 0 ? <Empty description={t('admin.board.noSlots')} /> : null}
      {!board && loading ? <p>{t('admin.loading')}</p> : null}
      <div className="admin-board-columns">
        {slots.map((view) => (
          <SlotColumn key={`${view.slot.date}-${view.slot.slot_id}`} view={view} />
        ))}
      </div>
    </section>
  );
}

function NotifyButton() {
  const [on, setOn] = useState(liveAlerts.isOn);
  if (!liveAlerts.canNotify()) return null;
  return (
    <Button size="large" disabled={on} onClick={() => void liveAlerts.turnOn().then(setOn)}>
      {on ? t('admin.board.notifyOn') : t('admin.board.notify')}
    </Button>
  );
}
