import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    // The files share one module registry per worker (see CONTRIBUTING.md, "Tests share a worker").
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test-support/**/*.test.{ts,tsx}'],
    setupFiles: ['./test-support/setup.ts'],
  },
});
