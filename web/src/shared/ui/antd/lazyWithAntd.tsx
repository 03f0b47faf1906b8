// React.lazy for a component that uses antd: its code and antd's theme provider (AntdScope) load
// together, in parallel, and the component renders inside the provider.
import { lazy, type ComponentProps, type ComponentType, type JSXElementConstructor } from 'react';

const loadScope = () => import('./AntdScope');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyWithAntd<C extends JSXElementConstructor<any>>(load: () => Promise<{ default: C }>) {
  return lazy(async () => {
    const [loaded, { AntdScope }] = await Promise.all([load(), loadScope()]);
    const Component = loaded.default as ComponentType<ComponentProps<C>>;
    function Scoped(props: ComponentProps<C>) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  });
}
