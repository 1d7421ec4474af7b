/**
 * Server rendering of the public site (issue 15), built by `vite build --ssr` into dist-ssr/ and called
 * by the Nest server (server/src/web) for every page request: the same routes, components, Chakra UI
 * styles and Apollo hooks as the browser, rendered to complete HTML with the data in it.
 *
 * One render:
 * 1. react-router's static handler matches the URL against routes.tsx; a client-only route (admin
 *    portal, staff inbox, account pages) gets the plain shell and renders in the browser as before;
 * 2. Apollo's prerenderStatic renders the page until no query starts any more, each query executed
 *    in-process by the server's own Apollo Server (`execute`): its limits, guards and DataLoaders
 *    apply, with no HTTP round trip;
 * 3. Emotion's styles for exactly the rendered markup go into <head>, with the page's own title,
 *    description, canonical, Open Graph and image preloads (React 19 puts them in the document's head);
 * 4. the Apollo cache goes into the page as a JSON data block, restored by main.tsx before hydration.
 */
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { AppShell } from './app/app-shell';
import { isClientOnly } from './app/route-handles';
import { routes } from './app/routes';
import { createCache } from './lib/apollo';
import { createServerRenderContext, RenderContext } from './lib/render-context';
import { createSessionStore } from './lib/session';
import { assembleDocument, type BuildManifest } from './ssr/document';

/** A GraphQL operation as the server's executor takes it. */
export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A GraphQL answer (data and/or errors), as Apollo Server formats it. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

export type GraphQLExecutor = (request: GraphQLRequest) => Promise<GraphQLAnswer>;

export interface RenderRequest {
  /** Path and query of the page (`/Details/abc?x=1`). */
  url: string;
  /** The site's public origin, for canonical and Open Graph addresses. */
  origin: string;
  /** The built index.html (dist/index.html): its scripts, styles and head. */
  template: string;
  /** dist/.vite/manifest.json, to preload the chunks of the rendered page. */
  manifest: BuildManifest;
  execute: GraphQLExecutor;
  /** Stops waiting for data (the page is then sent with what it has; the browser fetches the rest). */
  signal?: AbortSignal;
}

export type RenderResult =
  /** A page of the client-only routes: the server sends the shell (`template`) as it is. */
  | { kind: 'client-only' }
  | { kind: 'page'; status: number; html: string };

/** Round trips of data a page may need before it is sent anyway (each is a full render). */
const MAX_RENDERS = 5;

/** Runs each operation against the server's own Apollo Server instead of over HTTP. */
class InProcessLink extends ApolloLink {
  constructor(private readonly execute: GraphQLExecutor) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((observer) => {
      this.execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
        .then((answer) => {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        })
        .catch((error: unknown) => observer.error(error));
    });
  }
}

/**
 * Made once per process: building it flattens and ranks every route of routes.tsx (path patterns
 * compiled to regular expressions), which cost each render more than matching its URL does.
 */
let staticHandler: ReturnType<typeof createStaticHandler> | undefined;

export async function render(request: RenderRequest): Promise<RenderResult> {
  const handler = (staticHandler ??= createStaticHandler(routes));
  const context = await handler.query(new Request(new URL(request.url, request.origin), { signal: request.signal }));
  // No route has a loader or action, so the handler never answers with a redirect of its own.
  if (context instanceof Response) throw new Error(`Unexpected response from the route handler: ${context.status}`);
  if (isClientOnly(context.matches)) return { kind: 'client-only' };

  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new ApolloClient({ ssrMode: true, link: new InProcessLink(request.execute), cache: createCache() });
  // The server renders what a signed-out visitor sees: no storage, no session.
  const store = createSessionStore(null);
  const renderContext = createServerRenderContext(request.origin);
  // One Emotion cache per request; createEmotionServer switches it to collecting styles instead of
  // writing <style> tags into the markup (which would break hydration).
  const emotionCache = createEmotionCache({ key: 'css' });
  const emotion = createEmotionServer(emotionCache);

  // The whole document, so React 19 hoists each page's <title>, <meta>, <link> and preloads into the
  // <head> it writes itself; the browser hydrates #root only (main.tsx), whose tree is exactly AppShell
  // and the router. No <head> element of our own: <html> with two children would shift every useId
  // below it, and the ids in the markup would not be the ones the browser computes.
  const tree: ReactNode = (
    <html lang="en-ZA">
      <body>
        <div id="root">
          <RenderContext value={renderContext}>
            <CacheProvider value={emotionCache}>
              <AppShell client={client} store={store} router={router}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppShell>
            </CacheProvider>
          </RenderContext>
        </div>
      </body>
    </html>
  );

  const { result } = await prerenderStatic({
    tree,
    context: { client },
    // Every Suspense boundary inline: React would otherwise send large ones as hidden segments completed
    // by inline scripts (for progressive streaming), which the Content-Security-Policy refuses and
    // which a page sent whole does not need.
    renderFunction: (node: ReactNode) => prerenderToNodeStream(node, { signal: request.signal, progressiveChunkSize: Number.POSITIVE_INFINITY }),
    signal: request.signal,
    maxRerenders: MAX_RENDERS,
  });
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(result));
  const html = assembleDocument({
    template: request.template,
    rendered: result,
    styles,
    apolloState: client.extract() as NormalizedCacheObject,
    modules: renderContext.modules(),
    manifest: request.manifest,
  });
  client.stop();
  return { kind: 'page', status: renderContext.status(), html };
}
