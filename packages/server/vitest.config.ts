import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // The files share one module registry per worker (see CONTRIBUTING.md, "Tests share a worker").
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    globalSetup: ['./test-support/global-setup.ts'],
    testTimeout: 120_000,
    // A suite's app starts in a hook (a market loaded, every screen computed): give it a test's time, since
    // a busy machine can take longer than the default 10 s.
    hookTimeout: 120_000,
  },
});
