import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMarket, testStoreWith } from '../../test-support/market';
import { type ProxiedPostgres, proxiedPostgres } from '../../test-support/proxied-postgres';
import { openStore, type Store } from '../store/open-store';
import { writeMarket } from '../store/write-market';
import { MarketCache } from './market-cache';

describe('MarketCache while PostgreSQL is stopped (through a TCP proxy)', () => {
  let behind: ProxiedPostgres;
  let store: Store;
  afterEach(async () => {
    await store.close();
    await behind.place.cleanup();
  });

  it('keeps its snapshot, warns once per outage, says when the store is back, and then reloads a new version', async () => {
    behind = await proxiedPostgres();
    await testStoreWith(
      testMarket([{ symbol: 'NABIL', sessions: 10, price: 500 }]),
      'imported',
      behind.place,
    );
    store = await openStore(behind.place.target);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const cache = await MarketCache.load(store, log);
    const loaded = cache.current;

    await behind.proxy.stop();
    // Three checks of the data version (as three polls would make) while the store is down.
    for (let i = 0; i < 3; i++) await cache.refresh();
    expect(cache.current).toBe(loaded);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/store is unreachable/);
    expect(log.error).not.toHaveBeenCalled();

    await behind.proxy.start();
    await cache.refresh();
    await cache.refresh();
    expect(log.info.mock.calls.filter(([, msg]) => /reachable again/.test(msg))).toHaveLength(1);
    expect(cache.current).toBe(loaded);

    // A second outage is warned about again.
    await behind.proxy.stop();
    await cache.refresh();
    expect(log.warn).toHaveBeenCalledTimes(2);
    await behind.proxy.start();

    await writeMarket(store, testMarket([{ symbol: 'NABIL', sessions: 11, price: 500 }], '2025-06-29'), {
      kind: 'imported',
      description: 'one more session',
    });
    await cache.refresh();
    expect(cache.latestDate).toBe('2025-06-29');
    expect(log.error).not.toHaveBeenCalled();
  });
});
