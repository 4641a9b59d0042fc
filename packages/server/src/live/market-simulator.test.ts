import { allocateBars, type Bars, epochDay } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { testBars } from '../../test-support/market';
import { isTradingDay } from '../market/trading-calendar';
import { MarketSimulator, type SimulatorMarket } from './market-simulator';
import { nepalInstant } from './nepal-clock';

/** Two listed symbols of 3 sessions ending Thursday 2025-06-26: closes 100, 101, 100.495 and 200, 202, 200.99. */
const BARS: Record<string, Bars> = { AAA: testBars(3, 100), BBB: testBars(3, 200) };
const market: SimulatorMarket = {
  version: 1,
  symbolsOfSector: () => Object.keys(BARS),
  bars: (symbol) => BARS[symbol],
  index: () => allocateBars(0),
};
/** Sunday 2025-06-29, the next trading day. */
const SUNDAY = epochDay('2025-06-29');
const at = (day: number, hours: number, minutes = 0) => nepalInstant(day, (hours * 60 + minutes) * 60_000);

function simulator(now: () => Date, seed = 7, anyHour = false): MarketSimulator {
  return new MarketSimulator(() => market, { seed, tickMs: 60_000, anyHour, now });
}

describe('MarketSimulator', () => {
  it('is a trading day the test relies on', () => {
    expect(isTradingDay(SUNDAY)).toBe(true);
    expect(isTradingDay(SUNDAY - 1)).toBe(false);
  });

  it('gives the same quote for a seed and a clock, whatever the polls before it', () => {
    const noon = at(SUNDAY, 12, 30);
    const once = simulator(() => noon).quote();
    let time = at(SUNDAY, 11, 10);
    const polled = simulator(() => time);
    polled.quote();
    time = at(SUNDAY, 11, 50);
    polled.quote();
    time = noon;
    expect(polled.quote()).toEqual(once);
    expect(once.phase).toBe('open');
    // 12:30 is tick 91 of one a minute from 11:00 (the first trade at 11:00).
    expect(once.records[0]?.lastUpdatedDateTime).toBe('2025-06-29 12:30:00');
    expect(simulator(() => noon, 8).quote().records).not.toEqual(once.records);
  });

  it('keeps every price in the day band around the previous close and accumulates volume', () => {
    let time = at(SUNDAY, 11);
    const sim = simulator(() => time, 3);
    let volumes = [0, 0];
    const moved = new Set<number>();
    for (let minute = 0; minute < 240; minute++) {
      time = at(SUNDAY, 11, minute);
      const { records } = sim.quote();
      records.forEach((r, k) => {
        const previous = r.previousClose ?? 0;
        for (const price of [r.openPrice ?? 0, r.highPrice ?? 0, r.lowPrice ?? 0, r.lastTradedPrice]) {
          expect(price).toBeGreaterThanOrEqual(previous * 0.9 - 1e-9);
          expect(price).toBeLessThanOrEqual(previous * 1.1 + 1e-9);
        }
        expect(r.lowPrice ?? 0).toBeLessThanOrEqual(r.lastTradedPrice);
        expect(r.highPrice ?? 0).toBeGreaterThanOrEqual(r.lastTradedPrice);
        expect(r.totalTradeQuantity ?? 0).toBeGreaterThanOrEqual(volumes[k] ?? 0);
        moved.add(r.lastTradedPrice);
      });
      volumes = records.map((r) => r.totalTradeQuantity ?? 0);
    }
    expect(moved.size).toBeGreaterThan(10);
    expect(volumes[0]).toBeGreaterThan(0);
  });

  it('starts from the last close before the day', () => {
    const { records } = simulator(() => at(SUNDAY, 11)).quote();
    expect(records.map((r) => [r.symbol, r.previousClose])).toEqual([
      ['AAA', 100.5],
      ['BBB', 201],
    ]);
  });

  it('shows the last cached session before the open and on days off, and holds the final state after 15:00', () => {
    const preOpen = simulator(() => at(SUNDAY, 10)).quote();
    expect(preOpen.phase).toBe('pre-open');
    expect(simulator(() => at(SUNDAY, 10, 59)).quote()).toEqual(preOpen);
    expect(simulator(() => at(SUNDAY - 1, 13)).quote().records).toEqual(preOpen.records);
    expect(simulator(() => at(SUNDAY - 1, 13)).quote().phase).toBe('closed');
    // Thursday's bar: open 101, close 100.495 after 101, so -0.5 %.
    expect(preOpen.records[0]).toEqual({
      symbol: 'AAA',
      openPrice: 101,
      highPrice: 101 * 1.01,
      lowPrice: 100.495 * 0.99,
      lastTradedPrice: 100.495,
      previousClose: 101,
      totalTradeQuantity: 1020,
      percentageChange: -0.5,
      lastUpdatedDateTime: '2025-06-26 15:00:00',
    });
    const closing = simulator(() => at(SUNDAY, 14, 59)).quote();
    const after = simulator(() => at(SUNDAY, 15, 30)).quote();
    expect(after.phase).toBe('closed');
    expect(after.records).toEqual(closing.records);
    expect(simulator(() => at(SUNDAY, 20)).quote().records).toEqual(closing.records);
  });

  it('runs a session every hour on any day when asked', () => {
    const saturday = simulator(() => at(SUNDAY - 1, 20, 30), 7, true).quote();
    expect(saturday.phase).toBe('open');
    expect(saturday.records[0]?.lastUpdatedDateTime).toBe('2025-06-28 20:30:00');
    expect(saturday.records[0]?.previousClose).toBe(100.5);
  });
});
