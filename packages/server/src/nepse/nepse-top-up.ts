import { epochDay, isoDate } from '@nepse/core';
import { type BarCells, checkBarRow } from '../ingest/bar-row';
import { dateCell } from '../ingest/cells';
import type { ReadFile } from '../ingest/collect-files';
import { IssueLog } from '../ingest/import-issues';
import { byPlace, type ImportReport } from '../ingest/import-market';
import { MarketCollector } from '../ingest/market-collector';
import type { MarketDataset, SecurityRecord } from '../ingest/market-dataset';
import { nepalDay } from '../live/nepal-clock';
import { lastCompletedSession, tradingDays } from '../market/trading-calendar';
import { readDataVersion } from '../store/data-version';
import type { Store } from '../store/open-store';
import { type WriteSummary, writeMarket } from '../store/write-market';
import type { NepseClient } from './nepse-client';
import { fetchCompanyList, fetchMarketOpen, fetchSecurityHistory, fetchTodayPrices } from './nepse-endpoints';
import { NepseError } from './nepse-http';
import type { Company } from './nepse-payloads';
import { TokenModuleError } from './token-module';

export interface TopUpOptions {
  now: Date;
  /** The first date (`YYYY-MM-DD`) asked of the securities' history endpoint. */
  since: string;
  /** How many calendar days back, today included, NEPSE's day-by-day price list serves (about a year). */
  priceListDays: number;
  /** Write a day's usable rows even when some of its rows are errors (as `import --skip-invalid`). */
  skipInvalid: boolean;
  /** Stops the run between two requests or days; what is written stays whole days. */
  signal?: AbortSignal;
  onProgress?: (progress: TopUpProgress) => void;
}

export interface TopUpProgress {
  step: 'price list' | 'history' | 'writing history';
  done: number;
  total: number;
  /** The date or symbol just done. */
  what: string;
}

/** An import report (the same validation report as `import`) plus the days of the run and the repaired opens. */
export interface TopUpReport extends ImportReport {
  days: { written: number; unchanged: number; noSession: number; refused: number };
  /** Bars written whose open NEPSE did not give (the history endpoint has none): open := close. */
  repairedOpens: number;
  /** The run was stopped before its end; running it again goes on with the days still missing. */
  interrupted: boolean;
  /** Why NEPSE stopped the run (a failed or refused call), when it did. */
  failure?: string;
}

/** One bar as a NEPSE answer has it, with where it came from for the report (the answer, its security and day). */
interface SourceBar {
  symbol: string;
  cells: BarCells;
  file: string;
  line: number;
}

/**
 * Tops the store up with NEPSE's own daily bars, only for the session days (the market calendar's) the store holds
 * no bar on: the last `priceListDays` from the day-by-day price list (full OHLC and volume), the days before, back
 * to `since`, from each listed security's history (no open: the import policy's repair sets it to the close, the
 * store flags it as not real, and the report counts it). Every row passes the import's checks; each day is
 * written in one transaction of its own, so an interrupted run leaves whole days and the next run fetches only the
 * days still missing. A day with an error row is not written unless `skipInvalid`. The securities and sectors come from NEPSE's company list.
 */
export async function topUpFromNepse(
  store: Store,
  client: NepseClient,
  options: TopUpOptions,
): Promise<TopUpReport> {
  const run = new TopUpRun(store, options);
  try {
    await run.fetchAndWrite(client);
  } catch (err) {
    // A failed call stops the run as an interruption does: the days written stay, the report says why.
    if (err instanceof NepseError || err instanceof TokenModuleError) run.failure = err.message;
    else if (!options.signal?.aborted) throw err;
    run.interrupted = true;
  }
  return run.report();
}

class TopUpRun {
  readonly log = new IssueLog();
  readonly read: ReadFile[] = [];
  readonly days = { written: 0, unchanged: 0, noSession: 0, refused: 0 };
  repairedOpens = 0;
  interrupted = false;
  failure: string | undefined;
  #summary: WriteSummary | undefined;
  #securities: SecurityRecord[] = [];
  #securitiesWritten = false;
  #demo = false;

  constructor(
    private readonly store: Store,
    private readonly options: TopUpOptions,
  ) {}

