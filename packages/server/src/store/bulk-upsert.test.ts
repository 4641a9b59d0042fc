import { describe, expect, it } from 'vitest';
import { testMarket } from '../market/test-market';
import { readMarket } from './read-market';
import { STORE_KINDS } from './test-stores';
import { useTestStore } from './use-test-store';
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
});
