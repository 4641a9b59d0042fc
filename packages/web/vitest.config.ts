import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test-support/**/*.test.{ts,tsx}'],
    setupFiles: ['./test-support/setup.ts'],
  },
});
