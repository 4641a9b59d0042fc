import { describe, expect, it } from 'vitest';
import { parseBacktestRequest } from './backtest-request';
import { defaultStrategy } from './strategy-rule';

const base = {
  stockSymbol: 'nabil ',
  sector: '0',
  from: '2025-06-22T18:15:00.000Z',
  to: '2026-11-21T10:00:00.000Z',
  buyStrategy: defaultStrategy('buy'),
  sellStrategy: defaultStrategy('sell'),
};

describe('parseBacktestRequest', () => {
  it('reads the page payload with Nepal calendar dates and defaults', () => {
    const r = parseBacktestRequest(base);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      stockSymbol: 'NABIL',
      sector: '0',
      from: '2025-06-23',
      to: '2026-11-21',
      initialCapital: 100_000,
      costs: 'dated',
      volumeCapPercent: null,
      fill: 'next_open',
      stopLossPercent: null,
      takeProfitPercent: null,
      trailingStopPercent: null,
    });
    expect(r.value.buy).toHaveLength(1);
  });

  it('takes the optional capital, costs and fill', () => {
    const r = parseBacktestRequest({ ...base, initialCapital: '250000', costs: false, fill: 'close' });
    expect(r.ok && r.value).toMatchObject({ initialCapital: 250_000, costs: 'off', fill: 'close' });
    expect(parseBacktestRequest({ ...base, initialCapital: '-5' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('initialCapital'),
    });
  });

  it('takes how each side matches its rules, all when absent', () => {
    expect(parseBacktestRequest(base)).toMatchObject({ value: { buyMatch: 'all', sellMatch: 'all' } });
    expect(parseBacktestRequest({ ...base, buyMatch: 'any' })).toMatchObject({
      value: { buyMatch: 'any', sellMatch: 'all' },
    });
    expect(parseBacktestRequest({ ...base, sellMatch: 'any', buyMatch: 'all' })).toMatchObject({
      value: { buyMatch: 'all', sellMatch: 'any' },
    });
    expect(parseBacktestRequest({ ...base, sellMatch: 'either' })).toEqual({
      ok: false,
      error: 'Sell match (sellMatch) must be all or any, got "either"',
    });
    expect(parseBacktestRequest({ ...base, buyMatch: 1 })).toMatchObject({
      ok: false,
      error: expect.stringContaining('buyMatch'),
    });
  });

  it('reads costs as dated (also true, and when absent), today or off (also false)', () => {
    const costs = (sent: unknown) => {
      const r = parseBacktestRequest({ ...base, costs: sent });
      return r.ok ? r.value.costs : r.error;
    };
    expect([true, 'dated', 'today', 'off', false].map(costs)).toEqual([
      'dated',
      'dated',
      'today',
      'off',
      'off',
    ]);
    expect(costs('sometimes')).toContain('costs');
  });

  it('takes a volume cap in percent, above 0 and at most 100', () => {
    const cap = (sent: unknown) => {
      const r = parseBacktestRequest({ ...base, volumeCapPercent: sent });
      return r.ok ? r.value.volumeCapPercent : r.error;
    };
    expect(cap('12.5')).toBe(12.5);
    expect(cap(100)).toBe(100);
    expect(cap(0)).toBe('Volume cap (volumeCapPercent) must be a number above 0 and at most 100, got "0"');
    expect(cap('101')).toContain('volumeCapPercent');
  });

  it('takes the price exits as numbers or text, each within its range', () => {
    const r = parseBacktestRequest({
      ...base,
      stopLossPercent: 5,
      takeProfitPercent: '1000',
      trailingStopPercent: ' 99.5 ',
    });
    expect(r.ok && r.value).toMatchObject({
      stopLossPercent: 5,
      takeProfitPercent: 1000,
      trailingStopPercent: 99.5,
    });
    const refused: [string, unknown, string][] = [
      ['stopLossPercent', 0, 'Stop-loss (stopLossPercent) must be a number above 0 and below 100, got "0"'],
      [
        'stopLossPercent',
        100,
        'Stop-loss (stopLossPercent) must be a number above 0 and below 100, got "100"',
      ],
      ['stopLossPercent', '', 'Stop-loss (stopLossPercent) must be a number above 0 and below 100, got ""'],
      [
        'takeProfitPercent',
        -1,
        'Take-profit (takeProfitPercent) must be a number above 0 and at most 1000, got "-1"',
      ],
      [
        'takeProfitPercent',
        '1000.5',
        'Take-profit (takeProfitPercent) must be a number above 0 and at most 1000, got "1000.5"',
      ],
      [
        'trailingStopPercent',
        'abc',
        'Trailing stop (trailingStopPercent) must be a number above 0 and below 100, got "abc"',
      ],
    ];
    for (const [field, value, error] of refused) {
      expect(parseBacktestRequest({ ...base, [field]: value })).toEqual({ ok: false, error });
    }
    expect(parseBacktestRequest({ ...base, stopLossPercent: true })).toMatchObject({
      ok: false,
      error: expect.stringContaining('stopLossPercent'),
    });
  });

  it('refuses a range that runs backwards, bad dates and missing sides', () => {
    expect(parseBacktestRequest({ ...base, from: '2026-01-02', to: '2026-01-01' })).toEqual({
      ok: false,
      error: 'From (2026-01-02) is after To (2026-01-01).',
    });
    expect(parseBacktestRequest({ ...base, from: 'yesterday' })).toEqual({
      ok: false,
      error: 'From (from) is not a date: "yesterday"',
    });
    expect(parseBacktestRequest({ ...base, sellStrategy: [] })).toEqual({
      ok: false,
      error: 'At least one buy rule and one sell rule are required.',
    });
    expect(parseBacktestRequest({ ...base, buyStrategy: 'SMA' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('buyStrategy'),
    });
    expect(parseBacktestRequest(null)).toMatchObject({ ok: false });
  });

  it('passes the rule errors through', () => {
    const r = parseBacktestRequest({ ...base, sellStrategy: [{ name: 'RSI', rsi_length: 'x' }] });
    expect(r).toEqual({
      ok: false,
      error: 'Sell rule "RSI": RSI length must be a whole number from 1 to 2000, got "x"',
    });
  });
});
