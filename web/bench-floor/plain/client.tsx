import type { NormalizedCacheObject } from '@apollo/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createClient, PlainFloor } from './page';

// The same start-up steps as the stack floor (../client.tsx), less the Chakra system it builds.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
const state = document.getElementById('state')?.textContent;
if (!root || !state) throw new Error('The plain-floor page has no #root or #state');
void (async () => {
  await nextTask();
  const client = createClient(JSON.parse(state) as NormalizedCacheObject);
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, <PlainFloor client={client} server={false} />);
  });
})();