  async fetchAndWrite(client: NepseClient): Promise<void> {
    const { now, signal, priceListDays } = this.options;
    this.#demo = (await readDataVersion(this.store.db)).kind === 'demo';
    // The demo market is replaced by the first day written, so none of its days counts as held.
    const held = this.#demo ? new Set<number>() : await storedDays(this.store);
    const windowStart = nepalDay(now).day - priceListDays + 1;
    const listDays = [...tradingDays(windowStart, lastCompletedSession(now))].filter((d) => !held.has(d));
    const historyDays = [...tradingDays(epochDay(this.options.since), windowStart - 1)].filter(
      (d) => !held.has(d),
    );

    const companies = await fetchCompanyList(client, signal);
    this.#securities = companies.map(securityOf);
    this.read.push({ file: 'NEPSE company list', kind: 'securities', rows: companies.length });

    if (listDays.length > 0) await this.#priceList(client, listDays);
    if (historyDays.length > 0) await this.#history(client, companies, historyDays);
    if (!this.#securitiesWritten && !this.#demo) {
      const dataset = { securities: this.#securities, prices: [], corporateActions: [], index: [] };
      await this.#save(dataset, 'the company list');
    }
  }

  async #priceList(client: NepseClient, days: number[]): Promise<void> {
    const { now, signal, onProgress } = this.options;
    const { id: dummyId } = await fetchMarketOpen(client, signal);
    const listed = new Set(this.#securities.map((s) => s.symbol));
    let rows = 0;
    this.read.push({ file: 'NEPSE today-price', kind: `${days.length} session days asked`, rows: 0 });
    const entry = this.read[this.read.length - 1] as ReadFile;
    for (const [i, day] of days.entries()) {
      signal?.throwIfAborted();
      const date = isoDate(day);
      const file = `NEPSE today-price ${date}`;
      const answer = await fetchTodayPrices(client, date, dummyId, now, signal);
      signal?.throwIfAborted();
      const unlisted = new Map<string, SecurityRecord>();
      const bars = answer.map((r, j): SourceBar => {
        if (!listed.has(r.symbol))
          unlisted.set(r.symbol, unlistedSecurity(r.symbol, r.securityName, r.securityId));
        return {
          symbol: r.symbol,
          // Each row's report names its security beside the day the answer is for.
          file: `${file} ${r.symbol}`,
          line: j + 1,
          cells: {
            date: r.businessDate,
            open: text(r.openPrice),
            high: text(r.highPrice),
            low: text(r.lowPrice),
            close: text(r.closePrice),
            volume: text(r.totalTradedQuantity),
            turnover: text(r.totalTradedValue),
          },
        };
      });
      rows += bars.length;
      entry.rows = rows;
      await this.#writeDay(bars, `today-price ${date}`, [...unlisted.values()]);
      onProgress?.({ step: 'price list', done: i + 1, total: days.length, what: date });
    }
  }

  async #history(client: NepseClient, companies: Company[], days: number[]): Promise<void> {
    const { signal, onProgress } = this.options;
    const missing = new Set(days);
    const from = isoDate(days[0] as number);
    const to = isoDate(days[days.length - 1] as number);
    const byDay = new Map<number, SourceBar[]>();
    let rows = 0;
    for (const [i, company] of companies.entries()) {
      signal?.throwIfAborted();
      const file = `NEPSE history ${company.symbol}`;
      const answer = await fetchSecurityHistory(client, company.id, from, to, signal);
      answer.forEach((r, j) => {
        const day = dateCell(r.businessDate);
        if (Number.isNaN(day)) {
          this.log.error(file, j + 1, `date "${r.businessDate}" is not a date (YYYY-MM-DD)`);
          return;
        }
        if (!missing.has(day)) return;
        const bar: SourceBar = {
          symbol: company.symbol,
          // Each row's report names its day beside the security the answer is for.
          file: `${file} ${r.businessDate}`,
          line: j + 1,
          cells: {
            date: r.businessDate,
            open: undefined,
            high: text(r.highPrice),
            low: text(r.lowPrice),
            close: text(r.closePrice),
            volume: text(r.totalTradedQuantity),
            turnover: text(r.totalTradedValue),
          },
        };
        byDay.set(day, [...(byDay.get(day) ?? []), bar]);
        rows++;
      });
      onProgress?.({ step: 'history', done: i + 1, total: companies.length, what: company.symbol });
    }
    this.read.push({ file: 'NEPSE security history', kind: `${from} to ${to}`, rows });
    const sorted = [...byDay.keys()].sort((a, b) => a - b);
    for (const [i, day] of sorted.entries()) {
      signal?.throwIfAborted();
      await this.#writeDay(byDay.get(day) ?? [], `security history ${isoDate(day)}`);
      onProgress?.({ step: 'writing history', done: i + 1, total: sorted.length, what: isoDate(day) });
    }
  }

