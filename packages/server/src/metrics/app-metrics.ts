import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MarketSnapshot } from '../market/market-snapshot';

/** Where the data gauges read the data version the process serves. */
export type ServedData = () => Pick<MarketSnapshot, 'version' | 'versionUpdatedAt'>;

/** Route label of requests no route matched (unknown API paths, the web app's pages): one label for all. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Latency buckets, s: a screen from memory takes a millisecond, a whole-market back-test seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One app's Prometheus metrics, on a registry of its own (two apps in one process never share a counter): requests
 * and latency by route pattern, method and status; each screen's compute time; live poll and Play Store failures;
 * the served data version and its age; event-loop delay and process memory. The gauges read their values at scrape
 * time. The event-loop monitor runs from `start` to `stop` (the app's life), so that a failed start leaves none.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly screenComputeSeconds = new Gauge({
    name: 'nepse_screen_compute_seconds',
    help: 'Time the last computation of each screen took (once per data version), encoding not included.',
    labelNames: ['screen'] as const,
    registers: [this.registry],
  });
  readonly livePollFailures = new Counter({
    name: 'nepse_live_poll_failures_total',
    help: 'Live market polls that failed, hung past their timeout or answered something unreadable.',
    registers: [this.registry],
  });
  readonly playFailures = new Counter({
    name: 'nepse_play_store_failures_total',
    help: 'Play Store calls (search, app details) that failed, by call.',
    labelNames: ['call'] as const,
    registers: [this.registry],
  });
  readonly #eventLoop: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    const loop = this.#eventLoop;
    new Gauge({
      name: 'nodejs_eventloop_delay_seconds',
      help: 'Event-loop delay since the last scrape: the median, the 99th percentile and the largest.',
      labelNames: ['stat'] as const,
      registers: [this.registry],
      collect() {
        // Nanoseconds; the histogram is empty (NaN) until the loop has turned at the monitor's resolution.
        const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
        this.set({ stat: 'p50' }, seconds(loop.percentile(50)));
        this.set({ stat: 'p99' }, seconds(loop.percentile(99)));
        this.set({ stat: 'max' }, seconds(loop.max));
        loop.reset();
      },
    });
    new Gauge({
      name: 'process_memory_bytes',
      help: 'Memory of the process: resident set, V8 heap used and total, outside the heap (buffers).',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      collect() {
        const memory = process.memoryUsage();
        this.set({ kind: 'rss' }, memory.rss);
        this.set({ kind: 'heap_used' }, memory.heapUsed);
        this.set({ kind: 'heap_total' }, memory.heapTotal);
        this.set({ kind: 'external' }, memory.external);
      },
    });
  }

  /** Adds the gauges of the data version `served` gives and its age, read at each scrape. */
  observeData(served: ServedData, now: () => Date): void {
    new Gauge({
      name: 'nepse_data_version',
      help: 'The data version the market cache serves (it moves on every import or top-up that changes something).',
      registers: [this.registry],
      collect() {
        this.set(served().version);
      },
    });
    new Gauge({
      name: 'nepse_data_version_age_seconds',
      help: 'Seconds since the served data version was written to the store.',
      registers: [this.registry],
      collect() {
        this.set((now().getTime() - Date.parse(served().versionUpdatedAt)) / 1000);
      },
    });
  }

  /** The metrics in Prometheus' text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  start(): void {
    this.#eventLoop.enable();
  }

  stop(): void {
    this.#eventLoop.disable();
  }
}
