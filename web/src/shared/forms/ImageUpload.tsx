// The spec's image upload (accounts.md §5, §7, §8, §9): .png/.jpg/.jpeg through the upload action,
// one file unless `limit` says more, shown as picture-grid, picture-card or list (any other type:
// the warning 'Invalid gallery type'). Removing a file calls the caller's onRemove (by default the
// deleteUpload mutation). The assets are controlled: value in, onChange out.
import { useRef, useState } from 'react';
import { Alert, Button, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { DeleteUploadDocument } from './upload.generated';
import {
  UPLOAD_DEFAULTS,
  UPLOAD_MESSAGES,
  deleteUploadOutcome,
  galleryListType,
  uploadAsset,
  type RemoveOutcome,
  type UploadedAsset,
} from './upload';
import { useToast } from '../ui/toast';
import './imageUpload.css';
import { t } from './texts';

export type GalleryType = 'picture-grid' | 'picture-card' | 'list';

export interface ImageUploadProps {
  /** picture-grid, picture-card (default) or list; anything else shows 'Invalid gallery type'. */
  galleryType?: GalleryType | (string & {});
  /** How many files at most (default 1; with one, a new upload replaces the file). */
  limit?: number;
  /** Accepted file types (default .png,.jpg,.jpeg). */
  accept?: string;
  /** Thumbnail box in pixels, sent to the upload action. */
  thumbSize?: number;
  value?: UploadedAsset[];
  /** The new list after an upload or a removal. After an upload it may return a promise: 'Upload
   *  complete' shows once it settles, and not at all when it resolves false (the caller refused the
   *  file and said why). */
  onChange?: (assets: UploadedAsset[]) => void | boolean | Promise<void | boolean>;
  /** Deletes an uploaded file; the default calls the deleteUpload mutation. */
  onRemove?: (asset: UploadedAsset) => Promise<RemoveOutcome>;
  /** Accessible names of the upload and remove buttons. */
  uploadLabel?: string;
  removeLabel?: string;
  className?: string;
}

const EMPTY: UploadedAsset[] = [];

function asFile(asset: UploadedAsset): UploadFile {
  const name = asset.srcUrl.slice(asset.srcUrl.lastIndexOf('/') + 1);
  return { uid: asset.id, name, status: 'done', url: asset.srcUrl, thumbUrl: asset.thumbUrl };
}

export function ImageUpload({
  galleryType = 'picture-card',
  limit = UPLOAD_DEFAULTS.limit,
  accept = UPLOAD_DEFAULTS.accept,
  thumbSize,
  value = EMPTY,
  onChange,
  onRemove,
  uploadLabel = t('shared.forms.upload.uploadLabel'),
  removeLabel = t('shared.forms.upload.removeLabel'),
  className,
}: ImageUploadProps) {
  const toast = useToast();
  const [deleteUpload] = useMutation(DeleteUploadDocument);
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  // Several files may finish at once: each adds to the latest list, not to the render's.
  const current = useRef(value);
  current.current = value;

  const listType = galleryListType(galleryType);
  if (!listType)
    return <Alert type="warning" showIcon title={UPLOAD_MESSAGES.invalidGallery} className="image-upload-invalid" />;

  const removeByDefault = async (asset: UploadedAsset): Promise<RemoveOutcome> => {
    try {
      return deleteUploadOutcome(await deleteUpload({ variables: { id: asset.id } }));
    } catch (error) {
      return deleteUploadOutcome({ error });
    }
  };

  const upload = async (file: File) => {
    const pending: UploadFile = { uid: `uploading-${file.name}-${Date.now()}`, name: file.name, status: 'uploading' };
    setUploading((list) => [...list, pending]);
    const outcome = await uploadAsset(file, { name: file.name, thumbSize });
    setUploading((list) => list.filter((f) => f.uid !== pending.uid));
    if (!outcome.ok) {
      void toast.error(outcome.message);
      return;
    }
    const next = limit <= 1 ? [outcome.asset] : [...current.current, outcome.asset].slice(0, limit);
    current.current = next;
    if ((await onChange?.(next)) === false) return;
    void toast.success(outcome.message);
  };

  const remove = async (uid: string) => {
    const asset = current.current.find((a) => a.id === uid);
    if (!asset) return;
    let outcome: RemoveOutcome;
    try {
      outcome = await (onRemove ?? removeByDefault)(asset);
    } catch {
      outcome = { ok: false, message: UPLOAD_MESSAGES.deleteFailed };
    }
    if (!outcome.ok) {
      void toast.error(outcome.message);
      return;
    }
    const next = current.current.filter((a) => a.id !== asset.id);
    current.current = next;
    void onChange?.(next);
    void toast.success(outcome.message);
  };

  // One file is replaced by the next upload; a full list of several takes no more.
  const canAdd = limit <= 1 || value.length + uploading.length < limit;
  const trigger =
    listType === 'picture-card' ? (
      <button type="button" className="image-upload-trigger" aria-label={uploadLabel}>
        <PlusOutlined />
      </button>
    ) : (
      <Button icon={<UploadOutlined />} aria-label={uploadLabel}>
        {t('shared.forms.upload.upload')}
      </Button>
    );

  return (
    <Upload
      className={['image-upload', className].filter(Boolean).join(' ')}
      listType={listType}
      accept={accept}
      multiple={limit > 1}
      fileList={[...value.map(asFile), ...uploading]}
      locale={{ removeFile: removeLabel }}
      showUploadList={{ showPreviewIcon: false, showDownloadIcon: false, showRemoveIcon: true }}
      beforeUpload={(file) => {
        void upload(file);
        return false; // we send it ourselves, with the session's headers
      }}
      onRemove={(file) => {
        void remove(file.uid);
        return false; // the list changes once the server has deleted the file
      }}
    >
      {canAdd ? trigger : null}
    </Upload>
  );
}
