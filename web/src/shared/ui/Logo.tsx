import { Link } from 'react-router';
import { useSettings } from '../settings/storeSettings';
import { t } from './texts';

/** The basket mark with the store's name; inside a router it can link home. */
export function Logo({ size = 36, withName = true, to }: { size?: number; withName?: boolean; to?: string }) {
  const { app_name } = useSettings();
  const name = app_name || t('shared.ui.storeName');
  const mark = (
    <span className="logo" style={{ fontSize: Math.round(size * 0.62) }}>
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#23903f" />
        <path d="M14 26h36l-4 24a4 4 0 0 1-4 3H22a4 4 0 0 1-4-3z" fill="#fff" />
        <path d="M24 26l6-12M40 26l-6-12" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <path d="M32 33c6-6 12-4 12-4s0 8-8 10c-3 1-4 0-4-6z" fill="#8bd17c" />
      </svg>
      {withName ? <span className="logo-name">{name}</span> : <span className="visually-hidden">{name}</span>}
    </span>
  );
  if (!to) return mark;
  return (
    <Link to={to} className="logo-link" aria-label={t('shared.ui.homeLink', { name })}>
      {mark}
    </Link>
  );
}
