import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type ImportOptions, importMarket } from '../src/ingest/import-market';
import type { MarketDataset } from '../src/ingest/market-dataset';
import { openStore } from '../src/store/open-store';
import { testStoreWith } from './market';
import { copySharedStore } from './shared-store-file';
import { type TestStoreTarget, testStoreTarget } from './store-targets';

/** A test's app on a store of its own, and how to close both. */
export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The app, quiet and without polling for data, on the store at `place`, configured further by `env` (e.g.
 * `WEB_DIST`); the store is removed on close.
 */
export async function testAppOn(place: TestStoreTarget, env: Record<string, string> = {}): Promise<TestApp> {
  let app: FastifyInstance;
  try {
    // No rate limit: a suite sends hundreds of requests from one address (http/rate-limit.test.ts tests the limit).
    app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', DATA_POLL_SECONDS: '0', RATE_LIMIT_PER_MINUTE: '0', ...env }),
      database: place.target,
    });
  } catch (error) {
    await place.cleanup();
    throw error;
  }
  return {
    app,
    close: async () => {
      await app.close();
      await place.cleanup();
    },
  };
}

/** The app on a new store holding `market` (imported data unless `kind` says demo). */
export async function testAppWith(
  market: MarketDataset,
  kind: 'demo' | 'imported' = 'imported',
): Promise<TestApp> {
  return testAppOn(await testStoreWith(market, kind));
}

/** The app on a new empty store, which it seeds with the demo market. */
export function demoTestApp(): Promise<TestApp> {
  return testAppOn(testStoreTarget('sqlite'));
}

/**
 * The app on a new store holding the NEPSE data files or folders `paths`, imported as `npm run import` does. The
 * import runs once per test run for the same files and options; each app gets a copy of the store it wrote.
 */
export async function importedTestApp(paths: string[], options: ImportOptions): Promise<TestApp> {
  const place = testStoreTarget('sqlite');
  if (place.target.kind !== 'sqlite') throw new Error('An imported test app is on SQLite.');
  try {
    await copySharedStore(JSON.stringify({ paths, options }), place.target.file, async (file) => {
      const store = await openStore({ kind: 'sqlite', file });
      try {
        await importMarket(store, paths, options);
      } finally {
        await store.close();
      }
    });
  } catch (error) {
    await place.cleanup();
    throw error;
  }
  return testAppOn(place);
}

/**
 * For a suite: the app `start` gives, started before its tests (within `timeout` ms when given) and closed after
 * them; the tests read it through the returned function.
 */
export function useTestApp(start: () => Promise<TestApp>, timeout?: number): () => FastifyInstance {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeout);
  afterAll(() => started?.close());
  return () => {
    if (!started) throw new Error('The test app did not start.');
    return started.app;
  };
}
