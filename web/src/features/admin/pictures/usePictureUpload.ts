// The upload behind the picture fields: a hidden file input (accept image/*) opened by a button, the upload
// with kind=picture, and the server's refusal text (a non-picture: 'Only PNG and JPEG images can be uploaded').
import { useRef, useState } from 'react';
import { uploadedPicture, uploadPicture, type PictureValue } from './pictureValue';

export function usePictureUpload(onUploaded: (picture: PictureValue) => void) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = () => input.current?.click();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    const outcome = await uploadPicture(file);
    setUploading(false);
    if (input.current) input.current.value = '';
    if (!outcome.ok) return setError(outcome.message);
    onUploaded(uploadedPicture(outcome.asset));
  };
  const inputProps = {
    ref: input,
    type: 'file' as const,
    accept: 'image/*',
    className: 'visually-hidden',
    tabIndex: -1,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => void onFile(e.target.files?.[0]),
  };
  return { choose, uploading, error, setError, inputProps };
}
