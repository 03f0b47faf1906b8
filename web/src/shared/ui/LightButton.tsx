// A button for the parts of the page that paint first (header, home page, product cards, error
// pages): antd's Button look (our theme's colours, sizes and radius) in a native <button> (or <a>
// with href), so the home route loads no antd code (docs/decisions.md). Screens that load later
// keep antd's Button.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './lightButton.css';

export interface LightButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default' | 'text';
  size?: 'small' | 'middle' | 'large';
  /** Full width. */
  block?: boolean;
  /** Primary colour as text and border on a clear background. */
  ghost?: boolean;
  /** Shows a spinner and ignores clicks meanwhile. */
  loading?: boolean;
  icon?: ReactNode;
  /** Renders a link that looks like the button. */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

const SIZE_CLASS = { small: ' light-btn-sm', middle: '', large: ' light-btn-lg' };

export function LightButton({
  type = 'default',
  size = 'middle',
  block = false,
  ghost = false,
  loading = false,
  icon,
  href,
  className,
  children,
  onClick,
  ref,
  ...rest
}: LightButtonProps) {
  const classes =
    `light-btn light-btn-${type}${SIZE_CLASS[size]}` +
    (block ? ' light-btn-block' : '') +
    (ghost ? ' light-btn-ghost' : '') +
    (loading ? ' is-loading' : '') +
    (icon && !children ? ' light-btn-icon-only' : '') +
    (className ? ` ${className}` : '');
  // The icon, each text and each element are flex items apart by the gap, as in antd's Button.
  const inner = (
    <>
      {loading ? <span className="light-btn-spinner" aria-hidden="true" /> : icon}
      {children}
    </>
  );
  if (href !== undefined) {
    return (
      <a className={classes} href={href}>
        {inner}
      </a>
    );
  }
  return (
    <button
      ref={ref}
      type="button"
      className={classes}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {inner}
    </button>
  );
}
