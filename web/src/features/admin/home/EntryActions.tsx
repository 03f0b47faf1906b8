// Move up / Move down / Remove for one entry of a home page card (a banner picture or a listed product),
// each button named after the entry for screen readers; the card gets the whole list back, changed.
import { Button } from 'antd';
import { moved, removedAt } from './homeDraft';
import { t } from './texts';

export function EntryActions<T>({
  entries,
  index,
  name,
  onChange,
}: {
  entries: readonly T[];
  index: number;
  name: string;
  onChange: (next: T[]) => void;
}) {
  return (
    <div className="admin-home-entry-actions">
      <Button
        disabled={index === 0}
        aria-label={t('admin.home.moveUpOf', { name })}
        onClick={() => onChange(moved(entries, index, -1))}
      >
        {t('admin.home.moveUp')}
      </Button>
      <Button
        disabled={index === entries.length - 1}
        aria-label={t('admin.home.moveDownOf', { name })}
        onClick={() => onChange(moved(entries, index, 1))}
      >
        {t('admin.home.moveDown')}
      </Button>
      <Button
        danger
        aria-label={t('admin.home.removeOf', { name })}
        onClick={() => onChange(removedAt(entries, index))}
      >
        {t('admin.home.remove')}
      </Button>
    </div>
  );
}
