import type { Kysely, Migration } from 'kysely';

/**
 * `sector_index_history`: the closes of each sector's own index (NEPSE's sub-index, or the demo market's), keyed
 * by the spec sector's id and the day. A table of its own rather than a key added to `index_history`: the NEPSE
 * index keeps its one-row-per-day shape and its open, high, low and turnover, which a sub-index need not have.
 */
export const sectorIndexTable: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sector_index_history')
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('close', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('sector_index_history_pk', ['sector', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sector_index_history').execute();
  },
};
