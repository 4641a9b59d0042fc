import { epochDay, isoDate } from '@nepse/core';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketCache, type MarketLog } from '../market/market-cache';
import { testMarket } from '../market/test-market';
import { openStore, type Store } from '../store/open-store';
import { StoreUnavailableError } from '../store/store-unavailable';
import { type ProxiedPostgres, proxiedPostgres } from '../store/test-support/proxied-postgres';
import { writeMarket } from '../store/write-market';
import { MarketSimulator } from './market-simulator';
import { nepalInstant } from './nepal-clock';
import { SessionRecorder } from './session-recorder';

const quiet: MarketLog = { info: () => {}, warn: () => {}, error: () => {} };
/** Sunday 2025-06-29, the trading day after the test market's last session (Thursday 2025-06-26). */
const SUNDAY = epochDay('2025-06-29');

describe('SessionRecorder while PostgreSQL is stopped (through a TCP proxy)', () => {
  let behind: ProxiedPostgres;
  let store: Store;
  afterEach(async () => {
    await store.close();
    await behind.place.cleanup();
  });

  it('keeps the ended session pending and writes it with the first poll after the store is back', async () => {
    behind = await proxiedPostgres();
    store = await openStore(behind.place.target);
    await writeMarket(store, testMarket([{ symbol: 'AAA', sessions: 5, price: 100 }]), {
      kind: 'demo',
      description: 'test',
    });
    const market = await MarketCache.load(store, quiet);
    let now = nepalInstant(SUNDAY, 14 * 3_600_000 + 59 * 60_000);
    const simulator = new MarketSimulator(() => market.current, {
      seed: 5,
      tickMs: 60_000,
      anyHour: false,
      now: () => now,
    });
    const recorder = new SessionRecorder(
      store,
      'simulator',
      () => market.refresh(),
      () => now,
      quiet,
    );
    expect(await recorder.record(simulator.quote())).toBe(false);
    now = nepalInstant(SUNDAY, 15 * 3_600_000);

    await behind.proxy.stop();
    await expect(recorder.record(simulator.quote())).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(recorder.record(simulator.quote())).rejects.toBeInstanceOf(StoreUnavailableError);
    await behind.proxy.start();
    expect(await recorder.record(simulator.quote())).toBe(true);
    expect(market.latestDate).toBe(isoDate(SUNDAY));
    // Written once: the next poll after it has nothing to write.
    expect(await recorder.record(simulator.quote())).toBe(false);
  });
});
