// Published or Draft for a banner group or the offer, as a labelled group of two buttons.
import { Radio } from 'antd';
import { STATUSES, type HomeStatus } from './homeDraft';
import { t } from './texts';

export function StatusChoice({
  value,
  error,
  onChange,
}: {
  value: HomeStatus;
  error?: string | undefined;
  onChange: (value: HomeStatus) => void;
}) {
  return (
    <div role="group" aria-label={t('admin.home.status')}>
      <Radio.Group
        optionType="button"
        value={value}
        onChange={(e) => onChange(e.target.value as HomeStatus)}
        options={STATUSES.map((status) => ({ value: status, label: t(`admin.home.status.${status}`) }))}
      />
      {error ? <p className="admin-home-entry-error">{error}</p> : null}
    </div>
  );
}