  /** Checks one day's bars and writes them in one transaction (with the company list the first time). */
  async #writeDay(bars: SourceBar[], what: string, extraSecurities: SecurityRecord[] = []): Promise<void> {
    if (bars.length === 0) {
      this.days.noSession++;
      return;
    }
    const dayLog = new IssueLog();
    const collector = new MarketCollector(dayLog);
    let repaired = 0;
    for (const b of bars) {
      const bar = checkBarRow(b.cells, true, dayLog, b.file, b.line);
      if (!bar) continue;
      collector.prices(b.symbol).add(bar.day, bar, b.file, b.line);
      if (bar.noOpen) repaired++;
    }
    this.log.errors.push(...dayLog.errors);
    this.log.warnings.push(...dayLog.warnings);
    const dataset = collector.toDataset();
    if ((dayLog.errors.length > 0 && !this.options.skipInvalid) || dataset.prices.length === 0) {
      this.days.refused++;
      return;
    }
    dataset.securities.push(...(this.#securitiesWritten ? [] : this.#securities), ...extraSecurities);
    const write = await this.#save(dataset, what);
    this.repairedOpens += repaired;
    if (write.changed.prices > 0) this.days.written++;
    else this.days.unchanged++;
  }

  async #save(dataset: MarketDataset, what: string): Promise<WriteSummary> {
    const write = await writeMarket(this.store, dataset, {
      kind: 'imported',
      description: `NEPSE top-up: ${what}`,
    });
    this.#securitiesWritten = true;
    this.#merge(write);
    return write;
  }

  #merge(w: WriteSummary): void {
    const before = this.#summary;
    if (!before) {
      this.#summary = w;
      return;
    }
    const c = before.changed;
    this.#summary = {
      written: true,
      removedDemo: before.removedDemo || w.removedDemo,
      changed: {
        securities: c.securities + w.changed.securities,
        prices: c.prices + w.changed.prices,
        corporateActions: c.corporateActions + w.changed.corporateActions,
        index: c.index + w.changed.index,
        sectorIndexes: c.sectorIndexes + w.changed.sectorIndexes,
      },
      placeholders: [...new Set([...before.placeholders, ...w.placeholders])].sort(),
      version: w.version,
    };
  }

  report(): TopUpReport {
    const w = this.#summary;
    const changed = w !== undefined && (w.removedDemo || Object.values(w.changed).some((n) => n > 0));
    const refused = this.log.errors.length > 0 && !this.options.skipInvalid;
    return {
      read: this.read,
      skipped: [],
      errors: byPlace(this.log.errors),
      warnings: byPlace(this.log.warnings),
      outcome: refused ? 'refused' : changed ? 'written' : w ? 'unchanged' : 'empty',
      ...(w ? { write: w } : {}),
      days: this.days,
      repairedOpens: this.repairedOpens,
      interrupted: this.interrupted,
      ...(this.failure ? { failure: this.failure } : {}),
    };
  }
}

/** The days the store holds any bar on. */
async function storedDays(store: Store): Promise<Set<number>> {
  const rows = await store.db.selectFrom('prices').select('day').distinct().execute();
  return new Set(rows.map((r) => r.day));
}

const STATUS: Record<string, SecurityRecord['status']> = { A: 'A', D: 'D', S: 'S' };

/** A company of NEPSE's list as the store's security; a status other than A, D, S counts as listed (A). */
function securityOf(c: Company): SecurityRecord {
  return {
    symbol: c.symbol,
    name: c.securityName || c.symbol,
    sector: c.sectorName || null,
    nepseId: c.id,
    instrumentType: c.instrumentType || 'Equity',
    status: STATUS[c.status] ?? 'A',
  };
}

/** A security the price list has but the company list lacks (promoter shares): named, no sector. */
function unlistedSecurity(symbol: string, name: string, id: number): SecurityRecord {
  return { symbol, name: name || symbol, sector: null, nepseId: id, instrumentType: 'Equity', status: 'A' };
}

/** A number of NEPSE's answer as a cell for the import's checks (null or missing: an empty cell). */
function text(value: number | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}
