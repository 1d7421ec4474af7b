import { useEffect, useRef, useState } from 'react';
import type { Location } from 'react-router';
import { focusNewPage } from './route-focus';
import ui from '../styles/ui.module.css';

/** The part of a data router this needs (createBrowserRouter's, or a test's memory router). */
export interface RouteSource {
  readonly state: { readonly location: Location };
  subscribe(listener: (state: { location: Location }) => void): () => void;
}

/**
 * Moves the focus to the new page's heading and reads its title out after each client-side
 * navigation (route-focus.ts). Not on the first load, which the browser announces itself; not when
 * only the query string or the fragment changes (search filters, a stay search's dates): the person
 * is still on the same page, working the control they just used (unless the new view removed that
 * control: then the focus would fall back to the top of the document, and the heading takes it).
 *
 * Outside the routes' layouts on purpose: a navigation between layouts (sign-in to the admin portal)
 * mounts a new layout, and a component inside it could not tell that from a first load.
 */
export const RouteAnnouncer = ({ router }: { router: RouteSource }) => {
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const nextId = useRef(0);

  useEffect(() => {
    let previous = router.state.location;
    let cancel: (() => void) | undefined;
    const unsubscribe = router.subscribe(({ location }) => {
      if (location.pathname === previous.pathname && location.search === previous.search) return; // the fragment only, or no move
      const kind = location.pathname === previous.pathname ? 'same-page' : 'new-page';
      previous = location;
      cancel?.();
      cancel = focusNewPage({
        location: `${location.pathname}${location.search}`,
        kind,
        // A new node each time, so the same title twice (two admin pages) is read twice.
        announce: () => setMessage({ id: (nextId.current += 1), text: document.title }),
      });
    });
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [router]);

  return (
    <div className={ui.visuallyHidden} aria-live="polite" aria-atomic="true" data-announcer="route">
      {message && <div key={message.id}>{message.text}</div>}
    </div>
  );
};
