import { describe, expect, it } from 'vitest';
import { compoundPath, monteCarlo } from './monte-carlo';
import { seededUniform } from './seeded-uniform';

/** The percentile of some numbers by the textbook steps, written out again: sort, rank (n - 1) p, interpolate. */
function slowPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = ((sorted.length - 1) * p) / 100;
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

/** The resampling written out plainly: the same draws, each path compounded and its drawdown tracked by hand. */
function slowMonteCarlo(trades: number[], resamplings: number, seed: number) {
  const next = seededUniform(seed);
  const finals: number[] = [];
  const drawdowns: number[] = [];
  for (let s = 0; s < resamplings; s++) {
    const path = [1];
    for (let k = 0; k < trades.length; k++) {
      const pick = trades[Math.floor(next() * trades.length)]!;
      path.push(path[path.length - 1]! * (1 + pick / 100));
    }
    finals.push((path[path.length - 1]! - 1) * 100);
    let worst = 0;
    for (let i = 0; i < path.length; i++) {
      const peak = Math.max(...path.slice(0, i + 1));
      worst = Math.max(worst, (peak - path[i]!) / peak);
    }
    drawdowns.push(worst * 100);
  }
  return { finals, drawdowns };
}

describe('Monte Carlo of trade returns', () => {
  const trades = [12.5, -4, 7.25, -10, 3, 0.5, -2.75, 18];

  it('gives the same figures for the same seed, and others for another seed', () => {
    const a = monteCarlo(trades, { seed: 7 });
    const b = monteCarlo(trades, { seed: 7 });
    const c = monteCarlo(trades, { seed: 8 });
    expect(a).toEqual(b);
    expect(a?.finalReturnPercentage).not.toEqual(c?.finalReturnPercentage);
    expect(a?.resamplings).toBe(1000);
  });

  it('equals a plain computation of the same draws', () => {
    const result = monteCarlo(trades, { seed: 42, resamplings: 300 })!;
    const slow = slowMonteCarlo(trades, 300, 42);
    for (const p of [5, 50, 95] as const) {
      const key = `p${p}` as const;
      expect(result.finalReturnPercentage[key]).toBeCloseTo(slowPercentile(slow.finals, p), 9);
      expect(result.maxDrawdownPercentage[key]).toBeCloseTo(slowPercentile(slow.drawdowns, p), 9);
    }
    const losses = slow.finals.filter((f) => f < 0).length;
    expect(result.lossProbabilityPercentage).toBeCloseTo((losses / 300) * 100, 12);
  });

  it('can only land on the paths two trades make', () => {
    // +10 and -10 drawn twice: 1.1 x 1.1 = +21 %, 1.1 x 0.9 = -1 % (either order), 0.9 x 0.9 = -19 %.
    const result = monteCarlo([10, -10], { seed: 3 })!;
    for (const f of result.finalReturns) expect([21, -1, -19].some((v) => Math.abs(v - f) < 1e-9)).toBe(true);
    // About three in four paths hold the loss; the loss probability counts them.
    const losses = [...result.finalReturns].filter((f) => f < 0).length;
    expect(result.lossProbabilityPercentage).toBeCloseTo(losses / 10, 12);
    expect(losses).toBeGreaterThan(650);
    expect(losses).toBeLessThan(850);
    // The drawdown of a path +10 then -10 is 10 %, of -10 then anything at least 10 %, of +10 +10 none.
    expect(result.maxDrawdownPercentage.p5).toBe(0);
    expect(result.maxDrawdownPercentage.p95).toBeCloseTo(19, 9);
  });

  it('gives one trade back as every percentile', () => {
    const result = monteCarlo([6])!;
    // (1 + 6 / 100 - 1) x 100 is 6 to the last bits of a double.
    for (const value of Object.values(result.finalReturnPercentage)) expect(value).toBeCloseTo(6, 12);
    expect(result.lossProbabilityPercentage).toBe(0);
    expect(monteCarlo([])).toBeNull();
  });

  it('compounds the trades in their own order for the actual path', () => {
    // 1.2 x 0.75 = 0.9: -10 %; the fall from 1.2 to 0.9 is 25 % of the peak.
    const path = compoundPath([20, -25]);
    expect(path.finalReturnPercentage).toBeCloseTo(-10, 12);
    expect(path.maxDrawdownPercentage).toBeCloseTo(25, 12);
  });
});
