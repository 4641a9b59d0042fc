import type { StockListEntry } from '@nepse/contract';
import type { Bars } from '@nepse/core';
import { readVersionNumber } from '../store/data-version';
import type { Store } from '../store/open-store';
import { readMarket } from '../store/read-market';
import { StoreUnavailableError } from '../store/store-unavailable';
import type { AdjustmentEvent } from './adjustment-events';
import { buildSnapshot, type MarketSecurity, type MarketSnapshot, type PriceMode } from './market-snapshot';

/** Work to finish on a new snapshot before it is swapped in (the screens computed on it). */
export type PrepareSnapshot = (snapshot: MarketSnapshot) => Promise<void>;

export interface MarketLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The one place the server reads market data from: the current snapshot of the store, in memory. A reload
 * builds the new snapshot aside and swaps it in with one assignment, so that a reader never sees half of one.
 * The accessors read the current snapshot; code that makes several reads that must agree takes `current` once.
 * `prepare` runs on every new snapshot before the swap; when it fails on a reload, the previous snapshot stays.
 */
export class MarketCache {
  #current: MarketSnapshot;
  #timer: NodeJS.Timeout | undefined;
  #reloading: Promise<void> | undefined;
  /** The last check found the store unreachable (said once per outage, not on every poll). */
  #storeDown = false;

  private constructor(
    private readonly store: Store,
    private readonly log: MarketLog,
    private readonly prepare: PrepareSnapshot,
    first: MarketSnapshot,
  ) {
    this.#current = first;
  }

  /** Loads the whole market from the store and prepares it. */
  static async load(
    store: Store,
    log: MarketLog,
    prepare: PrepareSnapshot = async () => {},
  ): Promise<MarketCache> {
    const first = await loadSnapshot(store, log);
    await prepare(first);
    return new MarketCache(store, log, prepare, first);
  }

  get current(): MarketSnapshot {
    return this.#current;
  }
  get version(): number {
    return this.#current.version;
  }
  get dataKind(): MarketSnapshot['dataKind'] {
    return this.#current.dataKind;
  }
  get latestDate(): string | null {
    return this.#current.latestDate;
  }
  symbols(): readonly string[] {
    return this.#current.symbols();
  }
  bars(symbol: string, mode: PriceMode): Bars | undefined {
    return this.#current.bars(symbol, mode);
  }
  turnover(symbol: string): Float64Array | undefined {
    return this.#current.turnover(symbol);
  }
  adjustments(symbol: string): readonly AdjustmentEvent[] {
    return this.#current.adjustments(symbol);
  }
  security(symbol: string): MarketSecurity | undefined {
    return this.#current.security(symbol);
  }
  symbolsOfSector(sectorId: string): readonly string[] {
    return this.#current.symbolsOfSector(sectorId);
  }
  index(): Bars {
    return this.#current.index();
  }
  stockList(): readonly StockListEntry[] {
    return this.#current.stockList();
  }

  /**
   * Reloads when the store's data version differs from the snapshot's; a failed check keeps the snapshot. An
   * unreachable store is a warning at the first failed check and a note at the first good one after it.
   */
  async refresh(): Promise<void> {
    if (this.#reloading) return this.#reloading;
    this.#reloading = (async () => {
      try {
        const version = await readVersionNumber(this.store.db);
        if (version !== this.#current.version) {
          const next = await loadSnapshot(this.store, this.log);
          await this.prepare(next);
          this.#current = next;
        }
        if (this.#storeDown) this.log.info({}, 'the store is reachable again');
        this.#storeDown = false;
      } catch (err) {
        if (!(err instanceof StoreUnavailableError)) {
          this.log.error({ err }, 'market reload failed; serving the previous data version');
        } else if (!this.#storeDown) {
          this.#storeDown = true;
          this.log.warn(
            { err },
            'the store is unreachable; serving the data version in memory until it is back',
          );
        }
      } finally {
        this.#reloading = undefined;
      }
    })();
    return this.#reloading;
  }

  /** Checks the data version every `intervalMs` (0 = never). */
  startPolling(intervalMs: number): void {
    this.#clearTimer();
    if (intervalMs <= 0) return;
    this.#timer = setInterval(() => void this.refresh(), intervalMs);
    this.#timer.unref();
  }

  /** Stops polling and waits for a reload in flight, so that the store can be closed after it. */
  async stopPolling(): Promise<void> {
    this.#clearTimer();
    await this.#reloading;
  }

  #clearTimer(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

async function loadSnapshot(store: Store, log: MarketLog): Promise<MarketSnapshot> {
  const started = performance.now();
  const snapshot = buildSnapshot(await readMarket(store));
  log.info(
    {
      version: snapshot.version,
      kind: snapshot.dataKind,
      symbols: snapshot.symbols().length,
      ms: Math.round(performance.now() - started),
    },
    'market loaded',
  );
  return snapshot;
}
