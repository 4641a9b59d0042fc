import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One Chromium at a time on a 2-core machine keeps timings honest.
    fileParallelism: false,
    // The files run one after the other in one process instead of a new one each: they share one server and keep
    // nothing between them but their own browser, which each closes.
    isolate: false,
    // After the unit projects when all run together (a project on one worker needs a group of its own).
    sequence: { groupOrder: 1 },
  },
});
