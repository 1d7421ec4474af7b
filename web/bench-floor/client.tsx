import type { NormalizedCacheObject } from '@apollo/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createClient, Floor } from './page';

const root = document.getElementById('root');
const state = document.getElementById('state')?.textContent;
if (!root || !state) throw new Error('The stack-floor page has no #root or #state');
startTransition(() => {
  hydrateRoot(root, <Floor client={createClient(JSON.parse(state) as NormalizedCacheObject)} server={false} />);
});
