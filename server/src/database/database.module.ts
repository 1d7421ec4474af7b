import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.js';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.js';

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');
export const DB = Symbol('DB');

/** Injects the drizzle database: `constructor(@InjectDb() private readonly db: Database)`. */
export const InjectDb = () => Inject(DB);

/**
 * Opens the database (embedded PGlite or a PostgreSQL server), applies pending migrations and,
 * on an empty database when configured, seeds the demo content, all before the app serves.
 */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE_HANDLE,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<DatabaseHandle> => {
        const logger = new Logger('Database');
        const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
        logger.log(handle.driver === 'pglite' ? `Embedded PostgreSQL (PGlite) at ${config.dataDir}` : 'PostgreSQL server');
        await handle.migrate();
        if (config.seedOnStart && (await isDatabaseEmpty(handle.db))) {
          const summary = await seedDatabase(handle.db, { demoUsers: config.demoMode });
          logger.log(`Seeded demo content: ${JSON.stringify(summary)}`);
        }
        return handle;
      },
    },
    { provide: DB, inject: [DATABASE_HANDLE], useFactory: (handle: DatabaseHandle): Database => handle.db },
  ],
  exports: [DB, DATABASE_HANDLE],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}
