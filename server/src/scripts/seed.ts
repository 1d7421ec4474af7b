/**
 * `npm run db:seed`: migrates, then adds the demo catalogue; idempotent. Demo accounts are added
 * only in demo mode (embedded database or non-production), see README.
 */
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { seedDatabase } from '../seed/seed.js';

const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
const summary = await seedDatabase(handle.db, { demoUsers: config.seedDemoUsers });
await handle.close();
console.log(`Seed complete (${handle.driver}): ${JSON.stringify(summary)}`);
