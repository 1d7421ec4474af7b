import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { loadConfig } from './config/config.js';
import { SCHEMA_FILE } from './scripts/schema-file.js';

const config = loadConfig();
// In development the SDL is rewritten on every start so schema.graphql follows the code.
const app = await createApp({ config, schemaFile: config.env === 'development' ? SCHEMA_FILE : undefined });
await app.listen(config.port);
new Logger('Bootstrap').log(`Travel agency listening on http://localhost:${config.port} (${config.env})`);
