import { loadConfig } from './config/config.js';
import { openConfiguredDatabase } from './db/client.js';
import { SCHEMA_FILE } from './scripts/schema-file.js';
import { startRenderThreadEarly } from './web/render-thread.js';

/**
 * Starts the server: configuration, the database, the app, listening. Resolves once it listens.
 * main.ts runs it (tsc's output, as `npm run dev` and the tests start it); in the production build it is
 * the entry of the CommonJS bundle that dist/main.js loads through V8's code cache (launch/run-bundle.ts).
 */
export async function startServer(): Promise<void> {
  const config = loadConfig();
  // First, before the app's modules are even loaded: the server render's thread loads the web app and
  // renders the home page once on the second core while this thread loads the rest and opens the database
  // (web/render-thread.ts), so the first visitor does not wait for a cold render.
  startRenderThreadEarly(config.webDist);
  // Then the database, whose opening (PGlite compiles its WebAssembly off this thread) overlaps the loading
  // of the app's modules; DatabaseModule takes it over (migrations, seed, closing). Its failure is reported
  // where it is awaited, by Nest, as when the module opens it.
  const openingDatabase = openConfiguredDatabase(config);
  openingDatabase.catch(() => undefined);
  const [{ Logger }, { createApp }] = await Promise.all([import('@nestjs/common'), import('./app.factory.js')]);
  // In development the SDL is rewritten on every start so schema.graphql follows the code.
  const app = await createApp({ config, openingDatabase, schemaFile: config.env === 'development' ? SCHEMA_FILE : undefined });
  await app.listen(config.port);
  new Logger('Bootstrap').log(`Travel agency listening on http://localhost:${config.port} (${config.env})`);
  if (config.env === 'production' && !process.env.PUBLIC_SITE_URL) {
    new Logger('Bootstrap').warn(`PUBLIC_SITE_URL is not set: the sitemap, page links and quote e-mails point at ${config.publicSiteUrl}.`);
  }
}
