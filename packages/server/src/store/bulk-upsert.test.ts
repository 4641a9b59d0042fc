import { describe, expect, it } from 'vitest';
import { testMarket } from '../../test-support/market';
import { STORE_KINDS } from '../../test-support/store-targets';
import { useTestStore } from '../../test-support/use-store';
import { upsertColumns } from './bulk-upsert';
import { NonFiniteValueError } from './finite-values';
import { INDEX_HISTORY } from './market-tables';
import { readMarket } from './read-market';
import { writeMarket } from './write-market';

// A file of its own: the statements are kept per process, and this test needs the first securities statement of
// the process to be a placeholder one (insert or keep), as for a top-up whose first write named a promoter share.
describe.each(STORE_KINDS)('bulk upserts on %s', (kind) => {
  const fixture = useTestStore(kind);

  it('describes a placeholder security when its row comes later: the keep and update statements stay apart', async () => {
    const pricesOnly = testMarket([{ symbol: 'NABIL', sessions: 2, price: 500 }]);
    pricesOnly.securities = [];
    expect(
      (await writeMarket(fixture.store, pricesOnly, { kind: 'imported', description: 'prices' }))
        .placeholders,
    ).toEqual(['NABIL']);
    const described = testMarket([{ symbol: 'NABIL', sessions: 2, price: 500, nepseId: 131 }]);
    const summary = await writeMarket(fixture.store, described, {
      kind: 'imported',
      description: 'securities',
    });
    expect(summary.changed.securities).toBe(1);
    const stored = await readMarket(fixture.store);
    expect(stored.securities.map((s) => [s.symbol, s.name, s.sector, s.nepseId])).toEqual([
      ['NABIL', 'NABIL Limited', 'Commercial Banks', 131],
    ]);
  });

  it.each([Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN])(
    'refuses %s anywhere in the columns before the first statement: nothing written',
    async (bad) => {
      // Over a thousand rows, more than one SQLite statement: the bad close is in the last one.
      const n = 1000;
      const days = Array.from({ length: n }, (_, i) => 20_000 + i);
      const price = new Float64Array(n).fill(100);
      const close = Float64Array.from(price);
      close[n - 1] = bad;
      const write = upsertColumns(
        fixture.store.db,
        fixture.store.dialect,
        INDEX_HISTORY,
        [days, price, price, price, close, new Array(n).fill(null)],
        n,
      );
      await expect(write).rejects.toThrow(NonFiniteValueError);
      await expect(write).rejects.toThrow(
        `Refused to write index_history.close = ${bad} (row 1000 of the write): the store holds only finite numbers`,
      );
      const count = await fixture.store.db
        .selectFrom('index_history')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(0);
    },
  );
});
