import {
  defaultIndicatorRule,
  defaultPatternRule,
  INDICATOR_RULES,
  indicatorRuleDefinition,
} from '@nepse/contract';
import { allocateBars, IndicatorCache, rsi, williamsR } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { ruleOverlays } from './rule-overlays';

function rising(n: number) {
  const bars = allocateBars(n);
  for (let i = 0; i < n; i++) {
    const close = 10 + i + (i % 3 === 0 ? -0.5 : 0.5);
    bars.date[i] = 20_000 + i;
    bars.open[i] = close - 0.25;
    bars.high[i] = close + 1;
    bars.low[i] = close - 1;
    bars.close[i] = close;
    bars.volume[i] = 1000 + i;
  }
  return bars;
}

const rule = (name: string, side: 'buy' | 'sell', fields: Record<string, string> = {}) => ({
  ...defaultIndicatorRule(indicatorRuleDefinition(name)!, side),
  ...fields,
});

describe('the indicators drawn for a run', () => {
  it("draws each rule's average once over the candles, with its own numbers", () => {
    const cache = new IndicatorCache(rising(8));
    const overlays = ruleOverlays(cache, [
      { side: 'buy', rules: [rule('SMA', 'buy', { value: '3' }), defaultPatternRule('Hammer', 'buy')] },
      {
        side: 'sell',
        rules: [
          rule('SMA', 'sell', { value: '3' }),
          { ...rule('SMA', 'sell', { value: '4', sma_source: 'high' }), name: 'SMA 2' },
        ],
      },
    ]);
    expect(overlays.price.map((l) => l.id)).toEqual(['SMA 3 (close)', 'SMA 4 (high)']);
    // Closes 9.5, 11.5, 12.5, 12.5, 14.5, 15.5: the 3-session means.
    expect(Array.from(overlays.price[0]!.values.subarray(0, 5))).toEqual([
      Number.NaN,
      Number.NaN,
      11.166666666666666,
      12.166666666666666,
      13.166666666666666,
    ]);
    expect(overlays.panes).toEqual([]);
  });

  it('gives an oscillator its pane with the levels of every rule that reads it', () => {
    const bars = rising(40);
    const overlays = ruleOverlays(new IndicatorCache(bars), [
      { side: 'buy', rules: [rule('RSI', 'buy')] },
      { side: 'sell', rules: [rule('RSI', 'sell', { rsi_value: '70' }), rule('MACD', 'sell')] },
    ]);
    expect(overlays.panes.map((p) => [p.title, p.levels, p.lines.map((l) => l.id)])).toEqual([
      ['RSI 14 (close)', [50, 70], ['RSI 14 (close)']],
      [
        'MACD 12, 26, 9 (close)',
        [0],
        ['MACD 12, 26, 9 (close) histogram', 'MACD 12, 26, 9 (close) line', 'MACD 12, 26, 9 (close) signal'],
      ],
    ]);
    expect(overlays.panes[0]?.lines[0]?.values).toEqual(rsi(bars.close, 14));
  });

  it("gives Williams %R its pane with both sides' levels, its line Williams %R of the bars", () => {
    const bars = rising(40);
    const overlays = ruleOverlays(new IndicatorCache(bars), [
      { side: 'buy', rules: [rule('WILLIAMS %R', 'buy')] },
      { side: 'sell', rules: [rule('WILLIAMS %R', 'sell')] },
    ]);
    expect(overlays.price).toEqual([]);
    expect(overlays.panes.map((p) => [p.title, p.levels, p.lines.map((l) => [l.id, l.kind])])).toEqual([
      ['Williams %R 14', [-80, -20], [['Williams %R 14', 'line']]],
    ]);
    expect(overlays.panes[0]?.lines[0]?.values).toEqual(williamsR(bars.high, bars.low, bars.close, 14));
  });

  it('has something to draw for every indicator rule, and skips rules that do not parse', () => {
    const cache = new IndicatorCache(rising(60));
    for (const definition of INDICATOR_RULES) {
      const overlays = ruleOverlays(cache, [
        { side: 'buy', rules: [defaultIndicatorRule(definition, 'buy')] },
      ]);
      const lines = [...overlays.price, ...overlays.panes.flatMap((p) => p.lines)];
      expect(lines.length, definition.name).toBeGreaterThan(0);
      expect(lines.every((l) => l.values.length === 60)).toBe(true);
    }
    const bad = ruleOverlays(cache, [{ side: 'buy', rules: [rule('SMA', 'buy', { value: 'abc' })] }]);
    expect(bad).toEqual({ price: [], panes: [] });
  });

  it('draws nothing for a filter rule or its copy, beside the lines of the other rules', () => {
    const cache = new IndicatorCache(rising(20));
    const overlays = ruleOverlays(cache, [
      {
        side: 'buy',
        rules: [
          { name: 'volume-ratio', multiple: '2', sessions: '7' },
          { name: 'price 2', min: '', max: '50' },
          rule('SMA', 'buy', { value: '3' }),
        ],
      },
    ]);
    expect(overlays.price.map((l) => l.label)).toEqual(['SMA 3 (close)']);
    expect(overlays.panes).toEqual([]);
  });
});
