import { describe, expect, it } from 'vitest';
import { chartSummary, returnSummary, seriesFigures } from './chart-summary';
import { formatPrice } from './format';

describe("a chart line's figures, worked by hand", () => {
  it('take the latest value, the change from the first and the average, gaps left out', () => {
    // 200 -> 250 is +25%; the average of 200, 180, 220, 250 is 850 / 4 = 212.5.
    expect(seriesFigures([Number.NaN, 200, 180, Number.NaN, 220, 250])).toEqual({
      first: 200,
      latest: 250,
      changePercent: 25,
      average: 212.5,
    });
    // A fall from a negative value is measured from its size: -10 -> -15 is -50%.
    expect(seriesFigures([-10, -15])?.changePercent).toBe(-50);
  });

  it('have no change from zero and nothing without values', () => {
    expect(seriesFigures([0, 5])?.changePercent).toBeNull();
    expect(seriesFigures([Number.NaN])).toBeUndefined();
    expect(seriesFigures([])).toBeUndefined();
  });
});

describe("a chart's summary in words", () => {
  it('compares the latest value with the average when there is no benchmark', () => {
    expect(chartSummary({ name: 'Close', values: [100, 90, 80, 95], format: formatPrice })).toBe(
      // 100 -> 95 is -5%; the average is 365 / 4 = 91.25, below 95.
      'Close: latest 95.00, down 5.00% over the range shown (from 100.00); above its average of 91.25 over the range.',
    );
    expect(chartSummary({ name: 'Close', values: [10, 30, 20], format: formatPrice })).toBe(
      'Close: latest 20.00, up 100.00% over the range shown (from 10.00); at its average of 20.00 over the range.',
    );
  });

  it('compares the change with the benchmark when it has one', () => {
    // Strategy 1000 -> 1200 (+20%); NEPSE 1000 -> 1050 (+5%): 15 points better.
    expect(
      chartSummary(
        { name: 'Strategy', values: [1000, 1100, 1200], format: formatPrice },
        { name: 'NEPSE', values: [1000, 900, 1050] },
      ),
    ).toBe(
      'Strategy: latest 1,200.00, up 20.00% over the range shown (from 1,000.00); NEPSE up 5.00% over the same range: 15.00 percentage points better than NEPSE.',
    );
    expect(
      chartSummary(
        { name: 'Portfolio', values: [100, 100], format: formatPrice },
        { name: 'NEPSE', values: [100, 110] },
      ),
    ).toContain(
      'unchanged over the range shown (from 100.00); NEPSE up 10.00% over the same range: 10.00 percentage points worse than NEPSE.',
    );
  });

  it('says when the range holds no value', () => {
    expect(chartSummary({ name: 'Close', values: [], format: formatPrice })).toBe(
      'Close: no data in the range shown.',
    );
  });
});

describe('the summary of a chart of returns', () => {
  it('gives the latest return against the benchmark, in percentage points', () => {
    // 2.1 - 1 = 1.1 points; -0.5 - 0.25 = -0.75 points.
    expect(returnSummary('This list', 2.1, '20 sessions', { name: 'all stocks', returnPercent: 1 })).toBe(
      'This list: +2.10% over 20 sessions, against +1.00% for all stocks: 1.10 percentage points better.',
    );
    expect(returnSummary('This list', -0.5, '1 session', { name: 'all stocks', returnPercent: 0.25 })).toBe(
      'This list: -0.50% over 1 session, against +0.25% for all stocks: 0.75 percentage points worse.',
    );
    expect(returnSummary('A', 1, '5 sessions', { name: 'B', returnPercent: 1 })).toBe(
      'A: +1.00% over 5 sessions, against +1.00% for B: level with it.',
    );
  });
});
