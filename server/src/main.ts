import { startServer } from './server.js';

// tsc's output of this file is what `npm run dev` and the tests run; the production build replaces it
// with a launcher of the bundled server (server/scripts/bundle.mjs, launch/run-bundle.ts).
await startServer();
