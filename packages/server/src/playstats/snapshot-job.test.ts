import { readFileSync } from 'node:fs';
import path from 'node:path';
import { epochDay } from '@nepse/core';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptPlayStore } from '../../test-support/play-store-interception';
import { type TestStoreTarget, testStoreTarget } from '../../test-support/store-targets';
import { openStore, type Store } from '../store/open-store';
import { countSnapshots, readSnapshots, upsertTrackedApp } from '../store/play-tracking';
import { DemoPlaySource } from './demo-play-source';
import { GooglePlaySource } from './google-play-source';
import type { PlayAppDetails, PlaySource } from './play-source';
import { SnapshotJob } from './snapshot-job';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../test-support/playstats-fixtures', name), 'utf8');
const PLAY = 'https://play.google.com';
// 18:00 UTC is 23:45 on 24 November in Nepal.
const now = () => new Date('2026-11-24T18:00:00Z');
const quiet = () => undefined;
const log = { info: quiet, warn: quiet, error: quiet };
const record = (package_name: string) => ({
  package_name,
  display_name: package_name,
  developer: null,
  store: 'google_play' as const,
});

describe('SnapshotJob', () => {
  let place: TestStoreTarget;
  let store: Store;

  interceptPlayStore();
  beforeEach(async () => {
    place = testStoreTarget('sqlite');
    store = await openStore(place.target);
    await upsertTrackedApp(store, record('com.f1soft.esewa'), now(), 10);
    await upsertTrackedApp(store, record('com.example.gone'), now(), 10);
  });
  afterEach(async () => {
    await store.close();
    await place.cleanup();
  });

  it("stores each tracked app's counter, kind and rating for the Nepal day; an app gone from the store is reported", async () => {
    nock(PLAY)
      .get('/store/apps/details')
      .query({ id: 'com.example.gone', hl: 'en', gl: 'np' })
      .reply(404, 'Not Found');
    nock(PLAY)
      .get('/store/apps/details')
      .query({ id: 'com.f1soft.esewa', hl: 'en', gl: 'np' })
      .reply(200, fixture('details-esewa.html'));
    nock(PLAY)
      .post('/_/PlayStoreUi/data/batchexecute')
      .query(true)
      .reply(200, fixture('permissions-esewa.txt'));
    const source = new GooglePlaySource({
      country: 'np',
      lang: 'en',
      now,
      throttleMs: 0,
      searchCacheMs: 0,
      detailsExpiry: (at) => at,
      firstBackoffMs: 60_000,
      maxBackoffMs: 60_000,
      timeoutMs: 5000,
    });
    const job = new SnapshotJob({ db: store.db, source, now, minutes: 1410, log });
    expect(await job.runOnce()).toEqual({ written: ['com.f1soft.esewa'], failed: ['com.example.gone'] });
    expect(await readSnapshots(store.db, 'com.f1soft.esewa', 5)).toEqual([
      {
        packageName: 'com.f1soft.esewa',
        day: epochDay('2026-11-24'),
        installs: 12_873_456,
        kind: 'exact',
        rating: 4.3,
        takenAt: '2026-11-24T18:00:00.000Z',
      },
    ]);
  });

  it('writes nothing from the demo catalogue', async () => {
    const job = new SnapshotJob({
      db: store.db,
      source: new DemoPlaySource(1, now),
      now,
      minutes: 1410,
      log,
    });
    expect(await job.runOnce()).toEqual({ written: [], failed: [] });
    expect(await job.snapshot('com.f1soft.esewa')).toBe(false);
    expect(await countSnapshots(store.db)).toBe(0);
  });

  it('runs at the configured Nepal time and again the next day', async () => {
    let installs = 1000;
    const details = (): PlayAppDetails => ({
      package_name: 'com.f1soft.esewa',
      app_info: { name: 'eSewa', developer_name: null, category: null, content_rating: null, icon_url: null },
      ratings: { average: 0, total_reviews: 0 },
      downloads: { display_text: '1,000+', exact_download: installs, kind: 'exact' },
      release_info: { version: null, release_date: null },
      permissions: [],
    });
    // A stand-in for the real store: every app answers the current counter.
    const source: PlaySource = { provenance: 'live', search: async () => [], details: async () => details() };
    // 17:00 UTC is 22:45 in Nepal: the 23:30 run is 45 minutes away.
    let clock = Date.parse('2026-11-24T17:00:00Z');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const job = new SnapshotJob({ db: store.db, source, now: () => new Date(clock), minutes: 1410, log });
    try {
      job.start();
      clock += 45 * 60_000 - 1;
      await vi.advanceTimersByTimeAsync(45 * 60_000 - 1);
      expect(await countSnapshots(store.db)).toBe(0);
      clock += 1;
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(async () => expect(await countSnapshots(store.db)).toBe(2));
      installs = 1500;
      clock += 86_400_000;
      await vi.advanceTimersByTimeAsync(86_400_000);
      await vi.waitFor(async () => expect(await countSnapshots(store.db)).toBe(4));
      const esewa = await readSnapshots(store.db, 'com.f1soft.esewa', 5);
      expect(esewa.map((s) => [s.day, s.installs, s.rating])).toEqual([
        [epochDay('2026-11-24'), 1000, null],
        [epochDay('2026-11-25'), 1500, null],
      ]);
    } finally {
      job.stop();
      vi.useRealTimers();
    }
  });
});
