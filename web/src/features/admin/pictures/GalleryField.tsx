// Several catalogue pictures in order (a product's gallery): 'Add picture' uploads one more at the end, each
// picture has 'Move left', 'Move right' and 'Remove' buttons (buttons, not dragging, so a keyboard and a
// phone can reorder). Controlled like PictureField: onChange gets the whole new list and the parent saves it.
import { Button } from 'antd';
import { usePictureUpload } from './usePictureUpload';
import { MAX_GALLERY, moved, type PictureValue } from './pictureValue';
import { PictureError } from './PictureError';
import { t } from './texts';

interface Props {
  label: string;
  value: readonly PictureValue[];
  onChange: (value: PictureValue[]) => void;
  busy?: boolean;
  error?: string | null;
}

export function GalleryField({ label, value, onChange, busy = false, error }: Props) {
  const upload = usePictureUpload((picture) => onChange([...value, picture]));
  const problem = upload.error ?? error;
  const working = busy || upload.uploading;
  const full = value.length >= MAX_GALLERY;
  const count = value.length;
  return (
    <fieldset className="admin-picture-field">
      <legend>{label}</legend>
      {count === 0 ? <p className="admin-muted">{t('admin.pictures.emptyGallery')}</p> : null}
      <ol className="admin-gallery-list">
        {value.map((picture, index) => {
          const n = index + 1;
          return (
            <li key={`${picture.ref}-${index}`} className="admin-gallery-item">
              <img
                src={picture.thumb}
                alt={t('admin.pictures.galleryN', { n, count })}
                className="admin-product-picture"
              />
              <div className="admin-gallery-buttons">
                <Button
                  aria-label={t('admin.pictures.moveLeftN', { n })}
                  disabled={working || index === 0}
                  onClick={() => onChange(moved(value, index, -1))}
                >
                  {t('admin.pictures.moveLeft')}
                </Button>
                <Button
                  aria-label={t('admin.pictures.moveRightN', { n })}
                  disabled={working || index === count - 1}
                  onClick={() => onChange(moved(value, index, 1))}
                >
                  {t('admin.pictures.moveRight')}
                </Button>
                <Button
                  aria-label={t('admin.pictures.removeN', { n })}
                  disabled={working}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('admin.pictures.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <input {...upload.inputProps} aria-label={t('admin.pictures.add')} />
      <Button size="large" onClick={upload.choose} loading={upload.uploading} disabled={working || full}>
        {t('admin.pictures.add')}
      </Button>
      {full ? <p className="admin-muted">{t('admin.pictures.galleryFull', { max: MAX_GALLERY })}</p> : null}
      <PictureError message={problem} />
    </fieldset>
  );
}
