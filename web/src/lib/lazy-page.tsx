import { lazy, type ComponentType } from 'react';
import { useRenderedModule } from './render-context';

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
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  const LazyPage = (props: Props) => {
    useRenderedModule(moduleId);
    return <Lazy {...props} />;
  };
  LazyPage.displayName = `LazyPage(${moduleId ?? 'unknown'})`;
  return LazyPage;
}
