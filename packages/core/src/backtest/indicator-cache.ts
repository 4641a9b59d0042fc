import { accumulationDistribution } from '../indicators/accumulation-distribution';
import { awesomeOscillator } from '../indicators/awesome-oscillator';
import { type BollingerBands, bollingerBands } from '../indicators/bollinger-bands';
import { type ColumnArena, type ColumnSource, NEW_COLUMNS } from '../indicators/column-arena';
import { type DirectionalMovement, directionalMovement } from '../indicators/directional-movement';
import { ema } from '../indicators/ema';
import { type Macd, macd } from '../indicators/macd';
import { moneyFlowIndex } from '../indicators/money-flow-index';
import { rsi } from '../indicators/rsi';
import { sma } from '../indicators/sma';
import type { Stochastic } from '../indicators/stochastic';
import { stochasticRsi } from '../indicators/stochastic-rsi';
import { type Supertrend, supertrend } from '../indicators/supertrend';
import { williamsR } from '../indicators/williams-r';
import { detectPatterns, type PatternMasks } from '../patterns/detect-patterns';
import type { PriceSource } from '../series';
import { type FilterSeries, filterMask, filterSeries } from './filter-column';
import type { FilterRule } from './filter-rule';
import type { TradedBars } from './traded-bars';

/** Candlestick patterns to detect from a bar on, or where to get masks already detected over the same bars. */
export type PatternSource = { readonly from: number } | { readonly masks: () => PatternMasks };

/**
 * One symbol's indicators over its whole history, each computed once however many rules read it: the key is
 * the indicator and its parameters.
 */
export class IndicatorCache {
  private readonly memo = new Map<string, unknown>();
  /** Where the indicators take their columns: the arena lent, else new memory. */
  private readonly columns: ColumnSource;

  /**
   * Given an arena, the indicators' columns are taken from its memory, from the start: the columns of an
   * earlier cache lent the same arena must no longer be read.
   */
  constructor(
    readonly bars: TradedBars,
    arena?: ColumnArena,
    /**
     * Where the candlestick patterns come from: detected from bar `from` on (a scan of one session reads the last
     * two; 0, the default: every bar), or `masks` giving them as detected over these bars (asked only when read).
     */
    private readonly patternSource: PatternSource = { from: 0 },
  ) {
    arena?.reset();
    this.columns = arena ?? NEW_COLUMNS;
  }

  private get<T>(key: string, compute: (columns: ColumnSource) => T): T {
    let value = this.memo.get(key) as T | undefined;
    if (value === undefined) {
      value = compute(this.columns);
      this.memo.set(key, value);
    }
    return value;
  }

  sma(source: PriceSource, period: number): Float64Array {
    return this.get(`sma ${source} ${period}`, (columns) => sma(this.bars[source], period, columns));
  }

  ema(source: PriceSource, period: number): Float64Array {
    return this.get(`ema ${source} ${period}`, (columns) => ema(this.bars[source], period, columns));
  }

  rsi(source: PriceSource, period: number): Float64Array {
    return this.get(`rsi ${source} ${period}`, (columns) => rsi(this.bars[source], period, columns));
  }

  /** The SMA or EMA of RSI(`source`, `rsiPeriod`) over `period`. */
  rsiAverage(average: 'sma' | 'ema', source: PriceSource, rsiPeriod: number, period: number): Float64Array {
    return this.get(`${average} rsi ${source} ${rsiPeriod} ${period}`, (columns) =>
      (average === 'sma' ? sma : ema)(this.rsi(source, rsiPeriod), period, columns),
    );
  }

  macd(source: PriceSource, fast: number, slow: number, signal: number): Macd {
    return this.get(`macd ${source} ${fast} ${slow} ${signal}`, (columns) =>
      macd(this.bars[source], fast, slow, signal, columns),
    );
  }

  directionalMovement(period: number): DirectionalMovement {
    const { high, low, close } = this.bars;
    return this.get(`dmi ${period}`, (columns) => directionalMovement(high, low, close, period, columns));
  }

  stochasticRsi(
    rsiPeriod: number,
    stochasticPeriod: number,
    kSmoothing: number,
    dSmoothing: number,
  ): Stochastic {
    return this.get(`stochrsi ${rsiPeriod} ${stochasticPeriod} ${kSmoothing} ${dSmoothing}`, (columns) =>
      stochasticRsi(this.bars.close, rsiPeriod, stochasticPeriod, kSmoothing, dSmoothing, columns),
    );
  }

  bollingerBands(source: PriceSource, period: number, deviations: number): BollingerBands {
    return this.get(`bb ${source} ${period} ${deviations}`, (columns) =>
      bollingerBands(this.bars[source], period, deviations, columns),
    );
  }

  supertrend(period: number, factor: number): Supertrend {
    const { high, low, close } = this.bars;
    return this.get(`supertrend ${period} ${factor}`, (columns) =>
      supertrend(high, low, close, period, factor, columns),
    );
  }

  moneyFlowIndex(period: number): Float64Array {
    const { high, low, close, volume } = this.bars;
    return this.get(`mfi ${period}`, (columns) => moneyFlowIndex(high, low, close, volume, period, columns));
  }

  accumulationDistribution(): Float64Array {
    const { high, low, close, volume } = this.bars;
    return this.get('ad', (columns) => accumulationDistribution(high, low, close, volume, columns));
  }

  awesomeOscillator(fast: number, slow: number): Float64Array {
    const { high, low } = this.bars;
    return this.get(`ao ${fast} ${slow}`, (columns) => awesomeOscillator(high, low, fast, slow, columns));
  }

  williamsR(period: number): Float64Array {
    const { high, low, close } = this.bars;
    return this.get(`willr ${period}`, (columns) => williamsR(high, low, close, period, columns));
  }

  /** The columns the scan filters read: adjusted prices and the traded close, volume and value. */
  filterSeries(): FilterSeries {
    return this.get('filter series', () => filterSeries(this.bars));
  }

  /** Where a scan filter holds, 1 per session. */
  filterMask(rule: FilterRule): Uint8Array {
    return this.get(`filter ${JSON.stringify(rule)}`, () => filterMask(rule, this.filterSeries()));
  }

  /** Every candlestick pattern's mask and the general Bullish / Bearish masks (0 before the source's `from`). */
  patterns(): PatternMasks {
    const source = this.patternSource;
    return this.get('patterns', () =>
      'masks' in source ? source.masks() : detectPatterns(this.bars, source.from),
    );
  }
}
