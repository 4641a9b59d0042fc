import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBacktestRequest } from './backtest-request';
import { numberFromText } from './number-text';
import { defaultStrategy } from './strategy-rule';

const base = {
  stockSymbol: 'NABIL',
  from: '2025-01-01',
  to: '2025-06-01',
  buyStrategy: defaultStrategy('buy'),
  sellStrategy: defaultStrategy('sell'),
};

describe('numberFromText', () => {
  it('reads decimal text, with sign, point and exponent', () => {
    expect(numberFromText(' 12 ')).toBe(12);
    expect(numberFromText('-0.5')).toBe(-0.5);
    expect(numberFromText('.25')).toBe(0.25);
    expect(numberFromText('7.')).toBe(7);
    expect(numberFromText('1e3')).toBe(1000);
    expect(numberFromText(42)).toBe(42);
  });

  it('refuses hex, binary, octal, Infinity and empty text, which JavaScript reads as numbers', () => {
    for (const text of [
      '0x10',
      '0X10',
      '0b1',
      '0o7',
      'Infinity',
      '-Infinity',
      '',
      '  ',
      '1_000',
      '1e',
      '.',
    ]) {
      expect(numberFromText(text), text).toBeNaN();
    }
  });

  it('agrees with Number() on every decimal it prints', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(numberFromText(String(x))).toBe(Number(String(x)));
      }),
    );
  });
});

describe('numeric text fields of a back-test request', () => {
  it('refuse hex text in initial capital, a price exit and a rule field', () => {
    expect(parseBacktestRequest({ ...base, initialCapital: '0x10' })).toEqual({
      ok: false,
      error:
        'Initial capital (initialCapital) must be a number above 0 and at most 1000000000000, got "0x10"',
    });
    expect(parseBacktestRequest({ ...base, stopLossPercent: '0x10' })).toEqual({
      ok: false,
      error: 'Stop-loss (stopLossPercent) must be a number above 0 and below 100, got "0x10"',
    });
    const buyStrategy = [{ ...defaultStrategy('buy')[0], value: '0x10' }];
    const rule = parseBacktestRequest({ ...base, buyStrategy });
    expect(rule.ok).toBe(false);
    expect(!rule.ok && rule.error).toMatch(/^Buy rule "SMA": .* got "0x10"$/);
  });

  it('give a number past a double (JSON 1e400, read as Infinity) the words a too-large number gets', () => {
    const words = (got: string) =>
      `Initial capital (initialCapital) must be a number above 0 and at most 1000000000000, got "${got}"`;
    expect(parseBacktestRequest({ ...base, initialCapital: 1e308 })).toEqual({
      ok: false,
      error: words('1e+308'),
    });
    expect(parseBacktestRequest({ ...base, initialCapital: JSON.parse('1e400') })).toEqual({
      ok: false,
      error: words('Infinity'),
    });
    expect(parseBacktestRequest({ ...base, takeProfitPercent: -Infinity })).toEqual({
      ok: false,
      error: 'Take-profit (takeProfitPercent) must be a number above 0 and at most 1000, got "-Infinity"',
    });
  });
});
