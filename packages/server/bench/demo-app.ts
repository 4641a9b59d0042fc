import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { testStoreTarget } from '../src/store/test-stores';

/**
 * Runs `bench` on the whole app serving the demo market (DESIGN section 2, generated into a temporary SQLite store
 * as on a first start, to today), then closes the app and removes the store.
 */
export async function withDemoApp(bench: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const place = testStoreTarget('sqlite');
  try {
    const app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0' }),
      database: place.target,
    });
    try {
      await bench(app);
    } finally {
      await app.close();
    }
  } finally {
    await place.cleanup();
  }
}
