import { useLocation } from 'react-router';

/** The id every layout gives its <main>: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Props for a layout's <main>. tabIndex -1 lets the skip link and the route change focus it (a
 * <main> is not focusable by itself) without adding a tab stop; its focus shows no ring, since the
 * whole content area outlined would tell a keyboard user nothing (the next Tab goes into it).
 * `data-location` says which address (path and query) the content belongs to: after a navigation
 * the old page stays on screen until the new one is ready (React transitions), and the route focus
 * (app/route-focus.ts) must not act on the old page.
 */
export const useMainContentProps = () => ({ ...useMainContentAttributes(), _focus: { outline: 'none' } }) as const;

/** The same as plain attributes, for a layout styled by a static stylesheet (which removes the focus outline itself). */
export const useMainContentAttributes = () => {
  const { pathname, search } = useLocation();
  return {
    id: MAIN_CONTENT_ID,
    tabIndex: -1,
    'data-location': `${pathname}${search}`,
  } as const;
};
