import { barsResponseSchema } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { testBars, testMarket } from '../../test-support/market';

describe('GET /api/bars/:symbol', () => {
  const app = useTestApp(() => testAppWith(testMarket([{ symbol: 'UPPER', sessions: 6, price: 200 }])));

  it("answers the symbol's bars as columns with ISO dates, whatever the case of the symbol", async () => {
    const res = await app().inject('/api/bars/upper');
    expect(res.statusCode).toBe(200);
    const body = barsResponseSchema.parse(res.json());
    const bars = testBars(6, 200);
    expect(body.symbol).toBe('UPPER');
    // testBars ends on Thursday 2025-06-26 and skips Friday and Saturday.
    expect(body.dates).toEqual([
      '2025-06-19',
      '2025-06-22',
      '2025-06-23',
      '2025-06-24',
      '2025-06-25',
      '2025-06-26',
    ]);
    expect(body.close).toEqual(Array.from(bars.close));
    expect(body.open).toEqual(Array.from(bars.open));
    expect(body.high).toEqual(Array.from(bars.high));
    expect(body.low).toEqual(Array.from(bars.low));
    expect(body.volume).toEqual(Array.from(bars.volume));
  });

  it('answers 404 with the error for a symbol without prices', async () => {
    const res = await app().inject('/api/bars/NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No prices for symbol "NOPE".' });
  });
});
