import { SECTORS, sectorOfName } from '@nepse/contract';
import { type Bars, epochDay, isoDate } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import type { MarketDataset } from '../ingest/market-dataset';
import { tradingDays } from '../market/trading-calendar';
import { generateDemoMarket, simulateDemoMarket } from './generate-demo-market';
import { SUB_INDEX_BASES } from './sector-sub-indices';

const OPTIONS = { seed: 20160101, endDate: '2026-11-20' };
const { dataset: market, listedShares, shapes } = simulateDemoMarket(OPTIONS);
const calendar = Array.from(tradingDays(epochDay('2016-01-01'), epochDay(OPTIONS.endDate)), isoDate);
const bonusOn = new Map(
  market.corporateActions
    .filter((a) => a.bonusPercent > 0)
    .map((a) => [`${a.symbol} ${a.bookClosureDate}`, a]),
);
const COLUMNS = ['date', 'open', 'high', 'low', 'close', 'volume'] as const;

function barsOf(dataset: MarketDataset, symbol: string): Bars {
  const prices = dataset.prices.find((p) => p.symbol === symbol);
  if (!prices) throw new Error(`no prices for ${symbol}`);
  return prices.bars;
}

function sameBits(a: ArrayLike<number> & { buffer: ArrayBufferLike }, b: typeof a): boolean {
  return Buffer.from(a.buffer).equals(Buffer.from(b.buffer));
}

function isTick(price: number): boolean {
  return Math.abs(price * 10 - Math.round(price * 10)) < 1e-6;
}

/** The band in force on an ISO date, as a fraction. */
function band(date: string): number {
  return date >= '2026-04-20' ? 0.15 : 0.1;
}

/** Each session's close over the previous one (adjusted by the bonus factor on a book closure), all symbols. */
function dailyReturns(): { symbol: string; r: number; date: string }[] {
  const out: { symbol: string; r: number; date: string }[] = [];
  for (const { symbol, bars } of market.prices) {
    for (let i = 1; i < bars.close.length; i++) {
      const date = isoDate(bars.date[i]!);
      const factor = 1 + (bonusOn.get(`${symbol} ${date}`)?.bonusPercent ?? 0) / 100;
      out.push({ symbol, date, r: (bars.close[i]! * factor) / bars.close[i - 1]! - 1 });
    }
  }
  return out;
}

