// One catalogue picture (a product's picture, a category's title or menu picture): its preview, 'Upload' (or
// 'Replace') to send a new one and 'Remove'. The field is controlled: onChange gets the new value (the
// upload's id as reference, or null) and the parent saves it; the server's refusal of a file shows under it.
import { Button, Space } from 'antd';
import { usePictureUpload } from './usePictureUpload';
import type { PictureValue } from './pictureValue';
import { PictureError } from './PictureError';
import { t } from './texts';

interface Props {
  label: string;
  value: PictureValue | null;
  onChange: (value: PictureValue | null) => void;
  /** While the parent saves. */
  busy?: boolean;
  /** The save's refusal, shown under the field. */
  error?: string | null;
}

export function PictureField({ label, value, onChange, busy = false, error }: Props) {
  const upload = usePictureUpload(onChange);
  const problem = upload.error ?? error;
  const working = busy || upload.uploading;
  return (
    <fieldset className="admin-picture-field">
      <legend>{label}</legend>
      <div className="admin-picture-field-body">
        {value ? (
          <img src={value.thumb} alt={label} className="admin-product-picture" />
        ) : (
          <span className="admin-picture-empty admin-muted">{t('admin.pictures.none')}</span>
        )}
        <Space wrap>
          <input {...upload.inputProps} aria-label={label} />
          <Button size="large" onClick={upload.choose} loading={upload.uploading} disabled={working}>
            {value ? t('admin.pictures.replace') : t('admin.pictures.upload')}
          </Button>
          {value ? (
            <Button size="large" onClick={() => onChange(null)} disabled={working}>
              {t('admin.pictures.remove')}
            </Button>
          ) : null}
        </Space>
      </div>
      <PictureError message={problem} />
    </fieldset>
  );
}
