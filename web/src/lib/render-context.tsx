import { createContext, useContext } from 'react';

/**
 * What a page tells the server while it is rendered there (entry-server.tsx): the HTTP status it
 * stands for (a package that does not exist is a 404, not a 200 with "not found" in it) and the lazy
 * page modules it rendered, so the HTML can ask for exactly those chunks up front. In the browser there
 * is no such context and the hooks below do nothing.
 */
export interface ServerRenderContext {
  /** The site's public origin (https://www.example.co.za), for canonical and Open Graph addresses. */
  readonly origin: string;
  /** The status the page stands for (200 unless a page says otherwise). */
  status(): number;
  setStatus(status: number): void;
  /** Source paths of the lazy modules rendered. */
  modules(): string[];
  addModule(module: string): void;
}

export const RenderContext = createContext<ServerRenderContext | null>(null);

export const createServerRenderContext = (origin: string): ServerRenderContext => {
  let status = 200;
  const modules = new Set<string>();
  return {
    origin,
    status: () => status,
    setStatus: (next) => {
      status = next;
    },
    modules: () => [...modules],
    addModule: (module) => {
      modules.add(module);
    },
  };
};

/** The origin absolute addresses are built on: the server's configured one, else the page's own. */
export const useSiteOrigin = (): string => {
  const context = useContext(RenderContext);
  return context ? context.origin : window.location.origin;
};

/**
 * Marks the page being rendered as `status` (404 for a missing package or hotel, the not-found page);
 * undefined leaves it as it is.
 */
export const useHttpStatus = (status: number | undefined): void => {
  const context = useContext(RenderContext);
  // Set while rendering, not in an effect: effects never run on the server. Idempotent, so the
  // re-renders of a server render (one per round of data) agree.
  if (context && status !== undefined) context.setStatus(status);
};

/** Records a lazily loaded module the server rendered (lazy-page.tsx). */
export const useRenderedModule = (module: string | undefined): void => {
  const context = useContext(RenderContext);
  if (context && module) context.addModule(module);
};
