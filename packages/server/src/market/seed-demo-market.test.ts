import { isoDate } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { testStoreTarget } from '../../test-support/store-targets';
import { openStore } from '../store/open-store';
import { seedDemoMarket } from './seed-demo-market';

const log = { info: () => {}, warn: () => {}, error: () => {} };

describe('seedDemoMarket', () => {
  it('ends the demo history with the last completed session: no bar for today before NEPSE opens', async () => {
    const place = testStoreTarget('sqlite');
    const store = await openStore(place.target);
    try {
      // Friday 2026-11-20, 09:45 in Nepal: Thursday's session is the last one completed.
      expect(await seedDemoMarket(store, 20_160_101, log, new Date('2026-11-20T04:00:00Z'))).toBe(true);
      const lastDay = async (table: 'prices' | 'index_history') => {
        const row = await store.db
          .selectFrom(table)
          .select((eb) => eb.fn.max('day').as('last'))
          .executeTakeFirstOrThrow();
        return isoDate(row.last);
      };
      expect(await lastDay('prices')).toBe('2026-11-19');
      expect(await lastDay('index_history')).toBe('2026-11-19');
    } finally {
      await store.close();
      await place.cleanup();
    }
  });
});
