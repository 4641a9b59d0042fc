import { type LiveIndex, type LiveStockRecord, NEPSE_SECTOR_ID } from '@nepse/contract';
import type { Bars } from '@nepse/core';
import { bandCeiling, bandFloor, rupees, TICKS_PER_RUPEE } from '../demo/price-band';
import { Prng } from '../demo/prng';
import type { MarketSnapshot } from '../market/market-snapshot';

/** What the simulator reads of the market cache. */
export type SimulatorMarket = Pick<MarketSnapshot, 'version' | 'symbolsOfSector' | 'bars' | 'index'>;

import { isTradingDay } from '../market/trading-calendar';
import type { LiveQuote, LiveSource } from './live-source';
import { marketPhase, nepalDay, nepseDateTime, SESSION_CLOSE_MS, SESSION_OPEN_MS } from './nepal-clock';

export interface SimulatorOptions {
  seed: number;
  /** The simulated time between two trades of a symbol, in ms. */
  tickMs: number;
  /** Runs a one-hour session every hour of every day (demos, tests) instead of NEPSE's 11:00-15:00. */
  anyHour: boolean;
  now: () => Date;
}

/** A typical daily volatility of a NEPSE stock, spread over a session's ticks. */
const DAILY_SIGMA = 0.02;
const HOUR_MS = 3_600_000;
/** The mean daily volume is taken over this many sessions before the simulated day. */
const VOLUME_SESSIONS = 20;

/** A symbol at the start of a session: the previous close, the band around it, its typical volume per tick. */
interface Start {
  symbol: string;
  previousClose: number;
  floor: number;
  ceiling: number;
  volumePerTick: number;
}

/** A symbol during a session; prices in whole ticks of Rs 0.10, `logPrice` the unrounded walk. */
interface Moving {
  start: Start;
  prng: Prng;
  logPrice: number;
  open: number;
  high: number;
  low: number;
  last: number;
  volume: number;
}

interface Session {
  key: string;
  sigma: number;
  indexBase: number | null;
  moving: Moving[];
  /** Ticks simulated so far. */
  done: number;
}

/**
 * The offline live source: every listed symbol starts a session from its last close in the market cache
 * before the day and moves in ticks (a random walk in the log price, volatility 2 % a day, rounded to Rs 0.10
 * and held inside the day's price band) with volume accumulating around its 20-session mean. NEPSE's session
 * is 11:00-15:00 Nepal time on trading days; before it (pre-open) and on other days it shows the last session
 * in the cache, after it the session's final state. Each symbol's path comes from its own stream of the seed
 * and day, so the quote is the same for a seed, a market and a clock, whatever the polls before it.
 */
export class MarketSimulator implements LiveSource {
  readonly name = 'simulator' as const;
  #session: Session | undefined;

  constructor(
    private readonly market: () => SimulatorMarket,
    private readonly options: SimulatorOptions,
  ) {}

  async fetchLive(): Promise<LiveQuote> {
    return this.quote();
  }

  /** The quote at the options' clock. */
  quote(): LiveQuote {
    const now = this.options.now();
    const snapshot = this.market();
    const { day, ms } = nepalDay(now);
    if (this.options.anyHour) {
      const openMs = Math.floor(ms / HOUR_MS) * HOUR_MS;
      return this.#sessionQuote(snapshot, day, openMs, HOUR_MS, ms, 'open');
    }
    const phase = marketPhase(now);
    if (isTradingDay(day) && ms >= SESSION_OPEN_MS)
      return this.#sessionQuote(
        snapshot,
        day,
        SESSION_OPEN_MS,
        SESSION_CLOSE_MS - SESSION_OPEN_MS,
        ms,
        phase,
      );
    return { records: lastSession(snapshot, day), phase, index: null };
  }

  #sessionQuote(
    snapshot: SimulatorMarket,
    day: number,
    openMs: number,
    lengthMs: number,
    ms: number,
    phase: LiveQuote['phase'],
  ): LiveQuote {
    const { tickMs, seed } = this.options;
    const tickCount = Math.max(1, Math.floor(lengthMs / tickMs));
    const key = `${snapshot.version}:${day}:${openMs}`;
    let session = this.#session;
    const wanted = Math.min(tickCount, Math.floor((ms - openMs) / tickMs) + 1);
    if (!session || session.key !== key || session.done > wanted) {
      session = startSession(snapshot, seed, key, day, tickCount);
      this.#session = session;
    }
    while (session.done < wanted) step(session);
    const time = nepseDateTime(day, openMs + (session.done - 1) * tickMs);
    const records = session.moving.map((m) => record(m, time));
    return { records, phase, index: liveIndex(session.indexBase, records) };
  }
}

