import type { AppRecordUpsert, InstallCountKind } from '@nepse/contract';
import { type Kysely, sql } from 'kysely';
import type { InstallSnapshot } from '../playstats/daily-downloads';
import { refuseNonFinite } from './finite-values';
import type { Store } from './open-store';
import type { StoreSchema } from './schema';

/** A registered app as stored. */
export interface TrackedApp extends AppRecordUpsert {
  tracked_since: string;
}

/** One reading of the real store's counter for `day` (a Nepal day); a second reading the same day replaces it. */
export interface SnapshotRow extends InstallSnapshot {
  packageName: string;
  rating: number | null;
  takenAt: string;
}

/** What a registration did: the app's record and whether it is new, or `full` when a new app is past `maxApps`. */
export type TrackingOutcome = { app: TrackedApp; created: boolean } | 'full';

/**
 * Registers an app for tracking, or renames an already registered one (its `tracked_since` stays); a new app is
 * refused once `maxApps` are tracked. On PostgreSQL the table is locked against other registrations for the
 * transaction, so that two at once cannot both take the last place (SQLite runs one transaction at a time).
 */
export async function upsertTrackedApp(
  store: Store,
  app: AppRecordUpsert,
  now: Date,
  maxApps: number,
): Promise<TrackingOutcome> {
  return store.db.transaction().execute(async (trx) => {
    if (store.dialect === 'postgres') {
      await sql`lock table play_tracked_apps in share row exclusive mode`.execute(trx);
    }
    const existing = await trx
      .selectFrom('play_tracked_apps')
      .select('tracked_since')
      .where('package_name', '=', app.package_name)
      .executeTakeFirst();
    if (existing === undefined && (await countTrackedApps(trx)) >= maxApps) return 'full';
    const tracked_since = existing?.tracked_since ?? now.toISOString();
    await trx
      .insertInto('play_tracked_apps')
      .values({ ...app, tracked_since })
      .onConflict((oc) =>
        oc.column('package_name').doUpdateSet({ display_name: app.display_name, developer: app.developer }),
      )
      .execute();
    return { app: { ...app, tracked_since }, created: existing === undefined };
  });
}

/** How many apps are registered. */
export async function countTrackedApps(db: Kysely<StoreSchema>): Promise<number> {
  const row = await db
    .selectFrom('play_tracked_apps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every registered app, by package name. */
export async function trackedApps(db: Kysely<StoreSchema>): Promise<TrackedApp[]> {
  const rows = await db.selectFrom('play_tracked_apps').selectAll().orderBy('package_name').execute();
  return rows.map((r) => ({ ...r, store: 'google_play' as const }));
}

/** Whether the app is registered. */
export async function isTracked(db: Kysely<StoreSchema>, packageName: string): Promise<boolean> {
  const row = await db
    .selectFrom('play_tracked_apps')
    .select('package_name')
    .where('package_name', '=', packageName)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores (or replaces) the app's snapshot of that day; a figure that is not finite is refused, nothing written. */
export async function writeSnapshot(db: Kysely<StoreSchema>, s: SnapshotRow): Promise<void> {
  refuseNonFinite('play_snapshots', 'installs', s.installs);
  refuseNonFinite('play_snapshots', 'rating', s.rating);
  const values = { installs: s.installs, installs_kind: s.kind, rating: s.rating, taken_at: s.takenAt };
  await db
    .insertInto('play_snapshots')
    .values({ package_name: s.packageName, day: s.day, ...values })
    .onConflict((oc) => oc.columns(['package_name', 'day']).doUpdateSet(values))
    .execute();
}

/** The app's latest `count` snapshots, ascending by day. */
export async function readSnapshots(
  db: Kysely<StoreSchema>,
  packageName: string,
  count: number,
): Promise<SnapshotRow[]> {
  const rows = await db
    .selectFrom('play_snapshots')
    .selectAll()
    .where('package_name', '=', packageName)
    .orderBy('day', 'desc')
    .limit(count)
    .execute();
  return rows.reverse().map((r) => ({
    packageName: r.package_name,
    day: r.day,
    installs: r.installs,
    kind: r.installs_kind as InstallCountKind,
    rating: r.rating,
    takenAt: r.taken_at,
  }));
}

/** How many snapshots the store holds in all (tests: demo figures are never written). */
export async function countSnapshots(db: Kysely<StoreSchema>): Promise<number> {
  const row = await db
    .selectFrom('play_snapshots')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
