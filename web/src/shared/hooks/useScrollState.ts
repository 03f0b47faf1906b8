// Scroll position and direction, sampled once per animation frame.
import { useEffect, useState } from 'react';

export interface ScrollState {
  y: number;
  direction: 'up' | 'down';
}

/** Movements smaller than this are ignored so the header does not flicker. */
const JITTER_PX = 6;

export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>(() => ({ y: window.scrollY, direction: 'up' }));

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (Math.abs(y - lastY) < JITTER_PX) return;
        const direction = y > lastY ? 'down' : 'up';
        lastY = y;
        setState((prev) => (prev.y === y && prev.direction === direction ? prev : { y, direction }));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // A scroll between the first render and this effect (a restored position, a quick flick while
    // the page loads) left no event to hear: take the position now. 'up', so a header stays in view.
    setState((prev) => (prev.y === lastY ? prev : { y: lastY, direction: 'up' }));
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