function correlation(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

describe('demo market: determinism', () => {
  it('gives the same market bit for bit for the same seed and end date', () => {
    const again = generateDemoMarket(OPTIONS);
    expect(again.securities).toEqual(market.securities);
    expect(again.corporateActions).toEqual(market.corporateActions);
    expect(again.index).toEqual(market.index);
    expect(again.sectorIndexes).toEqual(market.sectorIndexes);
    market.prices.forEach((p, k) => {
      const q = again.prices[k]!;
      expect(q.symbol).toBe(p.symbol);
      for (const c of COLUMNS) expect(sameBits(q.bars[c], p.bars[c]), `${p.symbol} ${c}`).toBe(true);
      expect(sameBits(q.turnover!, p.turnover!)).toBe(true);
    });
  });

  it('gives another market for another seed, on the same securities and sessions', () => {
    const other = generateDemoMarket({ ...OPTIONS, seed: OPTIONS.seed + 1 });
    expect(other.securities).toEqual(market.securities);
    expect(other.index.map((b) => b.date)).toEqual(market.index.map((b) => b.date));
    const differing = market.prices.filter((p) => !sameBits(barsOf(other, p.symbol).close, p.bars.close));
    expect(differing.length).toBe(market.prices.length);
  });

  it('extends a market with an earlier end date: the same history up to the sessions shaped at its end', () => {
    const shorter = generateDemoMarket({ ...OPTIONS, endDate: '2026-06-30' });
    const last = shorter.index.length - 1;
    const settled = shorter.index[last - 30]!.date;
    expect(market.index.slice(0, last - 30)).toEqual(shorter.index.slice(0, last - 30));
    for (const { symbol, bars } of shorter.prices) {
      const longer = barsOf(market, symbol);
      const n = bars.date.findLastIndex((d) => isoDate(d) <= settled) + 1;
      for (const c of COLUMNS)
        expect(Array.from(longer[c].slice(0, n)), symbol).toEqual(Array.from(bars[c].slice(0, n)));
    }
    const early = (a: { bookClosureDate: string }) => a.bookClosureDate <= settled;
    expect(market.corporateActions.filter(early)).toEqual(shorter.corporateActions.filter(early));
  });

  it('refuses an end date before 2016 or a seed that is not a whole number', () => {
    expect(() => generateDemoMarket({ seed: 1, endDate: '2015-12-31' })).toThrow(RangeError);
    expect(() => generateDemoMarket({ seed: 1, endDate: 'today' })).toThrow(RangeError);
    expect(() => generateDemoMarket({ seed: -1, endDate: '2020-01-01' })).toThrow(RangeError);
  });
});

describe('demo market: securities', () => {
  it('lists about 300 real tickers with unique NEPSE ids, every one with prices', () => {
    const symbols = market.securities.map((s) => s.symbol);
    expect(symbols.length).toBeGreaterThanOrEqual(290);
    expect(symbols.length).toBeLessThanOrEqual(330);
    expect(new Set(symbols).size).toBe(symbols.length);
    const ids = market.securities.map((s) => s.nepseId);
    expect(ids.every((id) => Number.isInteger(id) && id! > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(market.prices.map((p) => p.symbol)).toEqual(symbols);
    expect(market.securities.find((s) => s.symbol === 'NABIL')).toMatchObject({
      name: 'Nabil Bank Limited',
      sector: 'Commercial Banks',
      instrumentType: 'Equity',
      status: 'A',
    });
  });

  it("covers every spec sector under NEPSE's spelling, mutual funds as Mutual Funds", () => {
    const bySector = new Map<string, number>();
    for (const s of market.securities) {
      const sector = sectorOfName(s.sector ?? '');
      expect(sector, s.sector ?? '').toBeDefined();
      bySector.set(sector!.name, (bySector.get(sector!.name) ?? 0) + 1);
      expect(s.instrumentType).toBe(s.sector === 'Mutual Fund' ? 'Mutual Funds' : 'Equity');
    }
    const specSectors = SECTORS.filter((s) => s.nepseNames.length > 0).map((s) => s.name);
    expect(specSectors).toHaveLength(13);
    for (const name of specSectors) expect(bySector.get(name), name).toBeGreaterThanOrEqual(2);
    expect(market.securities.some((s) => s.sector === 'Tradings')).toBe(true);
    expect(market.securities.some((s) => s.sector === 'Hotels And Tourism')).toBe(true);
  });
});

describe('demo market: bars', () => {
  it('trades every symbol on each session from its listing to the last one, some listing later', () => {
    for (const { symbol, bars } of market.prices) {
      const dates = Array.from(bars.date, isoDate);
      const first = calendar.indexOf(dates[0]!);
      expect(first, symbol).toBeGreaterThanOrEqual(0);
      expect(dates, symbol).toEqual(calendar.slice(first));
    }
    const late = market.prices.filter((p) => isoDate(p.bars.date[0]!) > calendar[0]!);
    expect(late.length).toBeGreaterThan(100);
    expect(market.prices.length - late.length).toBeGreaterThan(50);
    expect(isoDate(barsOf(market, 'NABIL').date.at(-1)!)).toBe('2026-11-20');
  });

  it('keeps low <= open, close <= high, prices on the 0.10 tick, whole volumes and turnover within them', () => {
    const bad: string[] = [];
    let bars = 0;
    for (const { symbol, bars: b, turnover } of market.prices) {
      for (let i = 0; i < b.close.length; i++) {
        const [o, h, l, c, v, t] = [
          b.open[i]!,
          b.high[i]!,
          b.low[i]!,
          b.close[i]!,
          b.volume[i]!,
          turnover![i]!,
        ];
        const consistent = l > 0 && l <= Math.min(o, c) && h >= Math.max(o, c);
        const ticked = isTick(o) && isTick(h) && isTick(l) && isTick(c);
        const traded = Number.isInteger(v) && v >= 10 && t >= l * v - 0.01 && t <= h * v + 0.01;
        if (!(consistent && ticked && traded)) bad.push(`${symbol} ${isoDate(b.date[i]!)}`);
        bars++;
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(bars).toBeGreaterThan(400_000);
  });

  it('holds every price in the band around the previous close, the bonus-adjusted one on a book closure', () => {
    const bad: string[] = [];
    for (const { symbol, bars: b } of market.prices) {
      for (let i = 1; i < b.close.length; i++) {
        const date = isoDate(b.date[i]!);
        const bonus = bonusOn.get(`${symbol} ${date}`);
        // NEPSE rounds the adjusted previous close to the tick.
        const base = bonus
          ? Math.round((b.close[i - 1]! * 10) / (1 + bonus.bonusPercent / 100)) / 10
          : b.close[i - 1]!;
        const limit = base * band(date) + 1e-9;
        for (const p of [b.open[i]!, b.high[i]!, b.low[i]!, b.close[i]!]) {
          if (Math.abs(p - base) > limit) bad.push(`${symbol} ${date} ${p} vs ${base}`);
        }
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('writes a bonus record for every raw drop beyond the band, and the drop for every bonus', () => {
    const bonuses = market.corporateActions.filter((a) => a.bonusPercent > 0);
    expect(bonuses.length).toBeGreaterThan(300);
    for (const a of bonuses) {
      const b = barsOf(market, a.symbol);
      const i = b.date.indexOf(epochDay(a.bookClosureDate));
      expect(i, `${a.symbol} ${a.bookClosureDate}`).toBeGreaterThan(0);
      const factor = 1 + a.bonusPercent / 100;
      const move = (b.close[i]! * factor) / b.close[i - 1]! - 1;
      expect(Math.abs(move), `${a.symbol} ${a.bookClosureDate}`).toBeLessThanOrEqual(
        band(a.bookClosureDate) + 0.002,
      );
      if (a.bonusPercent >= 20) expect(b.close[i]!).toBeLessThan(b.close[i - 1]!);
    }
    const unexplained: string[] = [];
    for (const { symbol, bars: b } of market.prices) {
      for (let i = 1; i < b.close.length; i++) {
        const date = isoDate(b.date[i]!);
        const beyondBand = b.close[i]! < b.close[i - 1]! * (1 - band(date)) - 1e-9;
        if (beyondBand && !bonusOn.has(`${symbol} ${date}`)) unexplained.push(`${symbol} ${date}`);
      }
    }
    expect(unexplained).toEqual([]);
    const cashOnly = market.corporateActions.filter((a) => a.bonusPercent === 0);
    expect(cashOnly.length).toBeGreaterThan(100);
    expect(cashOnly.every((a) => a.cashDividendPercent > 0 && a.rightPercent === 0)).toBe(true);
    expect(market.corporateActions.every((a) => calendar.includes(a.bookClosureDate))).toBe(true);
  });
});

describe('demo market: behaviour', () => {
  const returns = dailyReturns();

  it('moves like NEPSE: daily std 1.2-3 %, up days 42-55 %, fat tails, some gaps', () => {
    const r = returns.map((x) => x.r);
    const mean = r.reduce((s, v) => s + v, 0) / r.length;
    const variance = r.reduce((s, v) => s + (v - mean) ** 2, 0) / r.length;
    const kurtosis = r.reduce((s, v) => s + (v - mean) ** 4, 0) / r.length / variance ** 2;
    expect(Math.sqrt(variance)).toBeGreaterThan(0.012);
    expect(Math.sqrt(variance)).toBeLessThan(0.03);
    const up = r.filter((v) => v > 0).length / r.length;
    expect(up).toBeGreaterThan(0.42);
    expect(up).toBeLessThan(0.55);
    expect(kurtosis).toBeGreaterThan(5);
    let gaps = 0;
    let sessions = 0;
    for (const { bars: b } of market.prices) {
      for (let i = 1; i < b.close.length; i++) {
        if (b.low[i]! > b.high[i - 1]! || b.high[i]! < b.low[i - 1]!) gaps++;
        sessions++;
      }
    }
    expect(gaps / sessions).toBeGreaterThan(0.001);
    expect(gaps / sessions).toBeLessThan(0.1);
  });

  it('clusters volatility and trades more on big moves', () => {
    const abs = (symbol: string) => returns.filter((x) => x.symbol === symbol).map((x) => Math.abs(x.r));
    const clustering: number[] = [];
    const volumeLink: number[] = [];
    for (const symbol of ['NABIL', 'NICA', 'AHPC', 'CHCL', 'UPPER', 'NLIC', 'SHIVM', 'CIT']) {
      const a = abs(symbol);
      clustering.push(correlation(a.slice(1), a.slice(0, -1)));
      const b = barsOf(market, symbol);
      volumeLink.push(correlation(a, Array.from(b.volume.slice(1), Math.log)));
    }
    const mean = (x: number[]) => x.reduce((s, v) => s + v, 0) / x.length;
    expect(mean(clustering)).toBeGreaterThan(0.1);
    expect(mean(volumeLink)).toBeGreaterThan(0.2);
  });

  it('moves a sector together more than across sectors, and all with the market', () => {
    const series = (symbol: string) => {
      const m = new Map(returns.filter((x) => x.symbol === symbol).map((x) => [x.date, x.r]));
      return m;
    };
    const pair = (a: string, b: string) => {
      const x = series(a);
      const y = series(b);
      const dates = [...x.keys()].filter((d) => y.has(d));
      return correlation(
        dates.map((d) => x.get(d)!),
        dates.map((d) => y.get(d)!),
      );
    };
    const banks = (pair('NABIL', 'NICA') + pair('EBL', 'SBL') + pair('HBL', 'KBL')) / 3;
    const hydro = (pair('AHPC', 'CHCL') + pair('UPPER', 'NHPC')) / 2;
    const across =
      (pair('NABIL', 'AHPC') + pair('NICA', 'CHCL') + pair('EBL', 'UPPER') + pair('HBL', 'NHPC')) / 4;
    expect(banks).toBeGreaterThan(across);
    expect(hydro).toBeGreaterThan(across);
    expect(across).toBeGreaterThan(0.1);
  });
});

describe('demo market: index', () => {
  const index = market.index;

  it('has a bar for every session, starts at 1,100 and stays in NEPSE range, its OHLC consistent', () => {
    expect(index.map((b) => b.date)).toEqual(calendar);
    expect(index[0]!.close).toBe(1100);
    for (const b of index) {
      expect(b.close).toBeGreaterThan(900);
      expect(b.close).toBeLessThan(3400);
      expect(b.low <= Math.min(b.open, b.close) && b.high >= Math.max(b.open, b.close), b.date).toBe(true);
      expect(b.turnover).toBeGreaterThan(0);
    }
  });

  /** Shares of every symbol on each date: listed shares, times 1 + bonus % (rounded) from each book closure. */
  function sharesOn(symbol: string, date: string): number {
    let shares = listedShares.get(symbol)!;
    for (const a of market.corporateActions) {
      if (a.symbol === symbol && a.bonusPercent > 0 && a.bookClosureDate <= date) {
        shares = Math.round(shares * (1 + a.bonusPercent / 100));
      }
    }
    return shares;
  }

  /**
   * The cap-weighted return, by hand, of the members that traded on both `t - 1` and `t` (those of the stored sector
   * `sector` only, when given).
   */
  function capWeightedReturn(t: number, sector?: string): { ratio: number; members: number } {
    const [before, today] = [calendar[t - 1]!, calendar[t]!];
    const inSector = new Set(market.securities.filter((s) => s.sector === sector).map((s) => s.symbol));
    let capBefore = 0;
    let capToday = 0;
    let members = 0;
    for (const { symbol, bars } of market.prices) {
      if (sector !== undefined && !inSector.has(symbol)) continue;
      const i = bars.date.indexOf(epochDay(today));
      if (i < 1) continue;
      capBefore += sharesOn(symbol, before) * bars.close[i - 1]!;
      capToday += sharesOn(symbol, today) * bars.close[i]!;
      members++;
    }
    return { ratio: capToday / capBefore, members };
  }

  it('changes by the cap-weighted return of its members, through a bonus issue and a listing', () => {
    const bonusDates = new Set([...bonusOn.values()].map((a) => a.bookClosureDate));
    const bonusDay = calendar.findIndex((d) => d >= '2023-01-01' && bonusDates.has(d));
    const listingDay = calendar.findIndex(
      (d, t) => t > 0 && market.prices.some((p) => isoDate(p.bars.date[0]!) === d),
    );
    for (const t of [bonusDay, listingDay, calendar.length - 1]) {
      expect(t).toBeGreaterThan(0);
      const { ratio, members } = capWeightedReturn(t);
      expect(members).toBeGreaterThan(50);
      // The stored closes are rounded to 2 decimals.
      expect(index[t]!.close / index[t - 1]!.close).toBeCloseTo(ratio, 5);
    }
  });

  it("has a sub-index per spec sector, each moving by the cap-weighted return of the sector's members", () => {
    const sectors = SECTORS.filter((s) => s.nepseNames.length > 0);
    const bars = market.sectorIndexes ?? [];
    expect(new Set(bars.map((b) => b.sector))).toEqual(new Set(sectors.map((s) => s.id)));
    const bonusDates = new Set([...bonusOn.values()].map((a) => a.bookClosureDate));
    for (const name of new Set(market.securities.map((s) => s.sector ?? ''))) {
      const sector = sectorOfName(name)!.id;
      const own = bars.filter((b) => b.sector === sector);
      const members = market.prices.filter((p) =>
        market.securities.some((s) => s.symbol === p.symbol && s.sector === name),
      );
      // A bar for every session from the first any member trades, starting at the sector's base level.
      const first = isoDate(Math.min(...members.map((p) => p.bars.date[0]!)));
      expect(own.map((b) => b.date)).toEqual(calendar.filter((d) => d >= first));
      expect(own[0]!.close, name).toBe(SUB_INDEX_BASES[name as keyof typeof SUB_INDEX_BASES]);
      for (const b of own) expect(b.close, `${name} ${b.date}`).toBeGreaterThan(0);
      // On the last session, and on a session where a member of the sector went ex a bonus, when there is one.
      const byDate = new Map(own.map((b) => [b.date, b.close]));
      const bonusDay = calendar.findIndex(
        (d) => d > first && bonusDates.has(d) && members.some((p) => bonusOn.has(`${p.symbol} ${d}`)),
      );
      for (const t of [calendar.length - 1, ...(bonusDay > 0 ? [bonusDay] : [])]) {
        const { ratio } = capWeightedReturn(t, name);
        // The stored closes are rounded to 2 decimals: a mutual fund index near 12 moves by 0.01 at least.
        const closes = [byDate.get(calendar[t - 1]!)!, byDate.get(calendar[t]!)!];
        expect(Math.abs(closes[1]! - closes[0]! * ratio), `${name} ${calendar[t]}`).toBeLessThanOrEqual(
          0.005 * (1 + ratio) + 1e-9,
        );
      }
    }
  });
});

describe('demo market: shaped symbols', () => {
  it('shapes a few symbols only, each named once per shape', () => {
    expect(shapes.length).toBeGreaterThan(0);
    expect(new Set(shapes.map((s) => s.symbol)).size).toBeLessThanOrEqual(45);
    for (const s of shapes) expect(market.securities.some((x) => x.symbol === s.symbol)).toBe(true);
  });
});
