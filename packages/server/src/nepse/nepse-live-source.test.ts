import { afterEach, describe, expect, it } from 'vitest';
import { apiSample, hasApiSamples, TestNepse } from '../../test-support/nepse-site';
import { LOOPING_MODULE, SUMS_MODULE } from '../../test-support/wasm-module-bytes';
import { loadConfig } from '../config';
import { createLiveSource } from '../live/create-live-source';
import { NepseClient } from './nepse-client';
import { NepseLiveSource } from './nepse-live-source';

const quiet = { info: () => {} };

describe.skipIf(!hasApiSamples)(
  "NEPSE's live market through the adapter (loopback server, recorded payloads)",
  () => {
    let nepse: TestNepse;
    afterEach(() => nepse.stop());

    async function source(server: TestNepse, logged: object[] = []) {
      const baseUrl = await server.start();
      const client = new NepseClient({ baseUrl, log: { info: (obj) => logged.push(obj) } });
      return new NepseLiveSource(client);
    }

    it('proves, derives the token with the fetched module, and maps the records to live records', async () => {
      nepse = new TestNepse();
      const logged: object[] = [];
      const quote = await (await source(nepse, logged)).fetchLive(new AbortController().signal);
      expect(quote.records).toEqual([
        {
          symbol: 'UNLB',
          openPrice: 1690,
          highPrice: 1690,
          lowPrice: 1660.2,
          lastTradedPrice: 1670,
          previousClose: 1694,
          totalTradeQuantity: 1651,
          percentageChange: -1.42,
          lastUpdatedDateTime: '2026-04-02 12:22:33.837549',
        },
      ]);
      expect(quote.phase).toBe('closed');
      expect(quote.index).toEqual({ value: 2600.38, change: 34.22, percentageChange: 1.33 });
      expect(nepse.proves).toBe(1);
      expect(logged).toEqual([
        {
          url: expect.stringMatching(/\/assets\/prod\/css\.wasm$/),
          bytes: SUMS_MODULE.length,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      ]);
    });

    it('proves again (with the module fetched again) when NEPSE answers 401, and repeats the call', async () => {
      nepse = new TestNepse();
      const live = await source(nepse);
      await live.fetchLive(new AbortController().signal);
      nepse.expireTokens();
      const quote = await live.fetchLive(new AbortController().signal);
      expect(quote.records).toHaveLength(1);
      expect(nepse.proves).toBe(2);
      expect(nepse.requested('/assets/prod/css.wasm')).toHaveLength(2);
      expect(nepse.requested('/api/nots/lives-market')).toHaveLength(3);
    });

    it('is the live source LIVE_SOURCE=nepse names, at NEPSE_BASE_URL', async () => {
      nepse = new TestNepse();
      const config = loadConfig({ LIVE_SOURCE: 'nepse', NEPSE_BASE_URL: `${await nepse.start()}/` });
      const live = createLiveSource(
        config.live,
        1,
        () => {
          throw new Error('the NEPSE source reads no market');
        },
        () => new Date(),
        config.nepse,
        quiet,
      );
      expect(live.name).toBe('nepse');
      expect((await live.fetchLive(new AbortController().signal)).records[0]?.symbol).toBe('UNLB');
    });

    it('refuses an answer that is not an array', async () => {
      nepse = new TestNepse({ liveMarket: { content: [] } });
      await expect((await source(nepse)).fetchLive(new AbortController().signal)).rejects.toThrow(
        "NEPSE's live market answer is not an array",
      );
    });

    it('refuses a record without a last traded price, failing the whole quote', async () => {
      nepse = new TestNepse({
        liveMarket: [{ symbol: 'NABIL', lastUpdatedDateTime: '2026-04-02 12:00:00' }],
      });
      await expect((await source(nepse)).fetchLive(new AbortController().signal)).rejects.toThrow(
        "NEPSE's live market record 0 is not a live record",
      );
    });

    it('refuses a record holding a number out of its sane bound or overflowing, failing the whole quote', async () => {
      const [unlb] = apiSample('live_market.json').sample as object[];
      nepse = new TestNepse({ liveMarket: [unlb, { ...unlb, symbol: 'BIG', lastTradedPrice: 2e7 }] });
      await expect((await source(nepse)).fetchLive(new AbortController().signal)).rejects.toThrow(
        "NEPSE's live market record 1 (BIG): lastTradedPrice 20000000 is not below 10,000,000 (its sane bound)",
      );
      await nepse.stop();
      // Infinity goes out as 1e400, which JSON reads back as Infinity.
      nepse = new TestNepse({ liveMarket: [{ ...unlb, totalTradeQuantity: Number.POSITIVE_INFINITY }] });
      await expect((await source(nepse)).fetchLive(new AbortController().signal)).rejects.toThrow(
        "NEPSE's live market record 0 is not a live record",
      );
    });

    it('leaves the index unknown when its value is out of its sane bound', async () => {
      const index = apiSample('nepse_index.json').sample as { id: number }[];
      nepse = new TestNepse({
        nepseIndex: index.map((row) => (row.id === 58 ? { ...row, currentValue: 1e12 } : row)),
      });
      const quote = await (await source(nepse)).fetchLive(new AbortController().signal);
      expect(quote.records).toHaveLength(1);
      expect(quote.index).toBeNull();
    });

    it('refuses a module larger than the limit, before running it', async () => {
      nepse = new TestNepse({ module: new Uint8Array(70 * 1024) });
      await expect((await source(nepse)).fetchLive(new AbortController().signal)).rejects.toThrow(
        "NEPSE's token module is 71680 bytes, more than the 65536 accepted",
      );
      expect(nepse.requested('/api/authenticate/prove')).toEqual([]);
    });

    it('stops a module that loops forever, and no call goes out', async () => {
      nepse = new TestNepse({ module: LOOPING_MODULE });
      const baseUrl = await nepse.start();
      const client = new NepseClient({
        baseUrl,
        log: quiet,
        moduleLimits: { maxBytes: 1024, timeoutMs: 200 },
      });
      await expect(new NepseLiveSource(client).fetchLive(new AbortController().signal)).rejects.toThrow(
        "NEPSE's token module ran longer than 200 ms; stopped",
      );
      expect(nepse.requested('/api/nots/')).toEqual([]);
    });
  },
);
