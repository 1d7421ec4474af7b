/**
 * Build-time changes to Chakra UI's own modules, shared by the app's build (vite.config.ts) and the
 * benchmark's stack-floor page (bench/web/floor.ts), so both start the same Chakra.
 */
import type { Plugin } from 'vite';

/**
 * Chakra memoizes its style functions with a key that sorts object keys (utils/memo.js), so the first
 * of `{ fontSize, color }` and `{ color, fontSize }` a process meets decides the property order, and so
 * the Emotion class name, of both. The server renders page after page in one long-lived process, while
 * the browser starts fresh: the same element got `css-1rb706t` on the server and `css-ap60qa` in the
 * browser, a hydration mismatch. Keys in their given order make the result depend on the props alone.
 */
export const chakraOrderedMemo = (): Plugin => ({
  name: 'chakra-ordered-memo',
  transform(code, id) {
    if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/.test(id)) return null;
    const sorted = 'const keys = Object.keys(value).sort();';
    if (!code.includes(sorted)) throw new Error('chakra-ordered-memo: Chakra\'s memo.js changed; check that server and browser still agree');
    return { code: code.replace(sorted, 'const keys = Object.keys(value);'), map: null };
  },
});

/**
 * Chakra's createSystem builds the whole global stylesheet (reset, global styles, ≈600 token variables)
 * as soon as the theme module loads: a quarter of the app's start-up script time on a phone. It is
 * only read when ChakraProvider's <Global> renders it, which a server-rendered page skips (its HTML
 * already carries that stylesheet: providers.tsx). Made on first read instead, then kept: the same
 * value, built only where it is used (the server's first render, pages rendered in the browser).
 */
export const chakraLazyGlobalCss = (): Plugin => ({
  name: 'chakra-lazy-global-css',
  transform(code, id) {
    if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null;
    const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
    const property = '    _global,\n';
    if (!code.includes(eager) || !code.includes(property)) {
      throw new Error("chakra-lazy-global-css: Chakra's system.js changed; check how it builds its global styles");
    }
    const lazy = 'let _global;\n  const lazyGlobal = () => (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
    const getter = '    get _global() {\n      return lazyGlobal();\n    },\n';
    return { code: code.replace(eager, lazy).replace(property, getter), map: null };
  },
});
