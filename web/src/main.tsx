import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app/app';
import { APOLLO_STATE_ID, SERVER_RENDERED_ATTRIBUTE } from './ssr/document';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page comes rendered by the server (entry-server.tsx) with its data: hydrate it. The admin
// portal, staff inbox and account pages come as the empty shell: render them here.
const serverRendered = container.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
const stateBlock = document.getElementById(APOLLO_STATE_ID);
const apolloState = serverRendered && stateBlock?.textContent ? (JSON.parse(stateBlock.textContent) as NormalizedCacheObject) : undefined;

const { App } = createApp({ apolloState });
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (serverRendered) {
  hydrateRoot(container, app);
} else {
  // index.html's description is for clients that run no script; each page renders its own (PageMeta),
  // which React appends to the head, so the static one would be read first. Removed before the first render.
  for (const fallback of document.head.querySelectorAll('[data-fallback]')) fallback.remove();
  createRoot(container).render(app);
}
