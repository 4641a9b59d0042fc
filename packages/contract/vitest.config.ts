import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    // The property tests back-test the real market's bars.
    testTimeout: 120_000,
  },
});
