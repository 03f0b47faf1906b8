// preloadHomePage: the slider's first picture is preloaded as the slide will ask for it, with the phone
// copy among its widths when the answer names one (issue 19) and the two older widths when not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { preloadHomePage } from './preloadHome';
import { SLIDE_SIZES } from './BannerLink';

function answer(imgPhone: string | null) {
  return {
    data: {
      pageSettingByKey: {
        banners: [
          {
            key: 'top-slider',
            banner: {
              title: 'Home Slider',
              width: 1200,
              height: 400,
              items: [
                {
                  id: 'i1',
                  img: '/media/banners/s1.jpg',
                  thumb: '/media/banners/thumbs/s1.jpg',
                  img_phone: imgPhone,
                  url: null,
                },
                {
                  id: 'i2',
                  img: '/media/banners/s2.jpg',
                  thumb: '/media/banners/thumbs/s2.jpg',
                  img_phone: null,
                  url: null,
                },
              ],
            },
          },
        ],
      },
    },
  };
}

async function preloaded(imgPhone: string | null) {
  const client = { query: vi.fn(() => Promise.resolve(answer(imgPhone))) } as unknown as ApolloClient;
  preloadHomePage(client);
  await vi.waitFor(() => expect(document.head.querySelector('link[rel=preload]')).not.toBeNull());
  return document.head.querySelector('link[rel=preload]') as HTMLLinkElement;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadHomePage', () => {
  it("offers the first slide's phone copy when it has one", async () => {
    const link = await preloaded('/media/banners/s1-phone.jpg');
    expect(link).toHaveAttribute('href', '/media/banners/s1.jpg');
    expect(link.imageSrcset).toBe(
      '/media/banners/thumbs/s1.jpg 600w, /media/banners/s1-phone.jpg 800w, /media/banners/s1.jpg 1200w',
    );
    expect(link.imageSizes).toBe(SLIDE_SIZES);
  });

  it('keeps the thumbnail and the picture for a slide stored without a copy', async () => {
    const link = await preloaded(null);
    expect(link.imageSrcset).toBe('/media/banners/thumbs/s1.jpg 600w, /media/banners/s1.jpg 1200w');
  });
});
