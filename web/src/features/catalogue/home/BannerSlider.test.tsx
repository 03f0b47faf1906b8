import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_MS, BannerSlider } from './BannerSlider';
import { renderCatalogue } from '../testing';

const banner = {
  title: 'Home Slider',
  width: 1200,
  height: 400,
  slides: [1, 2, 3].map((n) => ({
    key: `s${n}`,
    img: `/media/b-${n}.jpg`,
    thumb: `/media/t-${n}.jpg`,
    phone: null,
    url: `/category/c${n}`,
  })),
};

function current() {
  return screen.getAllByRole('button', { name: /Go to slide/ }).find((b) => b.getAttribute('aria-current') === 'true');
}

describe('BannerSlider', () => {
  afterEach(() => vi.useRealTimers());

  it('moves with the arrows and dots, wrapping around', async () => {
    renderCatalogue(<BannerSlider banner={banner} />);
    await screen.findByRole('region', { name: 'Home Slider' });
    expect(current()).toHaveAccessibleName('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toHaveAccessibleName('Go to slide 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAccessibleName('Go to slide 1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toHaveAccessibleName('Go to slide 2');
    // Only the shown slide is exposed to assistive technology.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/category/c2');
  });

  it('steps on by itself, but not while the pointer rests on it', async () => {
    vi.useFakeTimers();
    renderCatalogue(<BannerSlider banner={banner} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(current()).toHaveAccessibleName('Go to slide 1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOPLAY_MS);
    });
    expect(current()).toHaveAccessibleName('Go to slide 2');
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Home Slider' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOPLAY_MS * 2);
    });
    expect(current()).toHaveAccessibleName('Go to slide 2');
  });

  it('has no arrows or dots for a single slide', async () => {
    renderCatalogue(<BannerSlider banner={{ ...banner, slides: banner.slides.slice(0, 1) }} />);
    await screen.findByRole('region', { name: 'Home Slider' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
