// The purchase-limit tooltip over the disabled plus button. Plain markup and CSS (addToCart.css)
// rather than antd's Tooltip, which would add a chunk to every product card's code path. A
// disabled button takes no hover or focus, so the wrapper does, and the button is described by
// the tip for screen readers.
import { cloneElement, useId, type ReactElement } from 'react';

export function LimitTooltip({
  title,
  children,
}: {
  title: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
}) {
  const id = useId();
  return (
    <span className="limit-tip" tabIndex={0}>
      {cloneElement(children, { 'aria-describedby': id })}
      <span role="tooltip" id={id} className="limit-tip-text">
        {title}
      </span>
    </span>
  );
}
