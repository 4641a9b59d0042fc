import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import type { Bars } from '../series';
import { ColumnArena, inArena, newColumn } from './column-arena';
import * as indicators from './index';

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
    // Outside inArena a column is new memory: writing it leaves the arena's memory untouched.
    newColumn(2).fill(3);
    expect([...inArena(arena, () => newColumn(2))]).toEqual([9, 9]);
  });
});

/** Every indicator of the index on one symbol's bars, each output column under its name. */
function everyIndicator(b: Bars): Record<string, Float64Array> {
  const { open, high, low, close, volume } = b;
  const columns: Record<string, Float64Array> = {
    ad: indicators.accumulationDistribution(high, low, close, volume),
    atr: indicators.atr(high, low, close, 14),
    ao: indicators.awesomeOscillator(high, low, 5, 34),
    cci: indicators.cci(high, low, close, 20),
    ema: indicators.ema(close, 20),
    highest: indicators.highest(high, 20),
    lowest: indicators.lowest(low, 20),
    hull: indicators.hullMa(close, 9),
    momentum: indicators.momentum(close, 10),
    mfi: indicators.moneyFlowIndex(high, low, close, volume, 14),
    roc: indicators.rateOfChange(close, 10),
    volatility: indicators.returnVolatility(close, 20),
    rsi: indicators.rsi(open, 14),
    sma: indicators.sma(close, 20),
    stdDev: indicators.stdDev(close, 20, 2),
    trueRange: indicators.trueRange(high, low, close),
    uo: indicators.ultimateOscillator(high, low, close, 7, 14, 28),
    vwma: indicators.vwma(close, volume, 20),
    williams: indicators.williamsR(high, low, close, 14),
    wma: indicators.wma(close, 9),
  };
  const groups: Record<string, object> = {
    bb: indicators.bollingerBands(close, 20, 2),
    bbp: indicators.bullBearPower(high, low, close, 13),
    dmi: indicators.directionalMovement(high, low, close, 14),
    ichimoku: indicators.ichimoku(high, low, 9, 26, 52),
    macd: indicators.macd(close, 12, 26, 9),
    stochastic: indicators.stochastic(high, low, close, 14, 3, 3),
    stochRsi: indicators.stochasticRsi(close, 14, 14, 3, 3),
    supertrend: indicators.supertrend(high, low, close, 10, 3),
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
