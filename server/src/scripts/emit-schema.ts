/**
 * Writes the code-first schema to ./schema.graphql without serving anything: boots the app on a
 * throw-away database, lets the GraphQL module emit the SDL, and exits. CI runs it to catch drift.
 */
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/config.js';
import { SCHEMA_FILE } from './schema-file.js';

const config = { ...loadConfig({ ...process.env, DATA_DIR: 'memory://', DATABASE_URL: '' }), seedOnStart: false };
const app = await createApp({ config, schemaFile: SCHEMA_FILE, logger: false });
await app.init();
await app.close();
console.log(`GraphQL schema written to ${SCHEMA_FILE}`);
