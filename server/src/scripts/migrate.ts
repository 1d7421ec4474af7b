/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/client.js';

const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await handle.migrate();
await handle.close();
console.log(`Migrations applied (${handle.driver}).`);
