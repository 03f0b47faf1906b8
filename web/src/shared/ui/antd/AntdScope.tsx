// antd's theme and writing direction around a part of the page that uses antd. The home route paints
// without antd (docs/decisions.md): each lazily loaded part that uses it (a page, a drawer, a pop-up,
// the toasts) brings this provider with its own code, so antd's runtime loads with the first of them.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { DIRECTION } from '../../i18n/language';
import { theme } from './theme';

export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} direction={DIRECTION}>
      {children}
    </ConfigProvider>
  );
}
