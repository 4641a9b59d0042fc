import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { StoreTarget } from '../src/store/open-store';
import { testStoreTarget } from '../test-support/store-targets';

/**
 * Runs `bench` on the whole app over a temporary SQLite store that `fill` has written (left empty, the app generates
 * the demo market on start as on a first start), then closes the app and removes the store.
 */
export async function withTemporaryApp(
  fill: (target: StoreTarget) => Promise<void>,
  bench: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  const place = testStoreTarget('sqlite');
  try {
    await fill(place.target);
    // No rate limit: a bench sends thousands of requests from one address.
    const app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '0' }),
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

/** Runs `bench` on the whole app serving the demo market, generated to today into a temporary store. */
export function withDemoApp(bench: (app: FastifyInstance) => Promise<void>): Promise<void> {
  return withTemporaryApp(async () => {}, bench);
}
