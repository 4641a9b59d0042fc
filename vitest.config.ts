import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/contract', 'packages/server', 'packages/web', 'scripts', 'e2e'],
    // One test file per core, two at the least. Left to itself Vitest keeps a core for its own process, which on
    // a two-core machine runs one file at a time while the tests wait on stores, servers and workers.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
