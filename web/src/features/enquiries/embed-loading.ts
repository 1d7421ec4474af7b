/**
 * How long a widget may take to load before the page gives up and shows its fallback. Long enough
 * for a slow mobile connection, short enough that a visitor is not left looking at an empty box.
 */
export const EMBED_LOAD_TIMEOUT_MS = 15_000;

/**
 * Whether the widget's host answers at all. A no-cors request resolves with an opaque response for
 * any reachable host (whatever its CORS rules) and rejects only when there is no network, no such
 * host or the request is blocked: exactly the cases where a frame would show a browser error page.
 */
export const probeReachable = async (url: string, timeoutMs = EMBED_LOAD_TIMEOUT_MS): Promise<boolean> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Calls `onVisible` once the element comes near the viewport (lazy frames only start loading
 * then, so their load timeout must not start earlier), or at once where the browser cannot tell.
 */
export const whenVisible = (element: Element, onVisible: () => void): (() => void) => {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onVisible();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
