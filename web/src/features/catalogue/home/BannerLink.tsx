// A banner picture linking where its url points: inside the app by the router, elsewhere by <a>.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BannerLink({ url, label, children }: { url: string | null; label: string; children: ReactNode }) {
  if (url && url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className="banner-link" aria-label={label}>
        {children}
      </Link>
    );
  }
  if (url && /^https?:\/\//i.test(url)) {
    return (
      <a href={url} className="banner-link" aria-label={label} rel="noopener noreferrer" target="_blank">
        {children}
      </a>
    );
  }
  return <span className="banner-link">{children}</span>;
}

/** The slider's picture width: the page's width up to its 1232 px container. */
export const SLIDE_SIZES = '(max-width: 1280px) 100vw, 1232px';

/** Serves the half-size thumbnail to narrow screens. */
export function bannerSrcSet(img: string, thumb: string | null, width: number): string | undefined {
  return thumb && thumb !== img ? `${thumb} ${Math.round(width / 2)}w, ${img} ${width}w` : undefined;
}
