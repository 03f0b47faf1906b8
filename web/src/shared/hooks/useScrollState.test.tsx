import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollState } from './useScrollState';

function Probe() {
  const { y, direction } = useScrollState();
  return <output>{`${y} ${direction}`}</output>;
}

async function nextFrame() {
  await act(() => new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined))));
}

describe('useScrollState', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('starts from where the page already is, not from the top', () => {
    // A header mounted on a scrolled page (a restored position, or a scroll before its effect ran)
    // hears no scroll event for that position; the CI flake of the compact header was this.
    window.scrollY = 600;
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('600 up');
  });

  it('follows scrolls down and up, once per frame', async () => {
    render(<Probe />);
    act(() => {
      window.scrollY = 300;
      fireEvent.scroll(window);
    });
    await nextFrame();
    expect(screen.getByRole('status')).toHaveTextContent('300 down');
    act(() => {
      window.scrollY = 100;
      fireEvent.scroll(window);
    });
    await nextFrame();
    expect(screen.getByRole('status')).toHaveTextContent('100 up');
  });
});
