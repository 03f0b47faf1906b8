// One banner group of the home page (top-slider, top-banner, mid-banner, bottom-banner): its pictures in
// order, each with its link and Move up / Move down / Remove; 'Add picture' uploads one through the picture
// fields' upload (a staff picture, kind=picture; a refused file's reason shows under it) and adds it last; Published or Draft; Save sends the group
// whole with the version it was read at. Links are checked here as the server checks them.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Input } from 'antd';
import { StaffSaveBannerGroupDocument, type StaffBannerGroupFieldsFragment } from './home.generated';
import { useToast } from '../../../shared/ui/toast';
import { FormProblem } from '../staff/FormProblem';
import { usePictureUpload } from '../pictures/usePictureUpload';
import {
  asStatus,
  BANNER_ITEMS_MAX,
  bannerInput,
  validBannerUrl,
  type BannerDraftItem,
  type HomeStatus,
} from './homeDraft';
import { NO_REFUSAL, saveRefusal, type SaveRefusal } from './saveProblem';
import { EntryActions } from './EntryActions';
import { EntryError } from './EntryError';
import { StatusChoice } from './StatusChoice';
import { t } from './texts';

export function BannerGroupCard({
  group,
  onReload,
}: {
  group: StaffBannerGroupFieldsFragment;
  onReload: () => Promise<unknown>;
}) {
  const key = group.key ?? '';
  const [items, setItems] = useState<BannerDraftItem[]>(() =>
    (group.items ?? []).flatMap((item) =>
      item?.id ? [{ key: item.id, id: item.id, uploadId: null, thumb: item.thumb ?? '', url: item.url ?? '' }] : [],
    ),
  );
  const [status, setStatus] = useState<HomeStatus>(asStatus(group.status));
  const [refusal, setRefusal] = useState<SaveRefusal>(NO_REFUSAL);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [save] = useMutation(StaffSaveBannerGroupDocument);
  const toast = useToast();
  const headingId = `admin-home-group-${key}`;

  const change = (next: BannerDraftItem[]) => {
    setItems(next);
    setRefusal(NO_REFUSAL);
  };

  // A new picture goes last, its link still to give.
  const upload = usePictureUpload((picture) =>
    change([...items, { key: picture.ref, id: null, uploadId: picture.ref, thumb: picture.thumb, url: '' }]),
  );

  const submit = async () => {
    setChecked(true);
    if (items.some((item) => !validBannerUrl(item.url.trim()))) return;
    setBusy(true);
    let answer;
    try {
      answer = await save({ variables: { input: bannerInput(key, group.version ?? 0, status, items) } });
    } catch (thrown) {
      answer = { data: undefined, error: thrown as Error };
    }
    setBusy(false);
    const refused = saveRefusal(answer.data?.staffSaveBannerGroup, answer.error, !!answer.data);
    if (refused) {
      setRefusal(refused);
      return;
    }
    toast.success(t('admin.home.saved'));
    await onReload();
  };

  const entryError = (index: number, url: string) =>
    refusal.entries[index] ?? (checked && !validBannerUrl(url.trim()) ? t('admin.home.linkRule') : null);

  return (
    <section className="admin-home-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{group.title}</h3>
      <p className="admin-home-hint">
        {t('admin.home.size', { width: String(group.width ?? 0), height: String(group.height ?? 0) })}
      </p>
      <FormProblem
        problem={refusal.problem}
        reloadLabel={t('admin.home.reload')}
        onReload={() => void onReload()}
        onClose={() => setRefusal(NO_REFUSAL)}
      />
      {items.length === 0 ? <p className="admin-home-hint">{t('admin.home.noPictures')}</p> : null}
      <ol className="admin-home-entries">
        {items.map((item, index) => {
          const name = t('admin.home.picture', { n: String(index + 1) });
          const inputId = `${headingId}-link-${index}`;
          const error = entryError(index, item.url);
          return (
            <li key={item.key} className="admin-home-entry">
              <img src={item.thumb} alt={name} />
              <div className="admin-home-entry-main">
                <label htmlFor={inputId}>{t('admin.home.link', { n: String(index + 1) })}</label>
                <Input
                  id={inputId}
                  value={item.url}
                  placeholder={t('admin.home.linkHint')}
                  status={error ? 'error' : undefined}
                  aria-invalid={!!error}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  autoComplete="off"
                  onChange={(e) => change(items.map((it, i) => (i === index ? { ...it, url: e.target.value } : it)))}
                />
                <EntryError id={`${inputId}-error`} message={error} />
              </div>
              <EntryActions entries={items} index={index} name={name} onChange={change} />
            </li>
          );
        })}
      </ol>
      {refusal.fields.items ? <p className="admin-home-entry-error">{refusal.fields.items}</p> : null}
      <EntryError message={upload.error} />
      <div className="admin-home-card-footer">
        <input {...upload.inputProps} aria-hidden="true" />
        <Button loading={upload.uploading} disabled={items.length >= BANNER_ITEMS_MAX} onClick={upload.choose}>
          {upload.uploading ? t('admin.home.uploading') : t('admin.home.addPicture')}
        </Button>
        {items.length >= BANNER_ITEMS_MAX ? (
          <span className="admin-home-hint">{t('admin.home.picturesFull')}</span>
        ) : null}
        <StatusChoice
          value={status}
          error={refusal.fields.status}
          onChange={(value) => {
            setStatus(value);
            setRefusal(NO_REFUSAL);
          }}
        />
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {t('admin.home.save')}
        </Button>
      </div>
    </section>
  );
}
