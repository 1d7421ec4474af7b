import { useCallback, useSyncExternalStore } from 'react';

/**
 * Light or dark colours. The visitor's system setting (prefers-color-scheme) decides until they
 * pick one with the header's toggle; their pick is kept in localStorage. index.html applies the
 * same rule in an inline script before the app loads, so a dark page never flashes white.
 * Keep COLOR_MODE_KEY and the class names in step with that script.
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_KEY = 'color-mode';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Tells every mounted toggle about a pick made with another. */
const CHANGE_EVENT = 'app:color-mode';

/** The mode applied to the page now (what index.html's script or applyColorMode set). */
const currentModeOf = (root: HTMLElement): ColorMode => (root.classList.contains('dark') ? 'dark' : 'light');

const storedMode = (): ColorMode | null => {
  try {
    const value = localStorage.getItem(COLOR_MODE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null; // storage refused (privacy mode): the system setting decides
  }
};

const systemMode = (): ColorMode =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';

/** The mode in force: the visitor's pick, else their system's. */
export const currentColorMode = (): ColorMode => storedMode() ?? systemMode();

/**
 * Chakra's `_dark` styles follow a `dark` class on an ancestor; `color-scheme` gives the browser's
 * own parts (form controls, scrollbars) the matching colours.
 */
export const applyColorMode = (mode: ColorMode, root: HTMLElement = document.documentElement): void => {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
};

/**
 * The page's mode as a store for useSyncExternalStore: what index.html's script (or a toggle) applied to
 * <html>. The server cannot know the visitor's pick or system setting, so it renders the light toggle;
 * the first render in the browser (hydration) uses the same server value and React then re-renders
 * with the real one, without a hydration mismatch. The colours themselves never wait for that: they
 * follow the class the head script set before the first paint.
 */
const subscribeToColorMode = (onChange: () => void): (() => void) => {
  // index.html's script has applied the mode before the first paint; applied again here for pages that
  // started without it (the mode in force is the same, so nothing changes on screen).
  applyColorMode(currentColorMode());
  onChange();
  // Several toggles can be mounted (the top bar's, the side menu's): each follows the others' picks.
  window.addEventListener(CHANGE_EVENT, onChange);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const followSystem = () => {
    if (storedMode()) return;
    applyColorMode(systemMode());
    onChange();
  };
  query?.addEventListener('change', followSystem);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    query?.removeEventListener('change', followSystem);
  };
};

const appliedMode = (): ColorMode => currentModeOf(document.documentElement);
const serverMode = (): ColorMode => 'light';

/** The mode in force and a toggle that keeps the visitor's pick; follows system changes until then. */
export const useColorMode = (): { mode: ColorMode; toggle: () => void } => {
  const mode = useSyncExternalStore(subscribeToColorMode, appliedMode, serverMode);

  const toggle = useCallback(() => {
    const next: ColorMode = appliedMode() === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      // Not kept across visits, still applied now.
    }
    applyColorMode(next);
    window.dispatchEvent(new CustomEvent<ColorMode>(CHANGE_EVENT, { detail: next }));
  }, []);

  return { mode, toggle };
};
