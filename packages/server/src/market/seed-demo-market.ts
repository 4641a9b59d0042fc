import { isoDate } from '@nepse/core';
import { generateDemoMarket } from '../demo/index';
import { readDataVersion } from '../store/data-version';
import type { Store } from '../store/open-store';
import { writeMarket } from '../store/write-market';
import type { MarketLog } from './market-cache';
import { lastCompletedSession } from './trading-calendar';

/**
 * On a store that holds nothing yet, generates the demo market (from `seed`, ending with the last session
 * completed at `now`) and saves it; a store with data, demo or imported, is left alone. True when it wrote
 * the demo.
 */
export async function seedDemoMarket(
  store: Store,
  seed: number,
  log: MarketLog,
  now: Date,
): Promise<boolean> {
  if ((await readDataVersion(store.db)).kind !== 'empty') return false;
  const started = performance.now();
  const endDate = isoDate(lastCompletedSession(now));
  const dataset = generateDemoMarket({ seed, endDate });
  const generated = performance.now();
  const summary = await writeMarket(store, dataset, {
    kind: 'demo',
    description: `demo market, seed ${seed}, to ${endDate}`,
  });
  log.info(
    {
      seed,
      endDate,
      symbols: dataset.prices.length,
      rows: summary.changed.prices,
      generateMs: Math.round(generated - started),
      saveMs: Math.round(performance.now() - generated),
    },
    summary.written ? 'demo market generated and saved' : 'the store was filled meanwhile; demo not saved',
  );
  return summary.written;
}
