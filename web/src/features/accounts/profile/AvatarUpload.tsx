// The profile picture: one .png/.jpg/.jpeg through the upload action, then saved on the user.
import { useState } from 'react';
import { Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { EditUserDocument, type EditUserMutation } from './profile.generated';
import { UPLOAD_DEFAULTS, uploadAsset } from '../../../shared/forms/upload';
import { useToast } from '../../../shared/ui/toast';
import { clientHash } from '../clientHash';
import { editUserOutcome } from './outcomes';

export interface AvatarUploadProps {
  userId: string;
  avatar?: string | null;
  avatarThumb?: string | null;
  /** The saved user after a new picture. */
  onSaved: (user: { avatar?: string | null; avatar_thumb?: string | null }) => void;
}

export function AvatarUpload({ userId, avatar, avatarThumb, onSaved }: AvatarUploadProps) {
  const toast = useToast();
  const [editUser] = useMutation(EditUserDocument);
  const [files, setFiles] = useState<UploadFile[]>(() =>
    avatar ? [{ uid: 'avatar', name: 'avatar', status: 'done', url: avatar, thumbUrl: avatarThumb ?? avatar }] : [],
  );

  const upload = async (file: File) => {
    setFiles([{ uid: 'uploading', name: file.name, status: 'uploading' }]);
    const uploaded = await uploadAsset(file, { name: file.name });
    if (!uploaded.ok) {
      setFiles(avatar ? [{ uid: 'avatar', name: 'avatar', status: 'done', url: avatar, thumbUrl: avatarThumb ?? avatar }] : []);
      void toast.error(uploaded.message);
      return;
    }
    const { srcUrl, thumbUrl } = uploaded.asset;
    let answer: { data?: EditUserMutation | null; error?: unknown };
    try {
      answer = await editUser({ variables: { input: { _id: userId, avatar: srcUrl, avatar_thumb: thumbUrl, hash: clientHash() } } });
    } catch (error) {
      answer = { error };
    }
    const saved = editUserOutcome(answer);
    if (!saved.ok) {
      setFiles([]);
      void toast.error(saved.message);
      return;
    }
    setFiles([{ uid: uploaded.asset.id, name: file.name, status: 'done', url: srcUrl, thumbUrl }]);
    onSaved(saved.value);
    void toast.success(uploaded.message);
  };

  return (
    <Upload
      className="avatar-upload"
      listType="picture-card"
      accept={UPLOAD_DEFAULTS.accept}
      maxCount={UPLOAD_DEFAULTS.limit}
      fileList={files}
      showUploadList={{ showRemoveIcon: false }}
      beforeUpload={(file) => {
        void upload(file);
        return false; // we send it ourselves, with the session's headers
      }}
    >
      <button type="button" className="avatar-upload-trigger" aria-label="Upload a profile picture">
        <PlusOutlined />
      </button>
    </Upload>
  );
}
