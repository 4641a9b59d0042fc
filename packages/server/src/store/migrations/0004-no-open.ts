import type { Kysely, Migration } from 'kysely';

/**
 * `prices.no_open`: 1 where the bar's open is not a real print (NEPSE's company history has none, an import named
 * the date before which opens are copies, or the import repaired the open); the open column keeps its number.
 */
export const noOpenColumn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('prices')
      .addColumn('no_open', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('prices').dropColumn('no_open').execute();
  },
};
