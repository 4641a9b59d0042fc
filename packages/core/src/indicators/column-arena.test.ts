import { describe, expect, it } from 'vitest';
import { plateauWalk } from '../../test-support/plateau-walk';
import { ColumnArena, type ColumnSource, NEW_COLUMNS } from './column-arena';
import * as indicators from './index';

describe('column arena', () => {
  it('hands out its memory again after a reset, old values included', () => {
    const arena = new ColumnArena();
    arena.column(5).fill(7);
    arena.reset();
    const again = arena.column(3);
    expect([...again]).toEqual([7, 7, 7]);
    // Two columns taken between resets never share memory.
    arena.column(3).fill(1);
    expect([...again]).toEqual([7, 7, 7]);
  });
});

/** A value no indicator gives on the bars below. */
const STALE = -12_345.678;

/** Memory as an arena lends it after a reset: full of old values (here all STALE); counts the columns taken. */
function staleColumns(): ColumnSource & { taken: number } {
  return {
    taken: 0,
    column(length) {
      this.taken++;
      return new Float64Array(length).fill(STALE);
    },
  };
}

// Synthetic bars with flat stretches (zero ranges, zero volume), so every special case writes its positions too.
const n = 700;
const close = plateauWalk(n, 3, 100, 8, 4);
const open = plateauWalk(n, 5, 100, 8, 4);
const high = close.map((c, i) => Math.max(c, open[i]!) + (i % 7 === 0 ? 0 : 0.5));
const low = close.map((c, i) => Math.min(c, open[i]!) - (i % 5 === 0 ? 0 : 0.25));
const volume = plateauWalk(n, 9, 40, 10, 1).map((v) => Math.max(0, v));
/** An input that starts with NaN, as an indicator of an indicator does. */
const late = close.map((c, i) => (i < 30 ? Number.NaN : c));

type Indicators = typeof indicators;
type IndicatorName = {
  [K in keyof Indicators]: Indicators[K] extends (...args: never[]) => unknown ? K : never;
}[keyof Indicators];
type Call = (columns: ColumnSource) => object;

/** Every exported indicator, each with its arguments (more than one set where it has special paths). */
const calls: Record<Exclude<IndicatorName, 'ColumnArena'>, Call[]> = {
  accumulationDistribution: [(c) => indicators.accumulationDistribution(high, low, close, volume, c)],
  atr: [(c) => indicators.atr(high, low, close, 14, c)],
  awesomeOscillator: [(c) => indicators.awesomeOscillator(high, low, 5, 34, c)],
  bollingerBands: [
    (c) => indicators.bollingerBands(close, 20, 2, c),
    (c) => indicators.bollingerBands(late, 5, 2, c),
  ],
  bullBearPower: [(c) => indicators.bullBearPower(high, low, close, 13, c)],
  cci: [(c) => indicators.cci(high, low, close, 20, c), (c) => indicators.cci(high, low, close, 1, c)],
  directionalMovement: [(c) => indicators.directionalMovement(high, low, close, 14, c)],
  donchianMiddle: [(c) => indicators.donchianMiddle(high, low, 20, c)],
  ema: [(c) => indicators.ema(close, 20, c), (c) => indicators.ema(late, 3, c)],
  highest: [(c) => indicators.highest(high, 20, c), (c) => indicators.highest(late, 20, c)],
  hullMa: [(c) => indicators.hullMa(close, 9, c)],
  ichimoku: [(c) => indicators.ichimoku(high, low, 9, 26, 52, c)],
  lowest: [(c) => indicators.lowest(low, 20, c)],
  macd: [(c) => indicators.macd(close, 12, 26, 9, c), (c) => indicators.macd(late, 26, 12, 9, c)],
  momentum: [(c) => indicators.momentum(close, 10, c)],
  moneyFlowIndex: [(c) => indicators.moneyFlowIndex(high, low, close, volume, 14, c)],
  rateOfChange: [(c) => indicators.rateOfChange(close, 10, c)],
  returnVolatility: [(c) => indicators.returnVolatility(close, 20, c)],
  rsi: [(c) => indicators.rsi(close, 14, c), (c) => indicators.rsi(late, 1, c)],
  sma: [(c) => indicators.sma(close, 20, c), (c) => indicators.sma(late, 4, c)],
  stdDev: [(c) => indicators.stdDev(close, 20, 2, c)],
  stochastic: [
    (c) => indicators.stochastic(high, low, close, 14, 3, 3, c),
    (c) => indicators.stochastic(high, low, close, 14, 1, 1, c),
  ],
  stochasticRsi: [
    (c) => indicators.stochasticRsi(close, 14, 14, 3, 3, c),
    (c) => indicators.stochasticRsi(late, 14, 14, 1, 1, c),
  ],
  supertrend: [(c) => indicators.supertrend(high, low, close, 10, 3, c)],
  trueRange: [(c) => indicators.trueRange(high, low, close, c)],
  ultimateOscillator: [(c) => indicators.ultimateOscillator(high, low, close, 7, 14, 28, c)],
  vwma: [(c) => indicators.vwma(close, volume, 20, c)],
  williamsR: [(c) => indicators.williamsR(high, low, close, 14, c)],
  wma: [(c) => indicators.wma(close, 9, c)],
};

/** The columns of a result: the column itself, or each column of a result object under its name. */
function columnsOf(result: object): [string, Float64Array][] {
  if (result instanceof Float64Array) return [['', result]];
  return Object.entries(result).filter(
    (entry): entry is [string, Float64Array] => entry[1] instanceof Float64Array,
  );
}

describe('indicators on memory that holds old values', () => {
  it('cover every exported indicator', () => {
    const exported = Object.entries(indicators)
      .filter(([name, value]) => typeof value === 'function' && name !== 'ColumnArena')
      .map(([name]) => name);
    expect(Object.keys(calls).sort()).toEqual(exported.sort());
  });

  it.each(Object.entries(calls))('%s writes every position of its columns', (_, variants) => {
    for (const call of variants) {
      const stale = staleColumns();
      const reused = columnsOf(call(stale));
      // The indicator took its memory where it was told to: otherwise this test would prove nothing.
      expect(stale.taken).toBeGreaterThan(0);
      const fresh = columnsOf(call(NEW_COLUMNS));
      expect(reused.map(([name]) => name)).toEqual(fresh.map(([name]) => name));
      for (const [i, [name, column]] of reused.entries()) {
        expect(column.includes(STALE), name).toBe(false);
        expect(column, name).toEqual(fresh[i]![1]);
      }
    }
  });
});
