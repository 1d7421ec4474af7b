/** Whether the visitor asked their system for less motion (`prefers-reduced-motion: reduce`). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * How to scroll something into view: smoothly, unless the visitor asked for less motion. CSS's
 * `scroll-behavior` (theme.ts) does not reach a script's explicit `behavior: 'smooth'`, so scripts
 * ask here.
 */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
