// Toasts ('message' in antd) for the whole app, without pulling antd's App (modal, notification).
// antd's message code (and the notification code and styles under it, about 7 KB gzip) loads with the
// first toast, not with the home route (docs/benchmarks.md): calls made meanwhile wait and then show.
import { createContext, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import { lazyWithAntd } from './antd/lazyWithAntd';

type ToastMethod = 'success' | 'error' | 'warning' | 'info' | 'loading' | 'open' | 'destroy';

/** antd's message methods; every caller ignores what they return, so they return nothing here. */
export type Toast = { [M in ToastMethod]: (...args: Parameters<MessageInstance[M]>) => void };

const ToastContext = createContext<Toast | null>(null);

const ToastHolder = lazyWithAntd(() => import('./ToastHolder'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const api = useRef<MessageInstance | null>(null);
  const waiting = useRef<((api: MessageInstance) => void)[]>([]);

  const toast = useMemo(() => {
    const call =
      <M extends ToastMethod>(method: M) =>
      (...args: Parameters<MessageInstance[M]>) => {
        const show = (ready: MessageInstance) => (ready[method] as (...a: typeof args) => unknown)(...args);
        if (api.current) return void show(api.current);
        waiting.current.push(show);
        setWanted(true);
      };
    return {
      success: call('success'),
      error: call('error'),
      warning: call('warning'),
      info: call('info'),
      loading: call('loading'),
      open: call('open'),
      destroy: call('destroy'),
    };
  }, []);

  const onReady = useCallback((ready: MessageInstance) => {
    api.current = ready;
    const calls = waiting.current.splice(0);
    for (const show of calls) show(ready);
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {wanted ? (
        <Suspense fallback={null}>
          <ToastHolder onReady={onReady} />
        </Suspense>
      ) : null}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it');
  return api;
}
