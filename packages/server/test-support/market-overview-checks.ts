import {
  API_PATHS,
  marketOverviewResponseSchema,
  relativeStrengthResponseSchema,
  SCREEN_MANIFEST,
  scanResponseSchema,
  screenPath,
} from '@nepse/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';

/**
 * The market overview and the relative-strength rank on a whole market: every part shows something, the new highs
 * and lows are the 52-week screen's, the ranks span 0 to 99.9, a scan of a past session by rank lists that session's ranks. `storedIndexEnds` is the
 * stored index's last session when it ends before the prices (the real data), so that the continuation is checked.
 */
export function checkMarketOverview(app: () => FastifyInstance, storedIndexEnds?: string): void {
  it('Market overview: every part shows something, new highs and lows as the 52-week screen lists them', async () => {
    const res = await app().inject(screenPath('market'));
    expect(res.statusCode, res.body).toBe(200);
    const overview = marketOverviewResponseSchema.parse(res.json());
    const latest = app().market.current.latestDate;
    expect(overview.date).toBe(latest);
    expect(overview.index.dates.at(-1)).toBe(latest);
    expect(overview.index.turnover.at(-1)).toBeGreaterThan(0);
    expect(overview.index.close).toHaveLength(overview.index.dates.length);
    if (storedIndexEnds) {
      expect(overview.index.segments.map((s) => s.name)).toEqual([
        'NEPSE index',
        expect.stringMatching(/^Equal-weight index of all listed equities \(\d+ stocks\), continuing/),
      ]);
      expect(overview.index.segments[0]!.to).toBe(storedIndexEnds);
      expect(overview.index.segments[1]!.to).toBe(latest);
    }
    const { advancing, declining, unchanged } = overview.breadth;
    expect(advancing).toBeGreaterThan(0);
    expect(declining).toBeGreaterThan(0);
    expect(advancing + declining + unchanged).toBeGreaterThan(100);
    const fiftyTwo = SCREEN_MANIFEST.fiftyTwoWeekHighLow.api.schema.parse(
      (await app().inject(screenPath('fiftyTwoWeekHighLow'))).json(),
    );
    expect(overview.newHighs).toEqual(fiftyTwo.filter((r) => r.kind === 'new-high').map((r) => r.symbol));
    expect(overview.newLows).toEqual(fiftyTwo.filter((r) => r.kind === 'new-low').map((r) => r.symbol));
    expect(overview.newHighs.length + overview.newLows.length).toBeGreaterThan(0);
    expect(overview.smaShare.length).toBeGreaterThan(200);
    expect(overview.smaShare.at(-1)).toMatchObject({
      date: latest,
      above50: expect.any(Number),
      above200: expect.any(Number),
    });
    expect(overview.sectors).toHaveLength(13);
    for (const sector of overview.sectors) {
      expect(sector.close, sector.name).not.toBeNull();
      expect(sector.returns.day, sector.name).not.toBeNull();
      expect(sector.returns.year, sector.name).not.toBeNull();
      expect(sector.rotation.length, sector.name).toBe(10);
    }
    const breadthSum = overview.sectors.reduce((n, s) => n + s.breadth.advancing + s.breadth.declining, 0);
    expect(breadthSum).toBeGreaterThan(100);
    for (const list of Object.values(overview.movers)) expect(list).toHaveLength(10);
  });

  it('Relative strength: every ranked stock from 99.9 down to 0; a date that is no session is a 400 naming it', async () => {
    const res = await app().inject(API_PATHS.relativeStrength);
    expect(res.statusCode, res.body).toBe(200);
    const { date, stocks } = relativeStrengthResponseSchema.parse(res.json());
    expect(date).toBe(app().market.current.latestDate);
    expect(stocks.length).toBeGreaterThan(100);
    expect(stocks[0]!.rank).toBe(99.9);
    expect(stocks.at(-1)!.rank).toBe(0);
    const bad = await app().inject(`${API_PATHS.relativeStrength}?date=2099-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Date \(date\) 2099-01-01 is after the latest session/);
    const garbled = await app().inject(`${API_PATHS.relativeStrength}?date=yesterday`);
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error).toBe('Date (date) must be a date written YYYY-MM-DD.');
  });

  it('a scan of a past session by RS rank lists the stocks ranked so on that session', async () => {
    const overview = marketOverviewResponseSchema.parse((await app().inject(screenPath('market'))).json());
    const date = overview.smaShare.at(-40)!.date;
    const ranked = relativeStrengthResponseSchema.parse(
      (await app().inject(`${API_PATHS.relativeStrength}?date=${date}`)).json(),
    );
    const res = await app().inject({
      method: 'POST',
      url: API_PATHS.scan,
      payload: { conditions: [{ filter: 'rs-rank', min: 90 }], date },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = ranked.stocks
      .filter((s) => s.rank >= 90)
      .map((s) => ({ symbol: s.symbol, values: [s.rank] }))
      .sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
    expect(expected.length).toBeGreaterThan(5);
    expect(
      scanResponseSchema.parse(res.json()).stocks.map(({ symbol, values }) => ({ symbol, values })),
    ).toEqual(expected);
  });
}
