// The home page's top slider: slides side by side in a scroll-snapping track (a swipe on phones),
// dots and arrows to move, and an automatic step every few seconds unless the visitor is
// pointing at it, has focus in it, or prefers reduced motion. Plain markup keeps the home route light.
import { useCallback, useEffect, useRef, useState } from 'react';
import { BannerLink, bannerSrcSet, SLIDE_SIZES } from './BannerLink';
import { Chevron } from './Chevron';
import type { Banner } from './homeSettings';
import { t } from './texts';

export const AUTOPLAY_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function BannerSlider({ banner }: { banner: Banner }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banner.slides.length;

  const goTo = useCallback(
    (next: number) => {
      const track = trackRef.current;
      const target = ((next % count) + count) % count;
      setIndex(target);
      if (!track) return;
      const left = target * track.clientWidth;
      if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: 'smooth' });
      else track.scrollLeft = left;
    },
    [count],
  );

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') goTo(index + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, paused, index, goTo]);

  // A swipe or drag moves the track itself: follow it.
  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const at = Math.round(track.scrollLeft / track.clientWidth);
    if (at !== index && at >= 0 && at < count) setIndex(at);
  };

  return (
    <section
      className="banner-slider"
      aria-roledescription={t('catalogue.home.carousel')}
      aria-label={banner.title || t('catalogue.home.offers')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <ul className="banner-slider-track" ref={trackRef} onScroll={onScroll}>
        {banner.slides.map((slide, i) => (
          <li
            key={slide.key}
            className="banner-slide"
            aria-roledescription={t('catalogue.home.slide')}
            aria-label={t('catalogue.home.slideOf', { n: i + 1, count })}
            // Slides out of view are neither read nor reached with Tab.
            aria-hidden={i === index ? undefined : true}
            inert={i !== index}
          >
            <BannerLink
              url={slide.url}
              label={t('catalogue.home.slideLabel', {
                title: banner.title || t('catalogue.home.offer'),
                n: i + 1,
                count,
              })}
            >
              <img
                src={slide.img}
                srcSet={bannerSrcSet(slide.img, slide.thumb, banner.width, slide.phone)}
                sizes={SLIDE_SIZES}
                alt=""
                width={banner.width}
                height={banner.height}
                // The first slide is the largest picture on the page: fetch it first.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                draggable={false}
              />
            </BannerLink>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="banner-slider-arrow is-prev"
            aria-label={t('catalogue.home.previous')}
            onClick={() => goTo(index - 1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className="banner-slider-arrow is-next"
            aria-label={t('catalogue.home.next')}
            onClick={() => goTo(index + 1)}
          >
            <Chevron direction="right" />
          </button>
          <div className="banner-slider-dots">
            {banner.slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={i === index ? 'banner-slider-dot is-active' : 'banner-slider-dot'}
                aria-label={t('catalogue.home.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
