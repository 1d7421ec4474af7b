import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/app';
import { appSystem } from './app/theme';
import { preloadRenderedPages } from './lib/lazy-page';
import { APOLLO_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from './ssr/document';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const container: HTMLElement = rootElement;

// A public page comes rendered by the server (entry-server.tsx) with its data: hydrate it. The admin
// portal, staff inbox and account pages come as the empty shell: render them here.
const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const stateBlock = document.getElementById(APOLLO_STATE_ID);
const apolloState = serverRendered && stateBlock?.textContent ? (JSON.parse(stateBlock.textContent) as NormalizedCacheObject) : undefined;

/**
 * Start-up in steps, each a task of its own with a turn for the browser in between (input, painting):
 * evaluating the modules, building Chakra's system, creating the app (router, Apollo cache restored
 * from the page), then rendering. As one task they block a mid-range phone for about a second.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  appSystem();
  await nextTask();
  const { App } = createApp({ apolloState, serverRendered });
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  await nextTask();

  if (serverRendered) {
    // Hydration as a transition is rendered in slices that yield to the browser every few milliseconds
    // (a plain hydrateRoot is one long task: ~1 s on a mid-range phone). A click or key press before it
    // ends makes React finish hydrating at once; until the page is interactive, early-boot.ts holds presses
    // and typing and hands them over after (app-shell.tsx): typed text would otherwise not reach React's
    // state (it sees the field's value as the one it hydrated with).
    // The page's own modules are loaded first (their chunks are preloaded already), so the whole page
    // hydrates in one pass (lazy-page.tsx says why).
    const renderedModules = (container.getAttribute(SERVER_RENDERED_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
    await preloadRenderedPages(renderedModules);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // index.html's description is for clients that run no script; each page renders its own (PageMeta),
    // which React appends to the head, so the static one would be read first. Removed before the first render.
    for (const fallback of document.head.querySelectorAll('[data-fallback]')) fallback.remove();
    createRoot(container).render(app);
  }
}

void start();
