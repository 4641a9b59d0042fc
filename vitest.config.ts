import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/contract', 'packages/server', 'packages/web', 'scripts', 'e2e'],
  },
});
