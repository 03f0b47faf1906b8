import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// The machine is shared and small: give async queries room under load (no timing is asserted).
configure({ asyncUtilTimeout: 8000 });

// antd's CSS-in-JS stays out of jsdom (TestUiProviders.tsx), all but the one rule tests rely on:
// closed popups, drawers, tabs and modals carry an 'ant-…-hidden' class that means display: none.
const antdHidden = document.createElement('style');
antdHidden.textContent = '[class*="ant-"][class*="-hidden"]:not(.visually-hidden) { display: none !important; }';
document.head.appendChild(antdHidden);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom lacks these browser APIs that antd and the layout use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
