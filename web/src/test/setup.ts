import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { toaster } from '../components/toaster';

// findBy*/waitFor give up after 1 s by default: too little on a 2-core CI machine that is also running
// other suites. A passing test is no slower for it; only a failing one waits longer.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks these browser APIs that Chakra (Ark/Zag) and react-router call.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// Test files share one module graph (vite.config.ts, isolate: false): module-level state such as the
// toast queue must be emptied after each test as well as the DOM.
afterEach(() => {
  cleanup();
  toaster.remove();
  document.body.innerHTML = '';
  localStorage.clear();
  document.body.style.overflow = '';
});
