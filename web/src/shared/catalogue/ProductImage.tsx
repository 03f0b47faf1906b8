// A product picture that reserves its square before it loads (no layout shift) and loads lazily.
const THUMB_PX = 200;
const FULL_PX = 600;

export function ProductImage({
  thumb,
  full,
  alt,
  sizes = '(max-width: 1000px) 50vw, 220px',
  eager = false,
  className,
}: {
  thumb: string | null | undefined;
  full?: string | null;
  alt: string;
  sizes?: string;
  /** The first pictures on a page may load at once (they are the largest content on screen). */
  eager?: boolean;
  className?: string;
}) {
  const src = thumb || full;
  if (!src) {
    return (
      <span className={['product-image-missing', className].filter(Boolean).join(' ')} role="img" aria-label={alt}>
        🛒
      </span>
    );
  }
  // Demo thumbnails are 200 px and pictures 600 px; the browser picks what the card's width needs.
  const srcSet = thumb && full && thumb !== full ? `${thumb} ${THUMB_PX}w, ${full} ${FULL_PX}w` : undefined;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={THUMB_PX}
      height={THUMB_PX}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
