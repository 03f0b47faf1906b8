// antd's message holder, loaded by toast.tsx with the first toast; it hands its API back once mounted.
import { useEffect } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

export default function ToastHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
