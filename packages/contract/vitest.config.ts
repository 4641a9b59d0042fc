import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    // The files share one module registry per worker (see CONTRIBUTING.md, "Tests share a worker").
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    // The property tests back-test the real market's bars.
    testTimeout: 120_000,
  },
});
