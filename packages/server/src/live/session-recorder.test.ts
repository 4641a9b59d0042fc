import { epochDay, isoDate } from '@nepse/core';
import { afterEach, describe, expect, it } from 'vitest';
import { testMarket, testStoreWith } from '../../test-support/market';
import { proxiedPostgres } from '../../test-support/proxied-postgres';
import type { TestStoreTarget } from '../../test-support/store-targets';
import { MarketCache, type MarketLog } from '../market/market-cache';
import { readDataVersion } from '../store/data-version';
import { NonFiniteValueError } from '../store/finite-values';
import { openStore, type Store } from '../store/open-store';
import { StoreUnavailableError } from '../store/store-unavailable';
import { MarketSimulator } from './market-simulator';
import { nepalInstant } from './nepal-clock';
import { SessionRecorder } from './session-recorder';

const quiet: MarketLog = { info: () => {}, warn: () => {}, error: () => {} };
/** Sunday 2025-06-29, the trading day after the test market's last session (Thursday 2025-06-26). */
const SUNDAY = epochDay('2025-06-29');

describe('SessionRecorder', () => {
  let place: TestStoreTarget;
  let store: Store;
  afterEach(async () => {
    await store.close();
    await place.cleanup();
  });

  /** A market on the store at `at` (a temporary SQLite file unless given), and a recorder of its sessions. */
  async function sessionOn(kind: 'demo' | 'imported', at?: TestStoreTarget) {
    place = await testStoreWith(
      testMarket([
        { symbol: 'AAA', sessions: 5, price: 100 },
        { symbol: 'BBB', sessions: 5, price: 200 },
      ]),
      kind,
      at,
    );
    store = await openStore(place.target);
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
    return {
      market,
      recorder,
      simulator,
      at: (hours: number, minutes: number) => {
        now = nepalInstant(SUNDAY, (hours * 60 + minutes) * 60_000);
      },
    };
  }

  it("writes the simulated session's bars into the demo market once, moving the data version once", async () => {
    const { market, recorder, simulator, at } = await sessionOn('demo');
    const before = await readDataVersion(store.db);
    expect(await recorder.record(simulator.quote())).toBe(false);
    at(15, 0);
    const quoted = simulator.quote();
    // BBB's record comes without an open: its bar opens at the previous close, flagged as not real.
    const final = {
      ...quoted,
      records: quoted.records.map((r) => (r.symbol === 'BBB' ? { ...r, openPrice: null } : r)),
    };
    expect(final.phase).toBe('closed');
    expect(await recorder.record(final)).toBe(true);
    at(15, 5);
    expect(await recorder.record(simulator.quote())).toBe(false);
    const after = await readDataVersion(store.db);
    expect(after.version).toBe(before.version + 1);
    expect(after.kind).toBe('demo');
    expect(market.version).toBe(after.version);
    expect(market.latestDate).toBe(isoDate(SUNDAY));
    const aaa = final.records.find((r) => r.symbol === 'AAA');
    const bars = market.bars('AAA', 'raw');
    const last = (bars?.date.length ?? 0) - 1;
    expect([
      bars?.date[last],
      bars?.open[last],
      bars?.high[last],
      bars?.low[last],
      bars?.close[last],
    ]).toEqual([SUNDAY, aaa?.openPrice, aaa?.highPrice, aaa?.lowPrice, aaa?.lastTradedPrice]);
    expect(bars?.volume[last]).toBe(aaa?.totalTradeQuantity);
    expect(bars?.noOpen).toBeUndefined();
    const bbb = market.bars('BBB', 'raw');
    const bbbRecord = final.records.find((r) => r.symbol === 'BBB');
    expect(bbb?.noOpen?.[last]).toBe(1);
    expect(bbb?.open[last]).toBe(bbbRecord?.previousClose);
  });

  it('keeps an ended session that an unreachable store refused, and writes it with the first poll after its return', async () => {
    const behind = await proxiedPostgres();
    const { market, recorder, simulator, at } = await sessionOn('demo', behind.place);
    expect(await recorder.record(simulator.quote())).toBe(false);
    at(15, 0);
    await behind.proxy.stop();
    await expect(recorder.record(simulator.quote())).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(recorder.record(simulator.quote())).rejects.toBeInstanceOf(StoreUnavailableError);
    await behind.proxy.start();
    expect(await recorder.record(simulator.quote())).toBe(true);
    expect(market.latestDate).toBe(isoDate(SUNDAY));
    // Written once: the next poll after it has nothing to write.
    expect(await recorder.record(simulator.quote())).toBe(false);
  });

  it('refuses a session holding a price that is not finite, writing none of its bars', async () => {
    const { market, recorder, simulator, at } = await sessionOn('demo');
    const before = await readDataVersion(store.db);
    expect(await recorder.record(simulator.quote())).toBe(false);
    at(15, 0);
    const final = simulator.quote();
    const [first, ...rest] = final.records;
    const spoilt = { ...final, records: [...rest, { ...first!, lastTradedPrice: Number.POSITIVE_INFINITY }] };
    await expect(recorder.record(spoilt)).rejects.toBeInstanceOf(NonFiniteValueError);
    expect(await readDataVersion(store.db)).toEqual(before);
    expect(market.latestDate).toBe('2025-06-26');
  });

  it('never writes simulated bars into imported data', async () => {
    const { market, recorder, simulator, at } = await sessionOn('imported');
    const before = await readDataVersion(store.db);
    await recorder.record(simulator.quote());
    at(15, 0);
    expect(await recorder.record(simulator.quote())).toBe(false);
    expect(await readDataVersion(store.db)).toEqual(before);
    expect(market.latestDate).toBe('2025-06-26');
  });
});
