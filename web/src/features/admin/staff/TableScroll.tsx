// A wide table's own scroll box: on a phone a table wider than the screen scrolls inside it rather than
// the page, and the box is a named region the keyboard can focus, so it scrolls without a mouse (antd's
// own scroll box takes no focus, which axe reports as scrollable-region-focusable).
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
