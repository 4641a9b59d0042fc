import { describe, expect, it } from 'vitest';
import { dailyBars } from '../../test-support/daily-bars';
import { epochDay } from '../dates';
import { type BacktestOptions, backtest } from './backtest';
import type { Strategy } from './rule';

const aboveAverage: Strategy = {
  buy: [{ kind: 'sma', direction: 'above', period: 3, source: 'close', averageSource: 'close' }],
  sell: [{ kind: 'sma', direction: 'below', period: 3, source: 'close', averageSource: 'close' }],
};
const closeFill = (from: string, to: string): BacktestOptions => ({
  initialCapital: 10_000,
  costs: 'off',
  fill: 'close',
  from: epochDay(from),
  to: epochDay(to),
});
const barsOf = (closes: number[]) =>
  dailyBars(
    closes.map((close, i) => ({ date: `2024-01-${String(i + 1).padStart(2, '0')}`, open: close, close })),
  );

describe('a bonus issue inside the range', () => {
  // A 10 % bonus goes ex on 2024-01-06: the raw close drops from 110 to 100 though nothing was lost.
  const raw = barsOf([100, 102, 104, 106, 110, 100, 101, 102, 103, 104]);
  // Back-adjusted: the closes before the ex-date divided by 1.1.
  const adjusted = barsOf([100, 102, 104, 106, 110].map((p) => p / 1.1).concat([100, 101, 102, 103, 104]));
  const options = closeFill('2024-01-01', '2024-01-10');

  it('makes a raw-price strategy sell into the bonus drop at a false loss', () => {
    // Close 104 > SMA(3) 102 on the 3rd: 90 shares at 104 (9,360). On the 6th the close 100 < SMA(3)
    // (106 + 110 + 100) / 3 = 105.33: sold at 100, -360 Rs on paper, a loss that never happened.
    const { simulation, statistics } = backtest(raw, aboveAverage, options);
    expect(simulation.trades.buyPrice[0]).toBe(104);
    expect(simulation.trades.sellPrice[0]).toBe(100);
    expect(statistics.lowestReturnPercentage).toBeCloseTo((-360 / 9_360) * 100, 10);
  });

  it('keeps the position on adjusted prices, where the series rises steadily', () => {
    // Adjusted closes 90.91, 92.73, 94.55, 96.36, 100, 100, 101, ...: bought on the 3rd at 94.5454..., to the
    // paisa 94.55 (bars without traded closes are taken as traded): 100 shares (9,455), 545 left; the close never
    // falls below its SMA(3) (on the 6th 100 > 98.79), so the position is open at the end, worth 545 + 100 x 104.
    const { simulation, statistics } = backtest(adjusted, aboveAverage, options);
    expect(simulation.trades.count).toBe(1);
    expect(simulation.trades.sellIndex[0]).toBe(-1);
    expect(simulation.trades.quantity[0]).toBe(100);
    expect(simulation.finalCapital).toBeCloseTo(10_945, 9);
    expect(statistics).toMatchObject({
      totalTrades: 1,
      closedTrades: 0,
      positiveTrades: 0,
      negativeTrades: 0,
    });
  });
});

describe('ranges and warm-ups that give no trade', () => {
  const bars = barsOf([100, 102, 104, 106, 110, 100, 101, 102, 103, 104]);

  it('reports a range before the first bar as zero trades, not an error', () => {
    const { simulation, statistics } = backtest(bars, aboveAverage, closeFill('2023-01-01', '2023-12-31'));
    expect(simulation.equity).toHaveLength(0);
    expect(simulation.finalCapital).toBe(10_000);
    expect(statistics).toMatchObject({
      totalTrades: 0,
      profitPercentage: 0,
      buyAndHoldReturnPercentage: null,
      maxDrawdownPercentage: 0,
      exposurePercentage: 0,
    });
  });

  it('never fires a rule whose warm-up is longer than the data', () => {
    const long: Strategy = {
      buy: [{ kind: 'sma', direction: 'above', period: 2000, source: 'close', averageSource: 'close' }],
      sell: aboveAverage.sell,
    };
    const { simulation, statistics } = backtest(bars, long, closeFill('2024-01-01', '2024-01-10'));
    expect(simulation.trades.count).toBe(0);
    expect(simulation.equity).toHaveLength(10);
    expect(statistics.buyAndHoldReturnPercentage).toBeCloseTo(4, 12);
  });

  it('reads indicators from before the range: an SMA(3) is ready on its first bar', () => {
    // From the 4th: close 106 > SMA(3) (102 + 104 + 106) / 3 = 104, bought at once at 106.
    const { simulation } = backtest(bars, aboveAverage, closeFill('2024-01-04', '2024-01-10'));
    expect(simulation.trades.buyIndex[0]).toBe(3);
    expect(simulation.trades.buyPrice[0]).toBe(106);
  });
});
