import { describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import { NonFiniteValueError } from './finite-values';
import {
  countSnapshots,
  isTracked,
  readSnapshots,
  trackedApps,
  upsertTrackedApp,
  writeSnapshot,
} from './play-tracking';

const esewa = {
  package_name: 'com.f1soft.esewa',
  display_name: 'eSewa',
  developer: 'F1Soft',
  store: 'google_play',
} as const;

describe.each(STORE_KINDS)('Play Store tracking on %s', (kind) => {
  const fixture = useTestStore(kind);

  it('registers an app once and renames it on a second call, keeping when tracking began', async () => {
    const first = await upsertTrackedApp(fixture.store, esewa, new Date('2026-11-20T10:00:00Z'), 10);
    expect(first).toEqual({ app: { ...esewa, tracked_since: '2026-11-20T10:00:00.000Z' }, created: true });
    const again = await upsertTrackedApp(
      fixture.store,
      { ...esewa, display_name: 'eSewa - Mobile Wallet', developer: null },
      new Date('2026-11-22T10:00:00Z'),
      10,
    );
    expect(again).toMatchObject({ created: false });
    expect(await trackedApps(fixture.store.db)).toEqual([
      {
        ...esewa,
        display_name: 'eSewa - Mobile Wallet',
        developer: null,
        tracked_since: '2026-11-20T10:00:00.000Z',
      },
    ]);
    expect(await isTracked(fixture.store.db, 'com.f1soft.esewa')).toBe(true);
    expect(await isTracked(fixture.store.db, 'com.khalti')).toBe(false);
  });

  it('keeps one snapshot per day (the later reading replaces it) and reads the latest ones in order', async () => {
    await upsertTrackedApp(fixture.store, esewa, new Date('2026-11-20T10:00:00Z'), 10);
    const row = {
      packageName: esewa.package_name,
      kind: 'exact' as const,
      rating: 4.5,
      takenAt: '2026-11-20T17:45:00.000Z',
    };
    await writeSnapshot(fixture.store.db, { ...row, day: 20_000, installs: 12_345_678_901 });
    await writeSnapshot(fixture.store.db, { ...row, day: 20_002, installs: 12_345_679_000 });
    await writeSnapshot(fixture.store.db, { ...row, day: 20_001, installs: 1 });
    await writeSnapshot(fixture.store.db, { ...row, day: 20_001, installs: 12_345_678_950, rating: null });
    expect(await countSnapshots(fixture.store.db)).toBe(3);
    const latest = await readSnapshots(fixture.store.db, esewa.package_name, 2);
    expect(latest.map((s) => [s.day, s.installs, s.rating])).toEqual([
      [20_001, 12_345_678_950, null],
      [20_002, 12_345_679_000, 4.5],
    ]);
  });

  it('refuses a snapshot whose installs or rating is not finite, writing nothing', async () => {
    await upsertTrackedApp(fixture.store, esewa, new Date('2026-11-20T10:00:00Z'), 10);
    const row = {
      packageName: esewa.package_name,
      day: 20_000,
      kind: 'exact' as const,
      installs: 1000,
      rating: 4.5,
      takenAt: '2026-11-20T17:45:00.000Z',
    };
    await expect(
      writeSnapshot(fixture.store.db, { ...row, installs: Number.POSITIVE_INFINITY }),
    ).rejects.toThrow('Refused to write play_snapshots.installs = Infinity');
    await expect(writeSnapshot(fixture.store.db, { ...row, rating: Number.NaN })).rejects.toThrow(
      NonFiniteValueError,
    );
    expect(await countSnapshots(fixture.store.db)).toBe(0);
  });

  it('migrates an existing store without change', async () => {
    await upsertTrackedApp(fixture.store, esewa, new Date('2026-11-20T10:00:00Z'), 10);
    await fixture.reopen();
    expect(await isTracked(fixture.store.db, 'com.f1soft.esewa')).toBe(true);
  });
});

describe.each(STORE_KINDS)('the cap on tracked apps on %s', (kind) => {
  const fixture = useTestStore(kind);
  const app = (n: number) => ({ ...esewa, package_name: `com.example.app${n}` });
  const at = new Date('2026-11-20T10:00:00Z');

  it('refuses a new app once the cap is reached, and still renames a tracked one', async () => {
    expect(await upsertTrackedApp(fixture.store, app(1), at, 2)).toMatchObject({ created: true });
    expect(await upsertTrackedApp(fixture.store, app(2), at, 2)).toMatchObject({ created: true });
    expect(await upsertTrackedApp(fixture.store, app(3), at, 2)).toBe('full');
    const renamed = await upsertTrackedApp(fixture.store, { ...app(1), display_name: 'Renamed' }, at, 2);
    expect(renamed).toMatchObject({ created: false, app: { display_name: 'Renamed' } });
    expect((await trackedApps(fixture.store.db)).map((a) => a.package_name)).toEqual([
      'com.example.app1',
      'com.example.app2',
    ]);
  });

  it('lets no more than the cap in when many new apps register at once', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => upsertTrackedApp(fixture.store, app(i), at, 5)),
    );
    expect(outcomes.filter((o) => o !== 'full')).toHaveLength(5);
    expect(await trackedApps(fixture.store.db)).toHaveLength(5);
  });
});
