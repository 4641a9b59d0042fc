import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test-support/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
