// Toasts ('message' in antd) for the whole app, without pulling antd's App (modal, notification).
import { createContext, useContext, type ReactNode } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

const ToastContext = createContext<MessageInstance | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage();
  return (
    <ToastContext.Provider value={api}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): MessageInstance {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
