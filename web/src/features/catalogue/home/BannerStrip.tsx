// A banner group shown as it is: one wide picture, or several side by side (one per row on phones).
import { BannerLink, bannerSrcSet } from './BannerLink';
import type { Banner } from './homeSettings';
import { t } from './texts';

export function BannerStrip({ banner, className }: { banner: Banner; className?: string }) {
  const count = banner.slides.length;
  return (
    <section
      className={['banner-strip', count > 1 ? 'is-multi' : '', className].filter(Boolean).join(' ')}
      aria-label={banner.title || t('catalogue.home.offers')}
    >
      {banner.slides.map((slide, i) => (
        <BannerLink
          key={slide.key}
          url={slide.url}
          label={
            count > 1 ? t('catalogue.home.slideLabel', { title: banner.title ?? '', n: i + 1, count }) : banner.title
          }
        >
          <img
            src={slide.img}
            srcSet={bannerSrcSet(slide.img, slide.thumb, banner.width, slide.phone)}
            sizes={count > 1 ? '(max-width: 1000px) 100vw, 616px' : '(max-width: 1280px) 100vw, 1232px'}
            alt=""
            width={banner.width}
            height={banner.height}
            loading="lazy"
            decoding="async"
          />
        </BannerLink>
      ))}
    </section>
  );
}
