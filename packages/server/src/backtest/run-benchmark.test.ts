import { allocateBars, type Bars } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { BenchmarkIndexes, type BenchmarkMarket } from './benchmark-indexes';
import { benchmarkValues, chooseBenchmark } from './run-benchmark';

/** Bars on the given days with the given closes. */
function bars(days: number[], closes: number[]): Bars {
  const out = allocateBars(days.length);
  out.date.set(days);
  out.close.set(closes);
  return out;
}

// A small market: A trades days 1-6, B days 3-6 (it lists on day 3), C (a fund outside every sector) days 1-6; the
// NEPSE index has closes on days 1-4 only; the store holds a sub-index of Hydro Power (4) on days 2-6, none of
// Development Banks (6).
const A = bars([1, 2, 3, 4, 5, 6], [10, 11, 11, 12.1, 12.1, 13.31]);
const B = bars([3, 4, 5, 6], [20, 18, 18, 19.8]);
const C = bars([1, 2, 3, 4, 5, 6], [5, 5, 5, 5, 5, 5]);
const INDEX = bars([1, 2, 3, 4], [1000, 1010, 1020, 1030]);
const HYDRO_INDEX = bars([2, 3, 4, 5, 6], [2000, 1980, 2010, 2030, 2040]);

function market(version: number): BenchmarkMarket & { built: string[] } {
  const built: string[] = [];
  const all: Record<string, Bars> = { A, B, C };
  return {
    built,
    version,
    bars: (symbol) => all[symbol],
    symbolsOfSector: (sectorId) => {
      built.push(sectorId);
      return sectorId === '58' || sectorId === '4' || sectorId === '6' ? ['A', 'B'] : [];
    },
    index: () => INDEX,
    sectorIndex: (sectorId) => (sectorId === '4' ? HYDRO_INDEX : undefined),
  };
}

describe("a run's benchmark", () => {
  it('is the NEPSE index where it covers the run, and the equal weight of every listed equity past it', () => {
    const m = market(1);
    const inside = chooseBenchmark(m, { sectorId: '58', symbols: ['A'], from: 2, to: 4 });
    expect(inside.name).toBe('NEPSE index');
    expect(Array.from(inside.close)).toEqual([1000, 1010, 1020, 1030]);
    const past = chooseBenchmark(m, { sectorId: '58', symbols: ['A'], from: 2, to: 6 });
    // Over the whole history: day 2 A +10 %; day 3 A 0 (B lists); day 4 A +10 %, B -10 %; day 5 both 0; day 6 both
    // +10 %. During days 2-6, A and B move it.
    expect(past.name).toBe('Equal-weight index of all listed equities (2 stocks)');
    expect(Array.from(past.date)).toEqual([1, 2, 3, 4, 5, 6]);
    [100, 110, 110, 110, 110, 121].forEach((level, k) => {
      expect(past.close[k]).toBeCloseTo(level, 9);
    });
  });

  it('counts the stocks that move the index during the run, and takes a sector to its own', () => {
    const m = market(1);
    // Days 1-3: B's first session is day 3, so only A moves the index after day 1. The sub-index of Hydro Power
    // starts on day 2: it does not cover a run from day 1.
    expect(chooseBenchmark(m, { sectorId: '4', symbols: ['A', 'B'], from: 1, to: 3 }).name).toBe(
      'Equal-weight index of Hydro Power (1 stock)',
    );
    expect(chooseBenchmark(m, { sectorId: '4', symbols: ['A', 'B'], from: 1, to: 4 }).name).toBe(
      'Equal-weight index of Hydro Power (2 stocks)',
    );
    expect(chooseBenchmark(m, { sectorId: '6', symbols: ['A', 'B'], from: 2, to: 4 }).name).toBe(
      'Equal-weight index of Development Bank (2 stocks)',
    );
  });

  it("is the sector's sub-index where the store holds one covering the run, for the sector only", () => {
    const m = market(1);
    const covered = chooseBenchmark(m, { sectorId: '4', symbols: ['A', 'B'], from: 2, to: 6 });
    expect(covered.name).toBe('Hydro Power sub-index');
    expect(Array.from(covered.date)).toEqual([2, 3, 4, 5, 6]);
    expect(Array.from(covered.close)).toEqual([2000, 1980, 2010, 2030, 2040]);
    // The range is the span of the run's sessions: B's from day 3 is inside it, whatever the range asks.
    expect(chooseBenchmark(m, { sectorId: '4', symbols: ['B'], from: 0, to: 9 }).name).toBe(
      'Hydro Power sub-index',
    );
    // A symbol measured against the market never takes a sector's sub-index.
    expect(chooseBenchmark(m, { sectorId: '58', symbols: ['A'], from: 2, to: 6 }).name).toBe(
      'Equal-weight index of all listed equities (2 stocks)',
    );
  });

  it('adds a symbol outside the universe to it', () => {
    const fund = chooseBenchmark(market(1), { sectorId: '58', symbols: ['C'], from: 1, to: 6 });
    expect(fund.name).toBe('Equal-weight index of all listed equities (3 stocks)');
    // Day 2: A +10 %, C 0: +5 %.
    expect(fund.close[1]).toBeCloseTo(105, 9);
  });

  it('keeps the series of a version, and makes them again for a new one', () => {
    const indexes = new BenchmarkIndexes();
    const m = market(1);
    const first = chooseBenchmark(m, { sectorId: '58', symbols: ['A'], from: 2, to: 6 }, indexes);
    const again = chooseBenchmark(m, { sectorId: '58', symbols: ['B'], from: 4, to: 6 }, indexes);
    expect(again.close).toBe(first.close);
    expect(m.built).toEqual(['58', '58', '58']);
    expect(first.close.buffer).toBeInstanceOf(SharedArrayBuffer);
    const hydro = chooseBenchmark(m, { sectorId: '4', symbols: ['A'], from: 2, to: 6 }, indexes);
    expect(hydro.close.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(chooseBenchmark(m, { sectorId: '4', symbols: ['B'], from: 3, to: 6 }, indexes).close).toBe(
      hydro.close,
    );
    const next = market(2);
    expect(chooseBenchmark(next, { sectorId: '58', symbols: ['A'], from: 2, to: 6 }, indexes).close).not.toBe(
      first.close,
    );
  });

  it("is drawn as the initial capital bought at the run's first close", () => {
    const series = { name: 'NEPSE index', date: INDEX.date, close: INDEX.close };
    expect(benchmarkValues(series, 2, Int32Array.from([2, 3, 4, 6]), 1010)).toEqual([1010, 1020, 1030, 1030]);
  });
});
