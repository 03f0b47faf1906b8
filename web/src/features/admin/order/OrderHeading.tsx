// The order page's title: where focus is parked after a change took away the control that had it (the
// order's version changes with every change), and where a keyboard user lands on opening the order.
import type { ReactNode } from 'react';
import { useParkFocus } from '../staff/parkedFocus';

export function OrderHeading({ version, children }: { version: number | null | undefined; children: ReactNode }) {
  const ref = useParkFocus<HTMLHeadingElement>(version);
  return (
    <h1 ref={ref} tabIndex={-1} data-focus-park>
      {children}
    </h1>
  );
}
