import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Paths are resolved from this file, not from the working directory, so the same config works
// from the repository root (`npm run codegen`) and from web/ (`graphql-codegen --config ../codegen.ts`).
const root = dirname(fileURLToPath(import.meta.url));
const fromRoot = (path: string): string => resolve(root, path);

const config: CodegenConfig = {
  // The committed contract; never a live server, so codegen runs offline and in CI.
  schema: fromRoot('./schema.graphql'),
  documents: [fromRoot('web/src/**/*.{ts,tsx}'), `!${fromRoot('web/src/gql/**/*')}`],
  // A missing or invalid document must fail the build rather than silently produce nothing.
  ignoreNoDocuments: false,
  overwrite: true,
  generates: {
    // Apollo's cache must know which types implement an interface (TravelPackage) to match
    // fragments on it; generated from the schema so it can never fall behind.
    [fromRoot('web/src/gql/possible-types.ts')]: {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
    [`${fromRoot('web/src/gql')}/`]: {
      preset: 'client',
      presetConfig: {
        // Components read plain typed results; masking adds ceremony without a benefit here yet.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          DateTime: 'string',
          LocalDate: 'string',
        },
        skipTypename: false,
      },
    },
  },
};

export default config;
