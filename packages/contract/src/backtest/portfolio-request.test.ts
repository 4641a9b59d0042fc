import { describe, expect, it } from 'vitest';
import { parseBacktestRequest } from './backtest-request';
import { defaultStrategy } from './strategy-rule';

const base = {
  sector: '1',
  from: '2024-01-01',
  to: '2024-12-31',
  buyStrategy: defaultStrategy('buy'),
  sellStrategy: defaultStrategy('sell'),
};

describe('the portfolio fields of a back-test request', () => {
  it('defaults to the per-stock mode and the portfolio defaults', () => {
    const r = parseBacktestRequest(base);
    expect(r.ok && r.value).toMatchObject({
      mode: 'per-stock',
      portfolio: { maxPositions: 10, sizing: 'equal', sizingPercent: 10, rankBy: 'return-20' },
    });
  });

  it('reads every field, numbers as numbers or text', () => {
    const r = parseBacktestRequest({
      ...base,
      mode: 'portfolio',
      maxPositions: '4',
      sizing: 'percent',
      sizingPercent: 12.5,
      rankBy: 'rsi-lowest',
    });
    expect(r.ok && r.value).toMatchObject({
      mode: 'portfolio',
      portfolio: { maxPositions: 4, sizing: 'percent', sizingPercent: 12.5, rankBy: 'rsi-lowest' },
    });
  });

  it.each([
    [{ mode: 'pooled' }, 'Mode (mode) must be one of "per-stock", "portfolio", got "pooled"'],
    [{ maxPositions: 0 }, 'Max positions (maxPositions) must be a whole number from 1 to 100, got "0"'],
    [{ maxPositions: '2.5' }, 'Max positions (maxPositions) must be a whole number from 1 to 100, got "2.5"'],
    [{ maxPositions: 101 }, 'Max positions (maxPositions) must be a whole number from 1 to 100, got "101"'],
    [{ sizing: 'kelly' }, 'Sizing (sizing) must be one of "equal", "percent", got "kelly"'],
    [
      { sizingPercent: '0' },
      'Percent of equity (sizingPercent) must be a number above 0 and at most 100, got "0"',
    ],
    [
      { sizingPercent: 100.5 },
      'Percent of equity (sizingPercent) must be a number above 0 and at most 100, got "100.5"',
    ],
    [
      { rankBy: 'momentum' },
      'Rank by (rankBy) must be one of "return-20", "turnover", "rsi-lowest", "volume-ratio", got "momentum"',
    ],
  ])('refuses %o naming the field as the page does', (fields, error) => {
    expect(parseBacktestRequest({ ...base, mode: 'portfolio', ...fields })).toEqual({ ok: false, error });
  });
});
