import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import HomePage from './HomePage';
import { HomePageSettingsDocument } from '../home/homePage.generated';
import { categoriesMock } from '../../../test/mocks';
import { product, renderCatalogue } from '../testing';

const group = (key: string, title: string, count: number, width = 1200, height = 400) => ({
  __typename: 'PageBanner',
  key,
  banner: {
    __typename: 'BannerGroup',
    _id: `b-${key}`,
    title,
    width,
    height,
    items: Array.from({ length: count }, (_, i) => ({
      __typename: 'BannerItem',
      id: `${key}-${i}`,
      img: `/media/banners/${key}-${i + 1}.jpg`,
      thumb: `/media/banners/thumbs/${key}-${i + 1}.jpg`,
      // The first picture has a phone copy; the others were stored before such copies (issue 19).
      img_phone: i === 0 && width > 800 ? `/media/banners/${key}-${i + 1}-phone.jpg` : null,
      url: i === 0 ? '/category/tea' : 'https://example.com/offer',
    })),
  },
});

function homeMock(settings: Record<string, unknown> | null): MockLink.MockedResponse {
  return {
    request: { query: HomePageSettingsDocument, variables: { key: 'home' } },
    result: {
      data: {
        pageSettingByKey: settings && {
          __typename: 'PageSettings',
          _id: 'home',
          key: 'home',
          error: null,
          ...settings,
        },
      },
    },
  };
}

describe('home page', () => {
  it('shows the slider, the banners and both product lists from the page settings', async () => {
    renderCatalogue(<HomePage />, {
      mocks: [
        categoriesMock(),
        homeMock({
          banners: [
            group('top-slider', 'Home Slider', 3),
            group('top-banner', 'Top Banner', 1, 1200, 250),
            group('mid-banner', 'Middle Banners', 2, 600, 300),
            group('bottom-banner', 'Bottom Banner', 1, 1200, 250),
          ],
          products: [
            {
              __typename: 'PageProductList',
              key: 'featured-products',
              title: 'Featured Products',
              products: [product({ title: 'Bananas' }), product()],
            },
            {
              __typename: 'PageProductList',
              key: 'top-products',
              title: 'Top Products',
              products: [product({ title: 'Tea 950 g', available_qty: 0 })],
            },
          ],
        }),
      ],
    });
    const slider = await screen.findByRole('region', { name: 'Home Slider' });
    expect(within(slider).getAllByRole('link', { hidden: true })).toHaveLength(3);
    expect(within(slider).getByRole('link', { name: 'Home Slider 1 of 3' })).toHaveAttribute('href', '/category/tea');
    expect(within(slider).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    const firstSlide = slider.querySelector('img');
    expect(firstSlide).toHaveAttribute('width', '1200');
    expect(firstSlide).toHaveAttribute('height', '400');
    expect(firstSlide).toHaveAttribute('loading', 'eager');
    expect(firstSlide).toHaveAttribute(
      'srcset',
      '/media/banners/thumbs/top-slider-1.jpg 600w, /media/banners/top-slider-1-phone.jpg 800w, /media/banners/top-slider-1.jpg 1200w',
    );
    expect(slider.querySelectorAll('img')[1]).toHaveAttribute(
      'srcset',
      '/media/banners/thumbs/top-slider-2.jpg 600w, /media/banners/top-slider-2.jpg 1200w',
    );
    expect(
      screen.queryByRole('heading', { name: 'Fresh groceries, delivered to your doorstep' }),
    ).not.toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Top Banner' })).toBeInTheDocument();
    // The product lists and lower banners follow the top of the page in a second, background render.
    const mid = await screen.findByRole('region', { name: 'Middle Banners' });
    expect(within(mid).getByRole('link', { name: 'Middle Banners 2 of 2' })).toHaveAttribute(
      'href',
      'https://example.com/offer',
    );
    expect(mid.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('region', { name: 'Bottom Banner' })).toBeInTheDocument();

    const featured = screen.getByRole('region', { name: 'Featured Products' });
    expect(within(featured).getByRole('link', { name: 'Bananas' })).toBeInTheDocument();
    expect(within(featured).getAllByRole('article')).toHaveLength(2);
    const top = screen.getByRole('region', { name: 'Top Products' });
    expect(top.querySelector('.product-card-sold-out')).not.toBeNull();

    // The categories stay on the home page.
    expect(await screen.findByRole('link', { name: /Dairy & Eggs/ })).toHaveAttribute('href', '/category/dairy-eggs');
  });

  it('falls back to the welcome banner when there are no page settings', async () => {
    renderCatalogue(<HomePage />, { mocks: [categoriesMock(), homeMock(null)] });
    expect(
      await screen.findByRole('heading', { name: 'Fresh groceries, delivered to your doorstep' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Featured Products' })).not.toBeInTheDocument();
  });
});
