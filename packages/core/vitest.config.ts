import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'core',
    // The files share one module registry per worker (see CONTRIBUTING.md, "Tests share a worker").
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
