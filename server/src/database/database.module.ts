import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { openConfiguredDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { pendingMigrations } from '../db/migration-status.js';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.js';

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');
export const DB = Symbol('DB');

/** Injects the drizzle database: `constructor(@InjectDb() private readonly db: Database)`. */
export const InjectDb = () => Inject(DB);

/**
 * Opens the database (embedded PGlite or a PostgreSQL server), applies pending migrations (or, with
 * MIGRATE_ON_START=false, checks that none are pending) and, on an empty database when configured,
 * seeds the demo content, all before the app serves.
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  /**
   * `opened`: a database the caller opened itself (tests); the module still migrates and closes it.
   * `opening`: the configured database, which main.ts began opening before the app's modules were loaded
   * (openConfiguredDatabase); from then on it is the module's own, as if the module had opened it.
   */
  static forRoot(opened?: DatabaseHandle, opening?: Promise<DatabaseHandle>): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DATABASE_HANDLE,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => prepareDatabase(config, opened, opening),
        },
        { provide: DB, inject: [DATABASE_HANDLE], useFactory: (handle: DatabaseHandle): Database => handle.db },
      ],
      exports: [DB, DATABASE_HANDLE],
    };
  }

  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

async function prepareDatabase(config: AppConfig, opened?: DatabaseHandle, opening?: Promise<DatabaseHandle>): Promise<DatabaseHandle> {
  const logger = new Logger('Database');
  const handle = opened ?? (await (opening ?? openConfiguredDatabase(config)));
  if (!opened) {
    logger.log(handle.driver === 'pglite' ? `Embedded PostgreSQL (PGlite) at ${config.dataDir}` : 'PostgreSQL server');
  }
  if (config.lifecycle.migrateOnStart) {
    // drizzle's migrator creates its schema and table (DDL) before it looks: ~50 ms of every start on the
    // embedded engine, whose first statements are slow. One read tells whether there is anything to apply.
    if ((await pendingMigrations(handle.db)).length > 0) await handle.migrate();
  } else {
    // Replicas behind a load balancer: the release step migrated once before them (docker-compose.yml's
    // `migrate` service). Serving on an older schema would fail request by request; refuse at once instead.
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) {
      await handle.close();
      throw new Error(
        `MIGRATE_ON_START=false but ${pending.length} migration(s) are not applied (${pending.join(', ')}): ` +
          'run the release step (node server/dist/scripts/release.js, or npm run db:migrate) first.',
      );
    }
  }
  if (config.seedOnStart && (await isDatabaseEmpty(handle.db))) {
    const summary = await seedDatabase(handle.db, { demoUsers: config.seedDemoUsers });
    logger.log(`Seeded demo content: ${JSON.stringify(summary)}`);
  }
  return handle;
}
