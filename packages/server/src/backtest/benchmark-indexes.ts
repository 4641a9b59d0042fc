import { equalWeightIndex, type PriceSeries } from '@nepse/core';
import type { MarketSnapshot } from '../market/market-snapshot';

/** What benchmarks are made from: the market's version, bars, sectors, index and sector sub-indices. */
export type BenchmarkMarket = Pick<
  MarketSnapshot,
  'version' | 'bars' | 'symbolsOfSector' | 'index' | 'sectorIndex'
>;

/** A series copied into shared memory, so that a job carrying it reaches every worker without a copy. */
export function sharedSeries(series: PriceSeries): PriceSeries {
  const n = series.date.length;
  const date = new Int32Array(new SharedArrayBuffer(4 * n));
  const close = new Float64Array(new SharedArrayBuffer(8 * n));
  date.set(series.date);
  close.set(series.close);
  return { date, close };
}

/** The equal-weight index of `symbols`' adjusted closes over the market's whole history. */
export function wholeHistoryIndex(snapshot: BenchmarkMarket, symbols: Iterable<string>): PriceSeries {
  const constituents: PriceSeries[] = [];
  for (const symbol of symbols) {
    const bars = snapshot.bars(symbol, 'adjusted');
    if (bars) constituents.push(bars);
  }
  return sharedSeries(equalWeightIndex(constituents, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY));
}

/**
 * What runs' benchmarks are read from, made once per data version and kept by whoever runs them (the back-test
 * routes): the NEPSE index, the sectors' sub-indices and each universe's equal-weight index over the whole history,
 * in shared memory. An
 * equal-weight index of every listed equity takes a pass over every bar of the market (milliseconds), which a run
 * of one symbol would otherwise pay each time.
 */
export class BenchmarkIndexes {
  #version = Number.NaN;
  #nepse: PriceSeries | undefined;
  readonly #equalWeight = new Map<string, PriceSeries>();
  /** By sector id; null where the store holds no sub-index of the sector. */
  readonly #sector = new Map<string, PriceSeries | null>();

  /** Forgets what an older version made. */
  #at(snapshot: BenchmarkMarket): void {
    if (snapshot.version === this.#version) return;
    this.#version = snapshot.version;
    this.#nepse = undefined;
    this.#equalWeight.clear();
    this.#sector.clear();
  }

  /** The store's NEPSE index. */
  nepse(snapshot: BenchmarkMarket): PriceSeries {
    this.#at(snapshot);
    this.#nepse ??= sharedSeries(snapshot.index());
    return this.#nepse;
  }

  /** The store's sub-index of `sectorId`, if it holds one. */
  sector(snapshot: BenchmarkMarket, sectorId: string): PriceSeries | undefined {
    this.#at(snapshot);
    let index = this.#sector.get(sectorId);
    if (index === undefined) {
      const stored = snapshot.sectorIndex(sectorId);
      index = stored ? sharedSeries(stored) : null;
      this.#sector.set(sectorId, index);
    }
    return index ?? undefined;
  }

  /** The equal-weight index of the listed stocks of `sectorId` (every listed equity for NEPSE). */
  equalWeight(snapshot: BenchmarkMarket, sectorId: string): PriceSeries {
    this.#at(snapshot);
    let index = this.#equalWeight.get(sectorId);
    if (!index) {
      index = wholeHistoryIndex(snapshot, snapshot.symbolsOfSector(sectorId));
      this.#equalWeight.set(sectorId, index);
    }
    return index;
  }
}
