import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import type { Bars } from '../series';
import { ColumnArena, inArena, newColumn } from './column-arena';
import {
  accumulationDistribution,
  atr,
  awesomeOscillator,
  bollingerBands,
  bullBearPower,
  cci,
  directionalMovement,
  ema,
  highest,
  hullMa,
  ichimoku,
  lowest,
  macd,
  momentum,
  moneyFlowIndex,
  rateOfChange,
  returnVolatility,
  rsi,
  sma,
  stdDev,
  stochastic,
  stochasticRsi,
  supertrend,
  trueRange,
  ultimateOscillator,
  vwma,
  williamsR,
  wma,
} from './index';

describe('column arena', () => {
  it('hands out its memory again after a reset', () => {
    const arena = new ColumnArena();
    const first = inArena(arena, () => newColumn(5));
    first.fill(7);
    arena.reset();
    const again = inArena(arena, () => newColumn(3));
    expect([...again]).toEqual([7, 7, 7]);
    // Two columns taken between resets never share memory.
    const other = inArena(arena, () => newColumn(3));
    other.fill(1);
    expect([...again]).toEqual([7, 7, 7]);
  });

  it('is in force only inside its computation, even one that throws', () => {
    const arena = new ColumnArena();
    expect(() =>
      inArena(arena, () => {
        throw new Error('bad period');
      }),
    ).toThrow('bad period');
    arena.reset();
    inArena(arena, () => newColumn(2)).fill(9);
    arena.reset();
    // Outside inArena a column is new and zeroed, and the arena's memory is untouched.
    expect([...newColumn(2)]).toEqual([0, 0]);
    expect([...inArena(arena, () => newColumn(2))]).toEqual([9, 9]);
  });
});

/** Every indicator of the index on one symbol's bars, each output column under its name. */
function everyIndicator(b: Bars): Record<string, Float64Array> {
  const { open, high, low, close, volume } = b;
  const columns: Record<string, Float64Array> = {
    ad: accumulationDistribution(high, low, close, volume),
    atr: atr(high, low, close, 14),
    ao: awesomeOscillator(high, low, 5, 34),
    cci: cci(high, low, close, 20),
    ema: ema(close, 20),
    highest: highest(high, 20),
    lowest: lowest(low, 20),
    hull: hullMa(close, 9),
    momentum: momentum(close, 10),
    mfi: moneyFlowIndex(high, low, close, volume, 14),
    roc: rateOfChange(close, 10),
    volatility: returnVolatility(close, 20),
    rsi: rsi(open, 14),
    sma: sma(close, 20),
    stdDev: stdDev(close, 20, 2),
    trueRange: trueRange(high, low, close),
    uo: ultimateOscillator(high, low, close, 7, 14, 28),
    vwma: vwma(close, volume, 20),
    williams: williamsR(high, low, close, 14),
    wma: wma(close, 9),
  };
  const groups: Record<string, object> = {
    bb: bollingerBands(close, 20, 2),
    bbp: bullBearPower(high, low, close, 13),
    dmi: directionalMovement(high, low, close, 14),
    ichimoku: ichimoku(high, low, 9, 26, 52),
    macd: macd(close, 12, 26, 9),
    stochastic: stochastic(high, low, close, 14, 3, 3),
    stochRsi: stochasticRsi(close, 14, 14, 3, 3),
    supertrend: supertrend(high, low, close, 10, 3),
  };
  for (const [group, outputs] of Object.entries(groups)) {
    for (const [name, column] of Object.entries(outputs)) {
      if (column instanceof Float64Array) columns[`${group} ${name}`] = column;
    }
  }
  return columns;
}

describe.skipIf(!hasNepseData)(realDataTitle('indicators computed in an arena'), () => {
  it('write every position of their columns: an arena full of old values changes nothing', () => {
    const arena = new ColumnArena();
    const market = [...loadNepseBars().values()].slice(0, 25);
    for (const bars of market) {
      const fresh = everyIndicator(bars);
      // Fill the arena's memory with a value no indicator gives, then compute again from it.
      arena.reset();
      inArena(arena, () => {
        for (let i = 0; i < 200; i++) newColumn(bars.close.length).fill(-12_345.678);
      });
      arena.reset();
      const reused = inArena(arena, () => everyIndicator(bars));
      expect(Object.keys(reused)).toEqual(Object.keys(fresh));
      for (const [name, column] of Object.entries(fresh)) {
        expect(reused[name], name).toEqual(column);
      }
    }
  });
});
