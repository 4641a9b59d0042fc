import type { LiveIndex, LiveSourceName, LiveStatus, MarketPhase } from '@nepse/contract';
import { liveNepseResponseSchema } from '@nepse/contract';
import type { Counter } from 'prom-client';
import type { MarketLog } from '../market/market-cache';
import { encode, type ScreenAnswer } from '../screens/screen-answers';
import type { LiveQuote, LiveSource } from './live-source';
import { marketPhase } from './nepal-clock';

export interface PollerOptions {
  intervalMs: number;
  /** A poll that has not answered after this long counts as failed; the next one starts on schedule. */
  timeoutMs: number;
  now: () => Date;
  /** Work on each good poll's quote after it is served (the end-of-session write); a failure is logged. */
  afterPoll?: (quote: LiveQuote) => Promise<unknown>;
  /** Counts the failed polls (the app's metrics). */
  failures?: Counter;
}

/** The served snapshot: the records' JSON encoded once, with what the status reports about it. */
export interface LiveSnapshot {
  readonly answer: ScreenAnswer;
  readonly records: number;
  readonly phase: MarketPhase;
  readonly index: LiveIndex | null;
  readonly at: Date;
}

/**
 * Polls a live source every `intervalMs` (one poll at a time) and keeps the last good snapshot: a poll that
 * fails, answers something that is not a list of live records, or hangs past `timeoutMs` leaves the served
 * snapshot as it was and is reported with its time. A good poll's records are checked, encoded and compressed
 * once, then swapped in with one assignment, so a request never sees half a snapshot.
 */
export class LivePoller {
  #snapshot: LiveSnapshot | undefined;
  #failure: { at: Date; message: string } | undefined;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = true;

  constructor(
    private readonly source: LiveSource,
    private readonly options: PollerOptions,
    private readonly log: MarketLog,
  ) {}

  get sourceName(): LiveSourceName {
    return this.source.name;
  }

  /** The last good snapshot; undefined until a poll has succeeded. */
  get snapshot(): LiveSnapshot | undefined {
    return this.#snapshot;
  }

  status(): LiveStatus {
    const snapshot = this.#snapshot;
    const failure = this.#failure;
    return {
      phase: snapshot?.phase ?? marketPhase(this.options.now()),
      source: this.source.name,
      lastGoodPollAt: snapshot ? snapshot.at.toISOString() : null,
      lastFailure: failure ? { at: failure.at.toISOString(), message: failure.message } : null,
      records: snapshot?.records ?? 0,
      index: snapshot?.index ?? null,
    };
  }

  /** One poll, resolving when it has succeeded or failed (never rejects). */
  async pollOnce(): Promise<void> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`The live source did not answer within ${this.options.timeoutMs} ms`));
      }, this.options.timeoutMs);
    });
    try {
      const quote = await Promise.race([this.source.fetchLive(controller.signal), timeout]);
      const records = liveNepseResponseSchema.parse(quote.records);
      this.#snapshot = {
        answer: await encode(JSON.stringify(records)),
        records: records.length,
        phase: quote.phase,
        index: quote.index,
        at: this.options.now(),
      };
      await this.#afterPoll(quote);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.#failure = { at: this.options.now(), message };
      this.options.failures?.inc();
      this.log.error({ err, source: this.source.name }, 'live poll failed; the last good snapshot is kept');
    } finally {
      clearTimeout(timer);
    }
  }

  async #afterPoll(quote: LiveQuote): Promise<void> {
    try {
      await this.options.afterPoll?.(quote);
    } catch (err) {
      this.log.error({ err }, 'work after a live poll failed');
    }
  }

  /** Polls now and resolves after that first poll; then polls `intervalMs` after each poll ends, until `stop`. */
  async start(): Promise<void> {
    this.#stopped = false;
    const loop = async () => {
      await this.pollOnce();
      if (!this.#stopped) this.#timer = setTimeout(() => (this.#running = loop()), this.options.intervalMs);
    };
    this.#running = loop();
    await this.#running;
  }

  /** Stops polling and waits for a poll under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}
