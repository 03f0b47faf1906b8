// The home page's code and data start loading with the app (issue 19): when the app opens on '/', the
// page's chunk and its page-settings query go out beside the settings query instead of after it (the
// settings gate, then the lazy route, then the query, each waited for the one before). The page's first
// read then takes that answer from the cache (or joins it in flight); later visits read fresh. The
// slider's first picture is preloaded as soon as the answer names it.
import type { ApolloClient } from '@apollo/client';
import { HomePageSettingsDocument } from './homePage.generated';
import { BANNER_KEYS, bannerByKey, HOME_PAGE_KEY, type Banner } from './homeSettings';
import { bannerSrcSet, SLIDE_SIZES } from './BannerLink';

type HomePageModule = typeof import('../pages/HomePage');

let loadedModule: HomePageModule | null = null;

/** The home page's code; once it has arrived, loadedHomePage() has it without waiting (HomeRoute). */
export const loadHomePage = () =>
  import('../pages/HomePage').then((module) => {
    loadedModule = module;
    return module;
  });

/** The home page's component when its code has already arrived (preloaded with the app), else null. */
export function loadedHomePage(): HomePageModule['default'] | null {
  return loadedModule?.default ?? null;
}

let preloadUnread = false;

export function preloadHomePage(client: ApolloClient): void {
  void loadHomePage();
  preloadUnread = true;
  client
    .query({ query: HomePageSettingsDocument, variables: { key: HOME_PAGE_KEY } })
    .then(({ data }) => preloadFirstSlide(bannerByKey(data?.pageSettingByKey, BANNER_KEYS.slider)))
    // A failure is the page's to show: its own read asks again (nothing is cached).
    .catch(() => undefined);
}

/**
 * The slider's first picture is the page's largest content: it is asked for as soon as its address is
 * known, not once the page has drawn (with the same srcset and sizes as the slide, so the slide reuses it).
 */
function preloadFirstSlide(slider: Banner | null): void {
  const first = slider?.slides[0];
  if (!slider || !first) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.img;
  const srcSet = bannerSrcSet(first.img, first.thumb, slider.width, first.phone);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = SLIDE_SIZES;
  }
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/** 'cache-first' for the page's first read after a preload, 'network-only' (the app's default) otherwise. */
export function homeFetchPolicy(): 'cache-first' | 'network-only' {
  return preloadUnread ? 'cache-first' : 'network-only';
}

/** The page has read once: later reads go to the server. */
export function markHomeRead(): void {
  preloadUnread = false;
}
