// The app's UI providers for jsdom tests (antd's theme around everything, as the lazy parts have it), with antd's CSS-in-JS kept out of the document. jsdom
// matches every stylesheet rule on each getComputedStyle call, and role queries call it for every
// ancestor of every candidate: with antd's ~160 KB of rules one getByRole took a second and a
// checkout test 15-20 s. Hidden still means hidden: the hidden attribute and inline styles count.
import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { UiProviders } from '../app/AppProviders';
import { AntdScope } from '../shared/ui/antd/AntdScope';

export function TestUiProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <AntdScope>
        <UiProviders>{children}</UiProviders>
      </AntdScope>
    </StyleProvider>
  );
}
