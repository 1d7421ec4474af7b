/**
 * The release step of a multi-replica deployment, run once before the app replicas start
 * (docker-compose.yml's `migrate` service): applies pending migrations and, with SEED_ON_START=true,
 * seeds an empty database. The replicas then run with MIGRATE_ON_START=false and SEED_ON_START=false,
 * so no two processes ever migrate or seed at the same time.
 */
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/client.js';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.js';

const config = loadConfig();
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.driver}).`);
  // seedDatabase itself takes an advisory lock and skips what exists: safe even if two releases overlap.
  if (config.seedOnStart && (await isDatabaseEmpty(handle.db))) {
    const summary = await seedDatabase(handle.db, { demoUsers: config.seedDemoUsers });
    console.log(`Seeded an empty database: ${JSON.stringify(summary)}`);
  }
} finally {
  await handle.close();
}
