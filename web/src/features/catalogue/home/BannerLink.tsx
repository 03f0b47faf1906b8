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

/** The width of a banner picture's phone copy (the server's media::kPhoneWidth). */
export const PHONE_WIDTH = 800;

/**
 * Serves the half-size thumbnail to narrow screens and the phone copy (when the picture has one) to
 * phones, whose ~720 px slot would otherwise take the full picture.
 */
export function bannerSrcSet(
  img: string,
  thumb: string | null,
  width: number,
  phone: string | null = null,
): string | undefined {
  const candidates: string[] = [];
  if (thumb && thumb !== img) candidates.push(`${thumb} ${Math.round(width / 2)}w`);
  if (phone && phone !== img && phone !== thumb && width > PHONE_WIDTH) candidates.push(`${phone} ${PHONE_WIDTH}w`);
  return candidates.length > 0 ? [...candidates, `${img} ${width}w`].join(', ') : undefined;
}
