import type { FastifyInstance } from 'fastify';
import { hasNepseData, NEPSE_DATA_DIR, NEPSE_DATA_MISSING } from '../../core/test-support/nepse-data';
import { importMarket } from '../src/ingest/import-market';
import { openStore } from '../src/store/open-store';
import { withTemporaryApp } from './demo-app';

/**
 * Runs `bench` on the whole app serving the real NEPSE data set, imported into a temporary SQLite store, then
 * closes the app and removes the store; without the data it says `label` is skipped and why.
 */
export async function withRealDataApp(
  label: string,
  bench: (app: FastifyInstance) => Promise<void>,
): Promise<void> {
  if (!hasNepseData) {
    console.log(`${label}: skipped, ${NEPSE_DATA_MISSING}`);
    return;
  }
  await withTemporaryApp(async (target) => {
    const store = await openStore(target);
    await importMarket(store, [NEPSE_DATA_DIR], { skipInvalid: true });
    await store.close();
  }, bench);
}
