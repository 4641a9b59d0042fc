import type { Kysely, Migration } from 'kysely';

/** Apps registered for Play Store tracking and their daily install-counter snapshots. */
export const playstatsTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('play_tracked_apps')
      .addColumn('package_name', 'text', (c) => c.primaryKey())
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('developer', 'text')
      .addColumn('store', 'text', (c) => c.notNull())
      .addColumn('tracked_since', 'text', (c) => c.notNull())
      .execute();

    // One snapshot per app and Nepal day; counters reach billions, so double precision (exact to 2^53).
    await db.schema
      .createTable('play_snapshots')
      .addColumn('package_name', 'text', (c) =>
        c.notNull().references('play_tracked_apps.package_name').onDelete('cascade'),
      )
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('installs', 'double precision', (c) => c.notNull())
      .addColumn('installs_kind', 'text', (c) => c.notNull())
      .addColumn('rating', 'double precision')
      .addColumn('taken_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('play_snapshots_pk', ['package_name', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('play_snapshots').execute();
    await db.schema.dropTable('play_tracked_apps').execute();
  },
};
