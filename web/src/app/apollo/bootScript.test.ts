// The boot script (web/scripts/startupQueries.mjs) in the page: a visitor's start-up answers left for
// the app, the home page's chunks and the slider's first picture preloaded as the app would ask for them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript, startupQueryList } from '../../../scripts/startupQueries.mjs';
import { bannerSrcSet, PHONE_WIDTH, SLIDE_SIZES } from '../../features/catalogue/home/BannerLink';
import { sessionStore } from '../../shared/auth/sessionStore';

const HOME_ANSWER = {
  data: {
    pageSettingByKey: {
      banners: [
        { key: 'top-banner', banner: { width: 1200, items: [{ img: '/media/banners/top.jpg', thumb: null }] } },
        {
          key: 'top-slider',
          banner: {
            width: 1232,
            items: [
              { img: '/media/banners/s1.jpg', thumb: '/media/banners/thumbs/s1.jpg', img_phone: null },
              { img: '/media/banners/s2.jpg', thumb: '/media/banners/thumbs/s2.jpg' },
            ],
          },
        },
      ],
    },
  },
};

/** The same answer with the first slide's phone copy named (a slide stored since issue 19). */
const HOME_ANSWER_WITH_PHONE = {
  data: {
    pageSettingByKey: {
      banners: HOME_ANSWER.data.pageSettingByKey.banners.map((b) =>
        b.key === 'top-slider'
          ? {
              ...b,
              banner: {
                ...b.banner,
                items: b.banner.items.map((item, i) =>
                  i === 0 ? { ...item, img_phone: '/media/banners/s1-phone.jpg' } : item,
                ),
              },
            }
          : b,
      ),
    },
  },
};

function runBoot(homeAnswer: unknown = HOME_ANSWER) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(init.body as string) as { operationName: string };
      asked.push(operationName);
      const body = operationName === 'HomePageSettings' ? homeAnswer : { data: { settings_str: '{}' } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  const pages = { '/': { js: ['assets/HomePage-x.js'], css: ['assets/ProductCard-x.css'] } };
  new Function(bootScript(startupQueryList(), pages))();
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.karyanaStartup;
  sessionStore.setTokens(null, null);
  document.head.innerHTML = '';
});

describe('boot script', () => {
  it("sends a visitor's start-up queries on '/' and preloads the home chunks and the first slide", async () => {
    expect(window.location.pathname).toBe('/');
    expect(runBoot()).toEqual(['Settings', 'HomePageSettings']);
    expect(await window.karyanaStartup?.HomePageSettings?.answer).toEqual(HOME_ANSWER);
    expect(document.head.querySelector('link[rel=modulepreload]')).toHaveAttribute('href', '/assets/HomePage-x.js');
    expect(document.head.querySelector('link[rel=preload][as=style]')).toHaveAttribute(
      'href',
      '/assets/ProductCard-x.css',
    );

    await vi.waitFor(() => expect(document.head.querySelector('link[as=image]')).not.toBeNull());
    const slide = document.head.querySelector('link[as=image]');
    expect(slide).toHaveAttribute('href', '/media/banners/s1.jpg');
    expect(slide).toHaveAttribute(
      'imagesrcset',
      bannerSrcSet('/media/banners/s1.jpg', '/media/banners/thumbs/s1.jpg', 1232),
    );
    expect(slide).toHaveAttribute('imagesizes', SLIDE_SIZES);
    expect(slide).toHaveAttribute('fetchpriority', 'high');
  });

  it("offers the first slide's phone copy when the answer names one, as the slide does", async () => {
    expect(runBoot(HOME_ANSWER_WITH_PHONE)).toEqual(['Settings', 'HomePageSettings']);
    await vi.waitFor(() => expect(document.head.querySelector('link[as=image]')).not.toBeNull());
    const slide = document.head.querySelector('link[as=image]');
    expect(slide).toHaveAttribute('href', '/media/banners/s1.jpg');
    const expected = bannerSrcSet(
      '/media/banners/s1.jpg',
      '/media/banners/thumbs/s1.jpg',
      1232,
      '/media/banners/s1-phone.jpg',
    );
    expect(expected).toContain(`/media/banners/s1-phone.jpg ${PHONE_WIDTH}w`);
    expect(slide).toHaveAttribute('imagesrcset', expected);
    expect(slide).toHaveAttribute('imagesizes', SLIDE_SIZES);
  });

  it('agrees with the app on the phone width and the slide sizes', () => {
    const home = startupQueryList().find((q) => q.operationName === 'HomePageSettings');
    expect(home?.slide).toEqual({ banner: 'top-slider', sizes: SLIDE_SIZES, phoneWidth: PHONE_WIDTH });
  });

  it('sends nothing for a signed-in customer, but still preloads the page', () => {
    sessionStore.setTokens('t1', 'r1');
    expect(runBoot()).toEqual([]);
    expect(window.karyanaStartup).toBeUndefined();
    expect(document.head.querySelector('link[rel=modulepreload]')).not.toBeNull();
  });
});
