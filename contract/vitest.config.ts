import { defineConfig } from 'vitest/config';

// Pure functions: Node's environment, no setup, one file per topic.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
