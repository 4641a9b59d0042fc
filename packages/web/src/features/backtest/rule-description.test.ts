import {
  defaultIndicatorRule,
  defaultPatternRule,
  generalPatternRule,
  INDICATOR_RULES,
  type Side,
} from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { describeRule } from './rule-description';

const indicator = (side: Side) =>
  Object.fromEntries(INDICATOR_RULES.map((d) => [d.name, describeRule(defaultIndicatorRule(d, side), side)]));

describe('a rule in words', () => {
  it("says what each indicator rule asks at the spec's buy defaults", () => {
    expect(indicator('buy')).toEqual({
      SMA: 'Buy when the close is above SMA 20 of the close.',
      MACD: 'Buy when the MACD line (12, 26) of the close is above its signal line (9) and above 0.',
      RSI: 'Buy when RSI 14 of the close is above 50.',
      'SMA CROSSOVER': 'Buy when SMA 8 of the close crosses above SMA 21 of the close.',
      'RSI CROSSOVER': 'Buy when RSI 14 of the close crosses above RSI 55.',
      EMA: 'Buy when the close is above EMA 20 of the close.',
      'EMA CROSSOVER': 'Buy when EMA 8 of the close crosses above EMA 21 of the close.',
      'DIRECTIONAL MOVEMENT': 'Buy when +DI 14 is above -DI 14.',
      'STOCHASTIC RSI':
        "Buy when the Stochastic RSI's %K crosses above its %D (RSI 14, stochastic 14, smoothing 3 and 3).",
      'BOLLINGER BANDS': 'Buy when the close is below the lower Bollinger band (20, 2 standard deviations).',
      SUPERTREND: 'Buy when the Supertrend line (10, 3) is below the close (an up-trend).',
      'MONEY FLOW INDEX': 'Buy when MFI 14 is above 50.',
      'ACCUMULATION DISTRIBUTION':
        "Buy when the accumulation/distribution line's change over one session is above 0.",
      'AWESOME OSCILLATOR': 'Buy when the Awesome Oscillator (5, 34) is above 0.',
      'WILLIAMS %R': 'Buy when Williams %R 14 is below -80.',
    });
  });

  it('follows the side, the edited fields and numbered copies', () => {
    const sell = indicator('sell');
    expect(sell['BOLLINGER BANDS']).toBe(
      'Sell when the close is above the upper Bollinger band (20, 2 standard deviations).',
    );
    expect(sell.SUPERTREND).toBe('Sell when the Supertrend line (10, 3) is above the close (a down-trend).');
    expect(sell['WILLIAMS %R']).toBe('Sell when Williams %R 14 is above -20.');
    const rsiCross = { ...defaultIndicatorRule(INDICATOR_RULES[4]!, 'sell'), crossover_indicator: 'EMA' };
    expect(describeRule(rsiCross, 'sell')).toBe('Sell when RSI 14 of the close crosses below its EMA 55.');
    const copy = {
      ...defaultIndicatorRule(INDICATOR_RULES[0]!, 'buy'),
      name: 'SMA 2',
      value: '50',
      source: 'high',
    };
    expect(describeRule(copy, 'buy')).toBe('Buy when the high is above SMA 50 of the close.');
  });

  it("says when a level rule starts, and keeps a crossover's words whatever trigger a link gives it", () => {
    const starts = (name: string, side: Side, fields: Record<string, string> = {}) => {
      const definition = INDICATOR_RULES.find((d) => d.name === name)!;
      return describeRule({ ...defaultIndicatorRule(definition, side), trigger: 'starts', ...fields }, side);
    };
    expect(starts('RSI', 'buy', { rsi_value: '30' })).toBe(
      'Buy on the session RSI 14 of the close goes above 30.',
    );
    expect(starts('SUPERTREND', 'sell')).toBe(
      'Sell on the session the Supertrend line (10, 3) goes above the close (a down-trend).',
    );
    expect(starts('MACD', 'buy', { zero_line: 'off' })).toBe(
      'Buy on the session the MACD line (12, 26) of the close goes above its signal line (9).',
    );
    expect(starts('SMA CROSSOVER', 'buy')).toBe(
      'Buy when SMA 8 of the close crosses above SMA 21 of the close.',
    );
    expect(starts('RSI', 'buy', { trigger: 'soon' })).toBe('Correct the marked field to read this rule.');
  });

  it('asks for a wrong field to be corrected instead of reading it', () => {
    const sma = defaultIndicatorRule(INDICATOR_RULES[0]!, 'buy');
    for (const value of ['abc', '-5', '2.5', '0', '5000', '']) {
      expect(describeRule({ ...sma, value }, 'buy')).toBe('Correct the marked field to read this rule.');
    }
    const macd = { ...defaultIndicatorRule(INDICATOR_RULES[1]!, 'sell'), short_period: 'x', macd_value: 'y' };
    expect(describeRule(macd, 'sell')).toBe('Correct the marked fields to read this rule.');
    const williams = defaultIndicatorRule(INDICATOR_RULES.at(-1)!, 'buy');
    for (const wr_value of ['5', '-100.5', 'x']) {
      expect(describeRule({ ...williams, wr_value }, 'buy')).toBe(
        'Correct the marked field to read this rule.',
      );
    }
    expect(describeRule({ ...williams, wr_value: '-100', length: '5' }, 'buy')).toBe(
      'Buy when Williams %R 5 is below -100.',
    );
  });

  it('says when a pattern rule fires on either side', () => {
    expect(describeRule(defaultPatternRule('Abandoned Baby', 'buy'), 'buy')).toBe(
      'Buy when an Abandoned Baby completes on the session.',
    );
    expect(describeRule(defaultPatternRule('Dark Cloud Cover', 'buy'), 'buy')).toBe(
      'Buy when the last Dark Cloud Cover is invalidated: the close rises above its high.',
    );
    expect(describeRule(generalPatternRule('Bullish'), 'sell')).toBe(
      'Sell when any bullish pattern completes on the session.',
    );
    expect(describeRule({ name: 'MYSTERY' }, 'buy')).toBe('Buy when MYSTERY holds.');
  });

  it("says what a filter asks, from the filter table, in the side's words", () => {
    expect(describeRule({ name: 'volume-ratio', multiple: '3', sessions: '7' }, 'buy')).toBe(
      'Buy when the volume is at least 3 times the mean volume of the previous 7 sessions.',
    );
    expect(describeRule({ name: 'volume-ratio', multiple: '3', sessions: '7' }, 'sell')).toBe(
      'Sell when the volume is at least 3 times the mean volume of the previous 7 sessions.',
    );
    // A copy reads as its filter; an optional bound left empty or absent does not limit.
    expect(describeRule({ name: 'price 2', min: '100', max: '' }, 'buy')).toBe(
      'Buy when the traded close is at least Rs 100.',
    );
    expect(describeRule({ name: 'price' }, 'sell')).toBe('Sell when the traded close is any price.');
    // A field left out reads at its default, as the server reads it.
    expect(describeRule({ name: 'breakout', within: '3' }, 'buy')).toBe(
      'Buy when on one of the last 3 sessions the close rose above the highest close of the 50 sessions before it.',
    );
    expect(describeRule({ name: 'price', min: '500', max: '100' }, 'buy')).toBe(
      'Correct the marked field to read this rule.',
    );
  });
});