function startSession(
  snapshot: SimulatorMarket,
  seed: number,
  key: string,
  day: number,
  tickCount: number,
): Session {
  const moving: Moving[] = [];
  for (const symbol of snapshot.symbolsOfSector(NEPSE_SECTOR_ID)) {
    const bars = snapshot.bars(symbol, 'raw');
    const before = bars ? lastBefore(bars.date, day) : -1;
    if (!bars || before < 0) continue;
    const previousClose = Math.round((bars.close[before] ?? 0) * TICKS_PER_RUPEE);
    if (previousClose <= 0) continue;
    const start: Start = {
      symbol,
      previousClose,
      floor: bandFloor(previousClose, day),
      ceiling: bandCeiling(previousClose, day),
      volumePerTick: meanVolume(bars, before) / tickCount,
    };
    moving.push({
      start,
      prng: new Prng(seed, day * 2 ** 32 + hash32(symbol)),
      logPrice: Math.log(previousClose),
      open: 0,
      high: 0,
      low: 0,
      last: 0,
      volume: 0,
    });
  }
  const index = snapshot.index();
  const indexAt = lastBefore(index.date, day);
  return {
    key,
    sigma: DAILY_SIGMA / Math.sqrt(tickCount),
    indexBase: indexAt < 0 ? null : (index.close[indexAt] ?? null),
    moving,
    done: 0,
  };
}

/** One trade of every symbol: the walk moves, is held in the band, and a random amount of volume trades. */
function step(session: Session): void {
  for (const m of session.moving) {
    const { floor, ceiling, volumePerTick } = m.start;
    m.logPrice = Math.min(
      Math.log(ceiling),
      Math.max(Math.log(floor), m.logPrice + session.sigma * m.prng.normal()),
    );
    const price = Math.min(ceiling, Math.max(floor, Math.round(Math.exp(m.logPrice))));
    if (session.done === 0) {
      m.open = price;
      m.high = price;
      m.low = price;
    }
    m.high = Math.max(m.high, price);
    m.low = Math.min(m.low, price);
    m.last = price;
    // Exponential amounts around the mean: most trades small, a few large.
    m.volume += -Math.log(m.prng.uniform()) * volumePerTick;
  }
  session.done++;
}

function record(m: Moving, time: string): LiveStockRecord {
  const previousClose = m.start.previousClose;
  return {
    symbol: m.start.symbol,
    openPrice: rupees(m.open),
    highPrice: rupees(m.high),
    lowPrice: rupees(m.low),
    lastTradedPrice: rupees(m.last),
    previousClose: rupees(previousClose),
    totalTradeQuantity: Math.round(m.volume),
    percentageChange: round2(((m.last - previousClose) / previousClose) * 100),
    lastUpdatedDateTime: time,
  };
}

/** The last session in the cache up to `day`, as NEPSE shows it once the market has closed. */
function lastSession(snapshot: SimulatorMarket, day: number): LiveStockRecord[] {
  const records: LiveStockRecord[] = [];
  for (const symbol of snapshot.symbolsOfSector(NEPSE_SECTOR_ID)) {
    const bars = snapshot.bars(symbol, 'raw');
    if (!bars) continue;
    const at = lastBefore(bars.date, day + 1);
    const close = bars.close[at];
    const previousClose = bars.close[at - 1];
    if (close === undefined || previousClose === undefined || previousClose <= 0) continue;
    records.push({
      symbol,
      openPrice: bars.open[at] ?? null,
      highPrice: bars.high[at] ?? null,
      lowPrice: bars.low[at] ?? null,
      lastTradedPrice: close,
      previousClose,
      totalTradeQuantity: bars.volume[at] ?? 0,
      percentageChange: round2(((close - previousClose) / previousClose) * 100),
      lastUpdatedDateTime: nepseDateTime(bars.date[at] ?? day, SESSION_CLOSE_MS),
    });
  }
  return records;
}

/** The index moved by the mean change of the simulated symbols (equal weights: the simulator knows no caps). */
function liveIndex(base: number | null, records: readonly LiveStockRecord[]): LiveIndex | null {
  if (base === null || records.length === 0) return null;
  let sum = 0;
  for (const r of records) sum += r.percentageChange ?? 0;
  const percentageChange = round2(sum / records.length);
  const value = round2(base * (1 + percentageChange / 100));
  return { value, change: round2(value - base), percentageChange };
}

/** Index of the last date before `day` in ascending `dates`, -1 when none. */
function lastBefore(dates: Int32Array, day: number): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((dates[mid] ?? 0) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

function meanVolume(bars: Bars, last: number): number {
  let sum = 0;
  let count = 0;
  for (let i = Math.max(0, last - VOLUME_SESSIONS + 1); i <= last; i++) {
    const v = bars.volume[i] ?? Number.NaN;
    if (Number.isFinite(v)) {
      sum += v;
      count++;
    }
  }
  return count === 0 ? 0 : sum / count;
}

/** FNV-1a of a symbol: its stream number, independent of the other symbols listed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
