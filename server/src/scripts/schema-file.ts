import { fileURLToPath } from 'node:url';

/** The committed SDL at the repo root, read by web codegen. */
export const SCHEMA_FILE = fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
