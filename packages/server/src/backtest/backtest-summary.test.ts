import { WAITING } from '@nepse/contract';
import { allocateBars, backtest, epochDay, isoDate, type Strategy } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { backtestSummary, EQUITY_CURVE_POINTS } from './backtest-summary';
import { IsoDates } from './iso-dates';

describe('a back-test summary', () => {
  // 600 daily sessions of a saw-tooth close (20 up, 20 down), so that SMA 5 crossings trade all along.
  const bars = allocateBars(600);
  const firstDay = epochDay('2020-01-01');
  for (let i = 0; i < 600; i++) {
    const close = 100 + (i % 40 < 20 ? i % 40 : 40 - (i % 40));
    bars.date[i] = firstDay + i;
    bars.open[i] = bars.high[i] = bars.low[i] = bars.close[i] = close;
    bars.volume[i] = 1000;
  }
  const sma = (direction: 'above' | 'below') =>
    ({ kind: 'sma', direction, period: 5, source: 'close', averageSource: 'close' }) as const;
  const strategy: Strategy = { buy: [sma('above')], sell: [sma('below')] };
  // The range starts after the first session, so that curve indices and bar indices differ, and ends rising
  // (bar 575), with a position open.
  const options = { initialCapital: 100_000, costs: 'dated' as const, fill: 'next_open' as const };
  const range = { ...options, from: firstDay + 50, to: firstDay + 575 };
  const run = backtest(bars, strategy, range);
  const summary = backtestSummary('SAW', bars, run, new IsoDates());

  it('lists every trade with its dates, and the open one as waiting, valued at the last close', () => {
    const trades = run.simulation.trades;
    expect(summary.transactions).toHaveLength(trades.count);
    expect(summary.total_trades).toBe(trades.count);
    expect(summary.transactions[0]!.buy_date).toBe(isoDate(bars.date[trades.buyIndex[0]!]!));
    const last = summary.transactions.at(-1)!;
    expect(last.sell_date).toBe(WAITING);
    expect(last.profit).toBeNull();
    expect(last.sell_price).toBe(bars.close[575]);
  });

  it('gives no traded figures to a trade that no issue followed: they are the adjusted ones', () => {
    for (const trade of summary.transactions) {
      expect(trade.buy_price_traded).toBeUndefined();
      expect(trade.buy_quantity_traded).toBeUndefined();
      expect(trade.sell_price_traded).toBeUndefined();
      expect(trade.sell_quantity_traded).toBeUndefined();
    }
  });

  it('gives a fill before a 1:1 bonus issue its traded price and the whole lots bought', () => {
    // Raw closes twice the adjusted ones before bar 300 (a 100 % bonus issue goes ex there), equal from it on.
    const adjusted = { ...bars, tradedClose: bars.close.map((close, i) => (i < 300 ? close * 2 : close)) };
    const split = backtestSummary(
      'SAW',
      adjusted,
      backtest(adjusted, strategy, range),
      new IsoDates(),
    ).transactions;
    const across = split.findIndex(
      (trade) => trade.buy_date < isoDate(firstDay + 300) && trade.sell_date >= isoDate(firstDay + 300),
    );
    const before = split.findIndex((trade) => trade.sell_date < isoDate(firstDay + 300));
    expect(across).toBeGreaterThanOrEqual(0);
    expect(before).toBeGreaterThanOrEqual(0);
    for (const row of [across, before]) {
      const trade = split[row]!;
      // Whole lots bought at twice the adjusted price.
      expect(trade.buy_price_traded).toBe(Math.round(trade.buy_price * 200) / 100);
      expect(trade.buy_quantity_traded).toBeGreaterThan(0);
      expect(trade.buy_quantity_traded! % 10).toBe(0);
    }
    expect(split[before]!.sell_price_traded).toBe(Math.round(split[before]!.sell_price * 200) / 100);
    expect(split[before]!.quantity).toBe(split[before]!.buy_quantity_traded);
    expect(split[before]!.sell_quantity_traded).toBe(split[before]!.buy_quantity_traded);
    // Sold after the issue: the 1:1 bonus doubled the whole shares held, sold at the raw price.
    expect(split[across]!.sell_price_traded).toBe(split[across]!.sell_price);
    expect(split[across]!.quantity).toBe(split[across]!.buy_quantity_traded! * 2);
    expect(split[across]!.sell_quantity_traded).toBe(split[across]!.quantity);
  });

  it('says where each fill was made, how long it waited and which rulebook rows it paid', () => {
    const first = summary.transactions[0]!;
    expect(first).toMatchObject({ buy_fill: 'open', sell_fill: 'open', waited_sessions: 0 });
    // 2020: the commission row in force since NEPSE's first session, and its flat tax.
    expect(first.rules).toEqual({ commission: { buy: '1995-07-20', sell: '1995-07-20' }, tax: '1995-07-20' });
    const open = summary.transactions.at(-1)!;
    expect(open.sell_fill).toBeNull();
    expect(open.rules?.tax).toBeNull();
    expect(summary.bars_without_open).toBe(0);
  });

  it('counts the bars of the range without a real open', () => {
    const noOpen = new Uint8Array(600);
    noOpen[10] = 1; // before the range
    noOpen[60] = 1;
    noOpen[61] = 1;
    const marked = { ...bars, noOpen };
    const counted = backtestSummary('SAW', marked, backtest(marked, strategy, range), new IsoDates());
    expect(counted.bars_without_open).toBe(2);
  });

  it('samples the equity curve with each value on its own date', () => {
    const { dates, values } = summary.equity_curve;
    expect(dates).toHaveLength(values.length);
    expect(dates.length).toBeLessThanOrEqual(EQUITY_CURVE_POINTS);
    expect(dates[0]).toBe('2020-02-20');
    expect(dates.at(-1)).toBe(isoDate(firstDay + 575));
    for (const [k, date] of dates.entries()) {
      const bar = epochDay(date) - firstDay;
      expect(values[k]).toBe(run.simulation.equity[bar - run.simulation.start]);
    }
  });
});
