import { API_PATHS, backtestResponseSchema, scanResponseSchema } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { testAppWith, useTestApp } from '../../test-support/app';
import { testBars, testMarket } from '../../test-support/market';

// "Back-test this scan": the scan's conditions as the buy rules of a back-test buy on exactly the sessions the scan
// lists the stock, while the back-test is flat. BANK's zig-zag closes rise 1 % on every other session and its
// volumes grow by 10 a session, so "change above 0.9 % on at least 1.03 x the mean volume of 7 sessions" holds on
// every rising session from the 8th until the volume's growth falls under 3 % of its mean (about the 38th).
const market = testMarket([{ symbol: 'BANK', sessions: 60, price: 500 }]);
const bars = testBars(60, 500);
const dates = Array.from(bars.date, isoDate);
const FILTERS = [
  { filter: 'change-percent', min: 0.9 },
  { filter: 'volume-ratio', multiple: 1.03, sessions: 7 },
];

describe('a scan back-tested', () => {
  const app = useTestApp(() => testAppWith(market));

  it('buys at the open after each session the scan lists, the position held one session', async () => {
    const listed: string[] = [];
    for (const date of dates) {
      const res = await app().inject({
        method: 'POST',
        url: API_PATHS.scan,
        payload: { conditions: FILTERS, date },
      });
      if (scanResponseSchema.parse(res.json()).stocks.length > 0) listed.push(date);
    }
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.length).toBeLessThan(30);

    const rules = FILTERS.map(({ filter, ...fields }) => ({ name: filter, ...fields }));
    const res = await app().inject({
      method: 'POST',
      url: API_PATHS.backtest,
      payload: {
        stockSymbol: 'BANK',
        from: dates[0],
        to: dates[59],
        buyStrategy: rules,
        // Always true: every position is sold at the next open, so the back-test is flat again on the session after.
        sellStrategy: [{ name: 'listed-sessions', min: 1 }],
        costs: 'off',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [summary] = backtestResponseSchema.parse(res.json());
    const signals = (summary?.transactions ?? []).map((trade) => dates[dates.indexOf(trade.buy_date) - 1]);
    // The sessions a flat back-test acts on: each listed session not on the one a position is held through.
    const expected: string[] = [];
    for (const date of listed) {
      const last = expected.at(-1);
      if (last === undefined || dates.indexOf(date) > dates.indexOf(last) + 1) expected.push(date);
    }
    expect(signals).toEqual(expected.filter((date) => dates.indexOf(date) < 59));
  });

  // A scan may hold a filter twice; the back-test page numbers the second ("price 2") and sends both as "price".
  it('takes a filter twice on one side under its own name, as one rule of both bounds', async () => {
    const run = async (buyStrategy: Record<string, unknown>[]) =>
      app().inject({
        method: 'POST',
        url: API_PATHS.backtest,
        payload: {
          stockSymbol: 'BANK',
          from: dates[0],
          to: dates[59],
          buyStrategy,
          sellStrategy: [{ name: 'listed-sessions', min: 1 }],
          costs: 'off',
        },
      });
    const signalsOf = async (buyStrategy: Record<string, unknown>[]) => {
      const res = await run(buyStrategy);
      expect(res.statusCode, res.body).toBe(200);
      const [summary] = backtestResponseSchema.parse(res.json());
      return (summary?.transactions ?? []).map((trade) => dates[dates.indexOf(trade.buy_date) - 1]);
    };
    const twice = await signalsOf([
      { name: 'price', min: 515 },
      { name: 'price', max: '545' },
    ]);
    // The reference: the sessions whose traded close is within both bounds, acted on while flat.
    const expected: string[] = [];
    for (const [i, date] of dates.entries()) {
      const close = bars.close[i] ?? Number.NaN;
      const last = expected.at(-1);
      if (i === 59 || close < 515 || close > 545) continue;
      if (last === undefined || i > dates.indexOf(last) + 1) expected.push(date);
    }
    expect(expected.length).toBeGreaterThan(3);
    expect(twice).toEqual(expected);
    expect(await signalsOf([{ name: 'price', min: 515, max: 545 }])).toEqual(twice);
    expect((await signalsOf([{ name: 'price', min: 515 }])).length).toBeGreaterThan(twice.length);

    // The page's numbering is its own: the server knows a rule by its name only.
    const numbered = await run([
      { name: 'price', min: 515 },
      { name: 'price 2', max: 545 },
    ]);
    expect(numbered.statusCode).toBe(400);
    expect(numbered.json()).toEqual({ error: 'Unknown buy rule "price 2"' });
  });
});
