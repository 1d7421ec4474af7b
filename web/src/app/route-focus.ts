import { MAIN_CONTENT_ID } from '../components/main-content';

/** Longest wait for a new page to show its content before the focus goes to <main> anyway. */
export const ROUTE_FOCUS_TIMEOUT_MS = 5_000;

/** The new page's main region: the layouts' <main id="main-content">, or any <main>. */
const findMain = (): HTMLElement | null =>
  document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main');

const LOADING = /^\s*Loading/i;

/**
 * Whether the page in `main` still loads: a lazy page's fallback or a page waiting for its data
 * (LoadingState's "Loading" status, a skeleton marked aria-busy, a heading that says "Loading...").
 * Focusing its heading then would read "Loading" and leave the keyboard on a node about to vanish.
 */
const stillLoading = (main: HTMLElement): boolean => {
  if (main.querySelector('[aria-busy="true"]')) return true;
  for (const status of main.querySelectorAll('[role="status"]')) if (LOADING.test(status.textContent ?? '')) return true;
  const heading = main.querySelector('h1');
  return heading !== null && LOADING.test(heading.textContent ?? '');
};

/** What the keyboard lands on: the page's first h1, or its <main> when it has none. */
const focusTarget = (main: HTMLElement): HTMLElement => {
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  // Focusable by script only: no new tab stop in the page.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
};

export interface NewPageOptions {
  /** The new address (path and query): its page is ready once the layout's <main> says it shows it. */
  location: string;
  /**
   * 'new-page' (the path changed): focus the heading unless something else took the focus, and
   * announce. 'same-page' (only the query changed, e.g. search filters): the person keeps working the
   * control they used, unless the new view removed it and the focus fell back to the document; then
   * the heading takes it and the title is announced, as for a new page.
   */
  kind: 'new-page' | 'same-page';
  /** Called once the page shows its content (or the wait gave up), to read its title out. */
  announce: () => void;
  timeoutMs?: number;
}

/**
 * After a client-side navigation, waits for the new page's content, then moves the keyboard focus
 * to its h1 (as GOV.UK's guidance and Gatsby's router do) and asks for the title to be announced.
 * A browser does both on a full page load; a single-page app otherwise leaves the focus on the
 * clicked link (or on <body>, when the link went away), and a screen reader says nothing at all.
 *
 * The focus is left alone when something else took it in the meantime: the page itself (a form
 * that focuses its first field, a dialog that gives the focus back to its opener) or the person,
 * who may already be tabbing. The announcement is made anyway.
 *
 * Returns a function that cancels the wait (a newer navigation, the app unmounting).
 */
export const focusNewPage = ({ location, kind, announce, timeoutMs = ROUTE_FOCUS_TIMEOUT_MS }: NewPageOptions): (() => void) => {
  const focusedAtNavigation = document.activeElement;
  let done = false;

  const focusLost = (): boolean => {
    const active = document.activeElement;
    return active === null || active === document.body || !active.isConnected;
  };
  // <main> itself is where a closing menu parks the focus for us (mobile-menu.tsx): not a choice to keep.
  const focusTaken = (): boolean =>
    !focusLost() && document.activeElement !== focusedAtNavigation && document.activeElement !== findMain();

  const finish = (main: HTMLElement | null) => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    if (kind === 'same-page') {
      if (!main || !focusLost()) return;
      focusTarget(main).focus({ preventScroll: true });
      announce();
      return;
    }
    if (main && !focusTaken()) focusTarget(main).focus({ preventScroll: true });
    announce();
  };

  const check = () => {
    const main = findMain();
    // The old page stays on screen until the new one can render (React transitions): wait until the
    // layout's <main> belongs to the new path. A <main> without the mark (not one of our layouts) is
    // taken as it is once it shows something.
    const shown = main?.dataset.location;
    if (!main || (shown !== undefined && shown !== location) || stillLoading(main) || main.childElementCount === 0) return;
    finish(main);
  };

  // React renders the page after the router commits the new location: watch the document until the
  // content is there rather than guessing a delay.
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy', 'data-location'] });
  const timer = setTimeout(() => finish(findMain()), timeoutMs);
  // The new page may already be on screen (a page without data, rendered in the same task).
  queueMicrotask(check);

  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
};
