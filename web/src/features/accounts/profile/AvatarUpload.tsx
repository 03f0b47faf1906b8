// The profile picture: one .png/.jpg/.jpeg through the image upload, then saved on the user
// before 'Upload complete' shows (the server deletes the picture it replaces). Removing it deletes the upload, which also
// clears the avatar on the user.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { EditUserDocument, type EditUserMutation } from './profile.generated';
import { ImageUpload } from '../../../shared/forms/ImageUpload';
import { assetFromUrls, type UploadedAsset } from '../../../shared/forms/upload';
import { useToast } from '../../../shared/ui/toast';
import { clientHash } from '../clientHash';
import { editUserOutcome } from './outcomes';
import { t } from './texts';

export interface AvatarUploadProps {
  userId: string;
  avatar?: string | null;
  avatarThumb?: string | null;
  /** The saved user after a new picture, or with avatar null after its removal. */
  onSaved: (user: { avatar?: string | null; avatar_thumb?: string | null }) => void;
}

export function AvatarUpload({ userId, avatar, avatarThumb, onSaved }: AvatarUploadProps) {
  const toast = useToast();
  const [editUser] = useMutation(EditUserDocument);
  const [assets, setAssets] = useState<UploadedAsset[]>(() => (avatar ? [assetFromUrls(avatar, avatarThumb)] : []));

  // False when the new picture could not be saved (the upload then says nothing more).
  const save = async (next: UploadedAsset[]): Promise<boolean> => {
    const previous = assets;
    setAssets(next);
    const asset = next[0];
    if (!asset) {
      onSaved({ avatar: null, avatar_thumb: null }); // deleteUpload cleared it on the server
      return true;
    }
    let answer: { data?: EditUserMutation | null; error?: unknown };
    try {
      answer = await editUser({
        variables: { input: { _id: userId, avatar: asset.srcUrl, avatar_thumb: asset.thumbUrl, hash: clientHash() } },
      });
    } catch (error) {
      answer = { error };
    }
    const saved = editUserOutcome(answer);
    if (!saved.ok) {
      setAssets(previous);
      void toast.error(saved.message);
      return false;
    }
    onSaved(saved.value);
    return true;
  };

  return (
    <ImageUpload
      className="avatar-upload"
      galleryType="picture-card"
      value={assets}
      onChange={save}
      uploadLabel={t('accounts.profile.uploadAvatar')}
      removeLabel={t('accounts.profile.removeAvatar')}
    />
  );
}
