import { API_PATHS, type EventStudyRequest, eventStudyResponseSchema } from '@nepse/contract';
import { isoDate } from '@nepse/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EVERY_FIXED_LIST,
  listName,
  marketCutAt,
  screenListsOf,
} from '../../../core/test-support/cut-market';
import { demoTestApp, useTestApp } from '../../test-support/app';
import { fixedListUniverse } from '../event-study/studied-universe';
import { screenInput } from '../screens/screen-input';

const app = useTestApp(demoTestApp, 120_000);

const study = (body: EventStudyRequest, query = '') =>
  app().inject({ method: 'POST', url: `${API_PATHS.eventStudy}${query}`, payload: body });

describe('POST /api/event-study on the demo market', () => {
  it('names on past sessions what every fixed screen lists on the market cut there', () => {
    const snapshot = app().market.current;
    const { symbols } = screenInput(snapshot).market;
    const days = [...new Set(symbols.flatMap(({ adjusted }) => [...adjusted.date]))].sort((a, b) => a - b);
    const picks = [0.4, 0.7, 0.9, 0.99, 1].map((at) => days[Math.round(at * (days.length - 1))]!);
    const cuts = picks.map((day) => screenListsOf(marketCutAt(symbols, day)));
    let named = 0;
    for (const list of EVERY_FIXED_LIST) {
      const universe = fixedListUniverse(snapshot, list);
      picks.forEach((day, k) => {
        const fromEvents = universe.symbols
          .filter((_, i) => {
            const bar = universe.bars[i]!.date.indexOf(day);
            return bar >= 0 && universe.listed[i]![bar] === 1;
          })
          .sort();
        expect(fromEvents, `${listName(list)} on ${isoDate(day)}`).toEqual(cuts[k]!.get(listName(list)));
        named += fromEvents.length;
      });
    }
    expect(named).toBeGreaterThan(0);
  });

  it('answers a screen study that fits the contract, with events, the base and each year', async () => {
    const response = await study({ screen: 'volume-shockers' });
    expect(response.statusCode).toBe(200);
    const body = eventStudyResponseSchema.parse(response.json());
    expect(body.list).toBe('Volume Shockers');
    expect(body.costs).toBe('off');
    expect(body.horizons.map((h) => h.h)).toEqual([1, 5, 10, 20]);
    expect(body.events).toBeGreaterThan(0);
    const [h1] = body.horizons;
    expect(h1!.count).toBeGreaterThan(0);
    expect(h1!.base.count).toBeGreaterThanOrEqual(h1!.count);
    expect(h1!.excess).toBeCloseTo(h1!.mean! - h1!.base.mean!, 9);
    expect(h1!.ciLow!).toBeLessThanOrEqual(h1!.ciHigh!);
    expect(body.years.reduce((n, y) => n + y.horizons[0]!.count, 0)).toBe(h1!.count);
    expect(body.caveats.length).toBeGreaterThan(0);
  });

  it('answers the same study again from what the data version kept, and with costs a lower mean', async () => {
    const first = (await study({ pattern: 'Doji', horizons: [5] })).json();
    expect((await study({ pattern: 'Doji', horizons: [5] })).json()).toEqual(first);
    const dated = (await study({ pattern: 'Doji', horizons: [5], costs: 'dated' })).json();
    expect(dated.horizons[0].count).toBe(first.horizons[0].count);
    expect(dated.horizons[0].mean).toBeLessThan(first.horizons[0].mean);
  });

  it('studies a scan as a back-test reads its conditions, and gives the events as CSV', async () => {
    const body: EventStudyRequest = {
      scan: { conditions: [{ name: 'RSI', condition: '<', rsi_length: '14', rsi_value: '40' }] },
      horizons: [1, 5],
    };
    const json = eventStudyResponseSchema.parse((await study(body)).json());
    expect(json.list).toBe('Scan');
    expect(json.events).toBeGreaterThan(0);
    const csv = await study(body, '?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('symbol,date,entryDate,entryOpen,return1Percent,return5Percent');
    expect(lines.length - 1).toBe(json.events);
    const withReturn = lines.slice(1).filter((line) => line.split(',')[4] !== '');
    expect(withReturn.length).toBe(json.horizons[0]!.count);
  });

  it.each([
    [{}, 'List: name exactly one of'],
    [{ screen: 'volume-shockers', pattern: 'Doji' }, 'got screen and pattern'],
    [{ screen: 'top-gainers' }, 'Screen (screen)'],
    [{ screen: '52-week-high-low' }, 'Kind (kind)'],
    [{ screen: '52-week-high-low', kind: 'higher' }, 'Kind (kind)'],
    [{ freshGroup: 'silver-cross' }, 'Group (freshGroup)'],
    [{ pattern: 'Bullish engulfing' }, 'Pattern (pattern)'],
    [{ trendSignal: 'Close above SMA 21' }, 'Signal (trendSignal)'],
    [{ screen: 'volume-shockers', from: '2020-02-30' }, 'From (from)'],
    [{ screen: 'volume-shockers', to: 'yesterday' }, 'To (to)'],
    [{ screen: 'volume-shockers', from: '2021-01-01', to: '2020-01-01' }, 'is after To'],
    [{ screen: 'volume-shockers', horizons: [0] }, 'Horizons (horizons)'],
    [{ screen: 'volume-shockers', horizons: ['five'] }, 'Horizons (horizons)'],
    [{ screen: 'volume-shockers', costs: 'some' }, 'Costs (costs)'],
    [{ scan: { conditions: [] } }, 'Conditions (scan.conditions)'],
    [{ scan: { conditions: [{ name: 'RSI', condition: '<', rsi_value: 'x' }] } }, 'RSI'],
    [{ scan: { conditions: [{ name: 'SMA' }], match: 'most' } }, 'Match (scan.match)'],
    [{ scan: { conditions: [{ name: 'SMA' }], sector: '999' } }, 'Sector (scan.sector)'],
  ] as [EventStudyRequest, string][])('refuses %j with a 400 naming the field', async (body, words) => {
    const response = await study(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(words);
  });

  it("studies a scan of the screens' own filters exactly as the screens", async () => {
    const pairs: [EventStudyRequest, EventStudyRequest][] = [
      [
        { screen: 'volume-shockers' },
        { scan: { conditions: [{ filter: 'volume-ratio', multiple: 2, sessions: 7 }] } },
      ],
      [
        { screen: 'breakout-stocks' },
        { scan: { conditions: [{ filter: 'breakout', lookback: '50', within: 5 }] } },
      ],
      [
        { screen: 'consolidating-stocks' },
        { scan: { conditions: [{ filter: 'range-width', percent: 8, sessions: 20 }] } },
      ],
    ];
    for (const [screen, scan] of pairs) {
      const [a, b] = await Promise.all([study(screen), study(scan)]);
      expect(b.statusCode, JSON.stringify(scan)).toBe(200);
      const fixed = eventStudyResponseSchema.parse(a.json());
      const scanned = eventStudyResponseSchema.parse(b.json());
      expect(scanned.events, fixed.list).toBeGreaterThan(0);
      expect(scanned.events, fixed.list).toBe(fixed.events);
      expect(scanned.horizons, fixed.list).toEqual(fixed.horizons);
    }
  });

  it('names a bad filter of a scan by its condition', async () => {
    const response = await study({
      scan: { conditions: [{ filter: 'volume-ratio', multiple: 'x', sessions: 7 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Condition 1/);
  });

  it('refuses an unknown format', async () => {
    const response = await study({ screen: 'volume-shockers' }, '?format=xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Format (format)');
  });

  it('answers any body of the fields, values wrong or right, with a 200 or a 400, never a 5xx', async () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constantFrom(
        'volume-shockers',
        '52-week-high-low',
        'new-high',
        'Doji',
        'golden-cross',
        '2019-01-01',
      ),
    );
    const body = fc.record(
      {
        screen: value,
        kind: value,
        freshGroup: value,
        pattern: value,
        trendSignal: value,
        from: value,
        to: value,
        horizons: fc.oneof(
          value,
          fc.array(fc.oneof(fc.integer({ min: -5, max: 300 }), value), { maxLength: 9 }),
        ),
        costs: value,
        scan: fc.oneof(
          value,
          fc.record(
            {
              conditions: fc.array(fc.dictionary(fc.string(), value), { maxLength: 2 }),
              match: value,
              sector: value,
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await study(sent as EventStudyRequest);
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) expect(typeof response.json().error).toBe('string');
        else eventStudyResponseSchema.parse(response.json());
      }),
      { numRuns: 40 },
    );
  });
});
