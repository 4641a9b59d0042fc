import { describe, expect, it } from 'vitest';
import type { Candle } from '../patterns/candle';
import { exampleSeries, PATTERN_EXAMPLES } from '../patterns/pattern-examples';
import type { Bars } from '../series';
import { candlestickPatterns } from './candlestick-patterns';
import type { ScreenSymbol } from './screen-market';

const DAY = 20_000;

/** Bars of `candles` on consecutive days ending on `lastDay`, the prices before the last one times `scale`. */
function bars(candles: readonly Candle[], lastDay = DAY, scale = 1): Bars {
  const n = candles.length;
  const price = (value: number, i: number) => (i < n - 1 ? value * scale : value);
  return {
    date: Int32Array.from(candles, (_, i) => lastDay - (n - 1) + i),
    open: Float64Array.from(candles, (c, i) => price(c.open, i)),
    high: Float64Array.from(candles, (c, i) => price(c.high, i)),
    low: Float64Array.from(candles, (c, i) => price(c.low, i)),
    close: Float64Array.from(candles, (c, i) => price(c.close, i)),
    volume: Float64Array.from(candles, () => 1000),
  };
}

/** A symbol whose bars are the example of `pattern` (12 trend candles closing at 100, then the pattern's). */
function showing(symbol: string, pattern: keyof typeof PATTERN_EXAMPLES, lastDay = DAY): ScreenSymbol {
  const b = bars(exampleSeries(PATTERN_EXAMPLES[pattern]), lastDay);
  return { symbol, adjusted: b, traded: b };
}

describe('candlestickPatterns', () => {
  it("lists each pattern of the latest session with its stocks by symbol, and the stocks' prices, by hand", () => {
    const day = candlestickPatterns({
      latestDay: DAY,
      symbols: [showing('ZED', 'hammer'), showing('ABC', 'hammer'), showing('MID', 'doji')],
    });
    // The hammer example: a down trend closing at 100, then 99.2 / 99.7 / 97.8 / 99.6, so -0.4 and -0.4 %.
    const hammer = { change: 99.6 - 100, changePercent: ((99.6 - 100) / 100) * 100, open: 99.2, high: 99.7 };
    expect(day.bullish).toEqual([
      {
        key: 'hammer',
        stocks: [
          { symbol: 'ABC', ...hammer, low: 97.8, close: 99.6 },
          { symbol: 'ZED', ...hammer, low: 97.8, close: 99.6 },
        ],
      },
    ]);
    expect(day.bearish).toEqual([]);
    expect(day.indecision.map((p) => [p.key, p.stocks.map((s) => s.symbol)])).toEqual([['doji', ['MID']]]);
  });

  it('skips a stock whose latest bar has no real open', () => {
    const flagged = showing('FLAG', 'hammer');
    const noOpen = new Uint8Array(flagged.adjusted.date.length);
    noOpen[noOpen.length - 1] = 1;
    const adjusted = { ...flagged.adjusted, noOpen };
    const day = candlestickPatterns({
      latestDay: DAY,
      symbols: [showing('ABC', 'hammer'), { symbol: 'FLAG', adjusted, traded: adjusted }],
    });
    expect(day.bullish.map((p) => [p.key, p.stocks.map((s) => s.symbol)])).toEqual([['hammer', ['ABC']]]);
  });

  it("keeps the spec's order of the patterns within a group, whatever the symbols' order", () => {
    const day = candlestickPatterns({
      latestDay: DAY,
      symbols: [showing('A', 'three-white-soldiers'), showing('B', 'bullish-engulfing')],
    });
    // The soldiers' last candle is a marubozu too.
    expect(day.bullish.map((p) => [p.key, p.stocks.map((s) => s.symbol)])).toEqual([
      ['bullish-engulfing', ['B']],
      ['bullish-marubozu', ['A']],
      ['three-white-soldiers', ['A']],
    ]);
  });

  it('leaves out a symbol that did not trade on the latest session, and the patterns nobody shows', () => {
    const day = candlestickPatterns({
      latestDay: DAY,
      symbols: [showing('OLD', 'hammer', DAY - 1), showing('NEW', 'bearish-marubozu')],
    });
    expect(day.bullish).toEqual([]);
    // The marubozu example engulfs the candle before it as well.
    expect(day.bearish.map((p) => p.key)).toEqual(['bearish-engulfing', 'bearish-marubozu']);
    expect(day.indecision).toEqual([]);
  });

  it('detects on adjusted bars and measures the change on them: a 1:1 bonus the day before is no gap', () => {
    const candles = exampleSeries(PATTERN_EXAMPLES['bullish-engulfing']);
    const adjusted = bars(candles);
    // Before the book closure NEPSE traded at twice the adjusted prices; the last bar is the same in both.
    const traded = bars(candles, DAY, 2);
    const day = candlestickPatterns({ latestDay: DAY, symbols: [{ symbol: 'BONUS', adjusted, traded }] });
    // Engulfing: the previous candle 100 -> 98.5, today 98.2 -> 100.6: +2.1 on 98.5.
    expect(day.bullish[0]).toEqual({
      key: 'bullish-engulfing',
      stocks: [
        {
          symbol: 'BONUS',
          change: 100.6 - 98.5,
          changePercent: ((100.6 - 98.5) / 98.5) * 100,
          open: 98.2,
          high: 100.9,
          low: 98,
          close: 100.6,
        },
      ],
    });
    // On the traded bars the previous body (197 to 200) is far above today's: no engulfing there.
    const onTraded = candlestickPatterns({
      latestDay: DAY,
      symbols: [{ symbol: 'BONUS', adjusted: traded, traded }],
    });
    expect(onTraded.bullish.map((p) => p.key)).not.toContain('bullish-engulfing');
  });
});
