import { lazy, type ComponentType } from 'react';
import { useRenderedModule } from './render-context';

/** Loaders of the lazy pages created so far, by module path: what preloadRenderedPages can load. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A page (or any large part) loaded on demand: `lazyPage(() => import('./pages/x'), (m) => m.XPage)`.
 * Like React.lazy, plus one thing for server rendering: the server learns which module it rendered, so
 * the HTML it sends preloads that chunk (and its imports) instead of the browser discovering it only
 * after the entry script has run. The module's path is filled in at build time by the `lazy-page-ids`
 * plugin of vite.config.ts (the third argument), so it can never disagree with the import.
 */
export function lazyPage<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  moduleId?: string,
): ComponentType<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  const loadOnce = async () => {
    loaded ??= { default: pick(await load()) };
    return loaded;
  };
  // Once loaded (preloadRenderedPages), the page renders at once instead of suspending: React reads
  // a thenable that is already settled synchronously. A server-rendered page must not suspend while
  // it hydrates: its part would hydrate later, on its own, and an update from above in between (the
  // signed-in header, a menu that loaded) makes React throw the server's HTML away and show the
  // fallback; a click on it at that moment is lost.
  const Lazy = lazy(() =>
    loaded ? ({ then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve(loaded!) } as Promise<{ default: ComponentType<Props> }>) : loadOnce(),
  );
  if (moduleId) loaders.set(moduleId, loadOnce);
  const LazyPage = (props: Props) => {
    useRenderedModule(moduleId);
    return <Lazy {...props} />;
  };
  LazyPage.displayName = `LazyPage(${moduleId ?? 'unknown'})`;
  return LazyPage;
}

/**
 * Loads the lazy modules the server rendered into this page (their paths are on #root: main.tsx), so
 * that hydration finds every part of the page ready. A module may itself define lazy pages (a
 * feature's routes): those are looked for again once it has loaded.
 */
export async function preloadRenderedPages(moduleIds: readonly string[]): Promise<void> {
  const pending = new Set(moduleIds);
  for (let round = 0; pending.size > 0 && round < 5; round++) {
    const ready = [...pending].filter((id) => loaders.has(id));
    if (ready.length === 0) return;
    for (const id of ready) pending.delete(id);
    await Promise.all(ready.map((id) => loaders.get(id)!()));
  }
}
