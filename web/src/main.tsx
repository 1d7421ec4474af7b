import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/app';

// The Content-Security-Policy allows no eval, so zod's probe for it (new Function) would be refused and
// reported as a violation on every page with a form. Jitless zod never probes. Set through the global
// object zod keeps its settings in (what z.config() writes), created if zod has not loaded yet: importing
// z.config here would pull zod into the first download, which no visitor needs before a form.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

// index.html's description is for clients that run no script; each page renders its own (PageMeta), which
// React appends to the head, so the static one would be read first. Removed before React's first render.
for (const fallback of document.head.querySelectorAll('[data-fallback]')) fallback.remove();

const { App } = createApp();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
