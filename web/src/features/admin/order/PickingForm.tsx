// The picking view (phone first): the order's lines by category, each with picture, title, barcode, the
// ordered quantity, a stepper for the picked quantity and a 'Not found' switch; 'Save' records them all.
import { useState } from 'react';
import { Button, Switch } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { initialPicks, linesByCategory, pickingInput, type OrderLine, type Pick, type Picks } from './pickingLines';
import type { StaffOrderView } from '../staff/orderMutation';
import { useParkFocus } from '../staff/parkedFocus';
import { t } from '../texts';

export interface PickingFormProps {
  order: StaffOrderView;
  busy: boolean;
  onSave: (lines: ReturnType<typeof pickingInput>) => void;
}

export function PickingForm({ order, busy, onSave }: PickingFormProps) {
  const [picks, setPicks] = useState<Picks>(() => initialPicks(order.lines));
  // The server's answer (a new version) resets the picks in place: the form is not remounted, so 'Save'
  // keeps focus for the next key. Starting to pick parks focus here (staff/parkedFocus).
  const [version, setVersion] = useState(order.version);
  if (version !== order.version) {
    setVersion(order.version);
    setPicks(initialPicks(order.lines));
  }
  const heading = useParkFocus<HTMLHeadingElement>(order.serial);
  const set = (id: string, change: Partial<Pick>) =>
    setPicks((all) => ({ ...all, [id]: { ...(all[id] ?? { pickedQty: 0, notFound: false }), ...change } }));

  return (
    <section className="admin-picking" aria-label={t('admin.order.picking')}>
      <h2 ref={heading} tabIndex={-1} data-focus-park>
        {t('admin.order.picking')}
      </h2>
      {linesByCategory(order.lines).map((group) => (
        <div key={group.title} className="admin-pick-group">
          <h3>{group.title || t('admin.order.noCategory')}</h3>
          <ul className="admin-pick-lines">
            {group.lines.map((line) => (
              <PickRow
                key={line.product_id}
                line={line}
                pick={picks[line.product_id ?? ''] ?? { pickedQty: 0, notFound: false }}
                onChange={(change) => set(line.product_id ?? '', change)}
              />
            ))}
          </ul>
        </div>
      ))}
      <Button type="primary" size="large" block loading={busy} onClick={() => onSave(pickingInput(picks))}>
        {t('admin.order.savePicking')}
      </Button>
    </section>
  );
}

function PickRow({ line, pick, onChange }: { line: OrderLine; pick: Pick; onChange: (c: Partial<Pick>) => void }) {
  const title = line.title ?? '';
  const ordered = line.qty ?? 0;
  return (
    <li className={pick.notFound ? 'admin-pick-line is-not-found' : 'admin-pick-line'}>
      {line.picture_thumb ? <img src={line.picture_thumb} alt="" className="admin-pick-img" /> : null}
      <div className="admin-pick-text">
        <strong>{title}</strong>
        {line.barcode ? (
          <span className="admin-muted">{t('admin.order.barcode', { barcode: line.barcode })}</span>
        ) : null}
        <span>{t('admin.order.ordered', { qty: ordered })}</span>
      </div>
      <div className="admin-pick-controls">
        <div className="admin-stepper" role="group" aria-label={t('admin.order.pickedOf', { title })}>
          <Button
            size="large"
            icon={<MinusOutlined />}
            aria-label={t('admin.order.fewer', { title })}
            disabled={pick.notFound || pick.pickedQty <= 0}
            onClick={() => onChange({ pickedQty: pick.pickedQty - 1 })}
          />
          <output aria-label={t('admin.order.pickedQty', { title })}>{pick.notFound ? 0 : pick.pickedQty}</output>
          <Button
            size="large"
            icon={<PlusOutlined />}
            aria-label={t('admin.order.more', { title })}
            disabled={pick.notFound || pick.pickedQty >= ordered}
            onClick={() => onChange({ pickedQty: pick.pickedQty + 1 })}
          />
        </div>
        <label className="admin-not-found">
          <Switch
            checked={pick.notFound}
            onChange={(notFound) => onChange({ notFound })}
            aria-label={t('admin.order.notFoundOf', { title })}
          />
          <span>{t('admin.order.notFound')}</span>
        </label>
      </div>
    </li>
  );
}
