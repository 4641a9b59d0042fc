import fc from 'fast-check';
import type { BacktestOptions } from '../src/backtest/backtest';
import type { CostsMode } from '../src/backtest/costs';
import type { FillMode } from '../src/backtest/simulate';
import type { TradedBars } from '../src/backtest/traded-bars';
import { epochDay } from '../src/dates';
import type { Bars } from '../src/series';
import { hasNepseData, loadNepseBars } from './nepse-data';
import { seededRandom } from './seeded-random';

/** The real market's raw bars by symbol (empty when the data is absent: the tests skip then). */
export const realMarket: ReadonlyMap<string, Bars> = hasNepseData ? loadNepseBars() : new Map();
const symbols = [...realMarket.keys()].sort();

/** A percent for a random price exit, often off; mostly near ones that fire, sometimes far. */
export const arbitraryExitPercent = (max: number) =>
  fc.option(
    fc.oneof(
      { weight: 4, arbitrary: fc.double({ min: 0.5, max: 15, noNaN: true }) },
      { weight: 1, arbitrary: fc.double({ min: 1e-3, max: max - 1e-3, noNaN: true }) },
    ),
    { nil: null, freq: 2 },
  );

/**
 * Bonus issues at random places of a run's range (thousandths of it), each of a usual NEPSE size; sometimes none,
 * and then sometimes traded closes equal to the closes.
 */
const arbitraryBonuses = fc.option(
  fc.array(
    fc.record({
      at: fc.integer({ min: 0, max: 1000 }),
      percent: fc.constantFrom(5, 10, 18.5, 25, 33.33, 100),
    }),
    { maxLength: 4 },
  ),
  { nil: null },
);

/**
 * A random run on real bars: a symbol, a range from a little before its history to a little after it (so empty
 * ranges and ranges before the first bar come up), capital, costs, fill, price exits, and the bars' adjustment
 * (the real bars taken as adjusted ones, and traded closes from random bonus issues).
 */
export const arbitraryRealRun = fc.record({
  symbol: fc.nat({ max: Math.max(0, symbols.length - 1) }),
  // Thousandths of the history: fast-check's doubles crowd near 0, which made nine ranges in ten a bar or none.
  from: fc.integer({ min: -100, max: 1000 }),
  span: fc.integer({ min: 0, max: 1100 }),
  capital: fc.constantFrom(1_000, 5_000, 100_000, 2_500_000, 30_000_000),
  costs: fc.constantFrom<CostsMode>('dated', 'today', 'off'),
  volumeCapPercent: fc.option(fc.constantFrom(0.5, 5, 25, 100), { nil: null, freq: 2 }),
  fill: fc.constantFrom<FillMode>('next_open', 'close'),
  stopLossPercent: arbitraryExitPercent(100),
  takeProfitPercent: arbitraryExitPercent(1000),
  trailingStopPercent: arbitraryExitPercent(100),
  bonuses: arbitraryBonuses,
  /** A seed for bars whose open is not real (one in ten), or none. */
  noOpenSeed: fc.option(fc.nat(), { nil: null }),
  /** A seed for bars locked at a limit of the band (one in twenty), or none. */
  lockSeed: fc.option(fc.nat(), { nil: null }),
});

/**
 * Traded closes of `bars` taken as back-adjusted for bonus issues that go ex on the days `bonuses` give: each close
 * times the product of (1 + bonus %) of the issues after it, so that the factor steps down at each ex-date to 1
 * after the last.
 */
export function tradedCloses(
  bars: Bars,
  bonuses: readonly { exDay: number; percent: number }[],
): Float64Array {
  return bars.close.map((close, i) => {
    let factor = 1;
    for (const { exDay, percent } of bonuses) if (bars.date[i]! < exDay) factor *= 1 + percent / 100;
    return close * factor;
  });
}

/**
 * The bars with about one in twenty locked at a limit, up or down: one price all day, the previous close moved by
 * the band of the day (10 %, 15 % from 2026-04-20) and put on the Rs 0.10 tick toward it.
 */
export function withLockedBars(bars: Bars, seed: number): Bars {
  const random = seededRandom(seed);
  const copy = {
    ...bars,
    open: bars.open.slice(),
    high: bars.high.slice(),
    low: bars.low.slice(),
    close: bars.close.slice(),
  };
  const wider = epochDay('2026-04-20');
  for (let i = 1; i < copy.close.length; i++) {
    const draw = random();
    if (draw >= 0.05) continue;
    const band = copy.date[i]! < wider ? 0.1 : 0.15;
    const up = draw < 0.025;
    const limit = copy.close[i - 1]! * (up ? 1 + band : 1 - band);
    const price = (up ? Math.floor(limit * 10) : Math.ceil(limit * 10)) / 10;
    copy.open[i] = price;
    copy.high[i] = price;
    copy.low[i] = price;
    copy.close[i] = price;
  }
  return copy;
}

/** Marks on about one bar in ten, from a seed. */
export function randomMarks(length: number, seed: number): Uint8Array {
  const random = seededRandom(seed);
  return Uint8Array.from({ length }, () => (random() < 0.1 ? 1 : 0));
}

/** The bars and back-test options of a random run. */
export function realRun(run: typeof arbitraryRealRun extends fc.Arbitrary<infer T> ? T : never): {
  bars: TradedBars;
  options: BacktestOptions;
} {
  const market = realMarket.get(symbols[run.symbol]!)!;
  const real = run.lockSeed === null ? market : withLockedBars(market, run.lockSeed);
  const first = real.date[0]!;
  const days = real.date[real.date.length - 1]! - first;
  const from = Math.round(first + (run.from / 1000) * days);
  const to = Math.round(from + (run.span / 1000) * days);
  const bonuses = run.bonuses?.map(({ at, percent }) => ({
    exDay: from + (at / 1000) * (to - from),
    percent,
  }));
  const traded = bonuses === undefined ? real : { ...real, tradedClose: tradedCloses(real, bonuses) };
  const bars =
    run.noOpenSeed === null ? traded : { ...traded, noOpen: randomMarks(real.date.length, run.noOpenSeed) };
  const { stopLossPercent, takeProfitPercent, trailingStopPercent } = run;
  return {
    bars,
    options: {
      initialCapital: run.capital,
      costs: run.costs,
      volumeCapPercent: run.volumeCapPercent,
      fill: run.fill,
      from,
      to,
      stopLossPercent,
      takeProfitPercent,
      trailingStopPercent,
    },
  };
}
