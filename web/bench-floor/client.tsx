import type { NormalizedCacheObject } from '@apollo/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { appSystem } from '../src/app/theme';
import { createClient, Floor } from './page';

// The same start-up steps as the app's main.tsx, each a task of its own.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
const state = document.getElementById('state')?.textContent;
if (!root || !state) throw new Error('The stack-floor page has no #root or #state');
void (async () => {
  await nextTask();
  appSystem();
  await nextTask();
  const client = createClient(JSON.parse(state) as NormalizedCacheObject);
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, <Floor client={client} server={false} />);
  });
})();
