import { API_PATHS, type EventStudyRequest, eventStudyResponseSchema } from '@nepse/contract';
import { isoDate } from '@nepse/core';
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

  it('refuses an unknown format', async () => {
    const response = await study({ screen: 'volume-shockers' }, '?format=xml');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Format (format)');
  });
});
