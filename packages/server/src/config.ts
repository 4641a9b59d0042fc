import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { minutesOfDay } from './playstats/snapshot-schedule';
import type { StoreTarget } from './store/open-store';

/** Back-test limits (docs/decisions/security.md "Back-test limits"). */
export interface BacktestLimits {
  /** Most rule-days (rules x trading days in the range, over every symbol) a run may cost; more is refused 400. */
  maxCost: number;
  /** Runs the worker pool holds, running or waiting; one more is refused 503 with Retry-After. */
  queueSize: number;
  /** Runs of one client the pool serves at once; more wait in the queue. */
  runsPerClient: number;
  /** How long a pool run may take from the moment it is accepted, in ms; past it the answer is 503. */
  timeLimitMs: number;
}

export const BACKTEST_LIMITS: BacktestLimits = {
  maxCost: 60_000_000,
  queueSize: 32,
  runsPerClient: 2,
  timeLimitMs: 60_000,
};

const port = z.coerce.number().int().min(0).max(65_535);

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default('./data/nepse.db')
    .describe('a SQLite file path, or postgres://user@host:port/database'),
  DEMO_SEED: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(20_160_101),
  DATA_POLL_SECONDS: z.coerce.number().min(0).max(86_400).default(5),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(3_600).default(10),
  DATA_SERVICE_URL: z.union([z.literal(''), z.url()]).default(''),
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only')
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  BACKTEST_MAX_COST: z.coerce.number().int().min(1).default(BACKTEST_LIMITS.maxCost),
  BACKTEST_QUEUE_SIZE: z.coerce.number().int().min(1).max(10_000).default(BACKTEST_LIMITS.queueSize),
  BACKTEST_RUNS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000).default(BACKTEST_LIMITS.runsPerClient),
  BACKTEST_TIME_LIMIT_SECONDS: z.coerce
    .number()
    .positive()
    .max(3_600)
    .default(BACKTEST_LIMITS.timeLimitMs / 1000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(300),
  REDIS_URL: z.union([z.literal(''), z.string().regex(/^rediss?:\/\/\S+$/, 'redis://host:port')]).default(''),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,64}$/, 'letters, digits and : . _ - only')
    .default('nepse:'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .refine((origins) => origins.every(isOrigin), 'origins such as https://example.com, comma-separated'),
  LIVE_SOURCE: z.enum(['simulator', 'nepse']).default('simulator'),
  LIVE_POLL_SECONDS: z.coerce.number().min(0.1).max(3_600).default(5),
  LIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
  LIVE_ANY_HOUR: z.enum(['0', '1', 'false', 'true']).default('0'),
  NEPSE_BASE_URL: z.url().default('https://www.nepalstock.com'),
  NEPSE_THROTTLE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  NEPSE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(15),
  PLAYSTATS_SOURCE: z.enum(['demo', 'recorded', 'live']).default('demo'),
  PLAYSTATS_RECORDING: z.string().min(1).optional(),
  PLAYSTATS_COUNTRY: z
    .string()
    .regex(/^[a-z]{2}$/, 'two lower-case letters')
    .default('np'),
  PLAYSTATS_LANG: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'a language code such as en or ne')
    .default('en'),
  PLAYSTATS_SNAPSHOT_TIME: z
    .string()
    .refine((t) => minutesOfDay(t) !== undefined, 'HH:MM, 24-hour')
    .default('23:30'),
  PLAYSTATS_THROTTLE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  PLAYSTATS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(15),
  PLAYSTATS_URL: z.union([z.literal(''), z.url()]).default(''),
  ACCESS_KEYS: z.enum(['off', 'on']).default('off'),
  // Store outages and writes: how long key lookups are trusted, a request's query time, the Play Store writes.
  ACCESS_KEY_CACHE_SECONDS: z.coerce.number().min(0).max(3_600).default(30),
  ACCESS_KEY_UNKNOWN_CACHE_SECONDS: z.coerce.number().min(0).max(3_600).default(60),
  STORE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0.01).max(600).default(5),
  PLAYSTATS_WRITES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(10),
  PLAYSTATS_MAX_TRACKED_APPS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  // How connections are taken in: the proxies trusted for the client's address, time limits, a cap per address.
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform(trustedProxies)
    .refine(
      (proxies) => proxies !== undefined,
      'a number of hops (0 to 10), or proxy addresses or CIDRs, comma-separated',
    ),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3_600).default(30),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3_600).default(10),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3_600).default(10),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(100),
});

export interface ServerConfig {
  port: number;
  host: string;
  database: StoreTarget;
  demoSeed: number;
  /** How often the market cache checks the store's data version, in ms; 0 = never (reload on restart). */
  dataPollMs: number;
  /** How long a SIGTERM or Ctrl-C waits for the requests in flight and the store to close, in ms. */
  shutdownGraceMs: number;
  dataServiceUrl: string;
  analyticsId: string | undefined;
  /** Folder of the built web app; the server answers API calls only when it is missing. */
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  rateLimit: RateLimitConfig;
  /** Origins whose pages may call the API (CORS); none = this server's own pages only. */
  corsOrigins: string[];
  live: LiveConfig;
  nepse: NepseConfig;
  playstats: PlaystatsConfig;
  /** Whether Pro routes need an access key; off by default. */
  accessKeys: boolean;
  keyCache: KeyCacheConfig;
  /**
   * How long one of a request's PostgreSQL queries may take, in ms (the server cancels it, and the client gives
   * up on a server that does not answer); also the longest wait for a pooled connection. Not the market load's.
   */
  statementTimeoutMs: number;
  playTracking: PlayTrackingConfig;
  backtest: BacktestLimits;
  connections: ConnectionConfig;
}

/** How long the access-key check trusts what it read, in ms. */
export interface KeyCacheConfig {
  /** A key row is read again after this long (a revoke elsewhere takes effect within it). */
  knownMs: number;
  /** An id the store does not have is not asked again for this long. */
  unknownMs: number;
}

/** Limits on registering apps for the daily Play Store snapshots. */
export interface PlayTrackingConfig {
  /** Registrations a client (by its address) may make in a minute; 0 = counted with the other API calls. */
  writesPerMinute: number;
  /** Most apps tracked at once; a new one past it is refused. */
  maxApps: number;
}

/** How connections are taken in (`http/connection-limits.ts`, `http/request-options.ts`). */
export interface ConnectionConfig {
  /**
   * The proxies whose X-Forwarded-For gives the client's address: a number of hops (0 = none, the connection's
   * address is the client's) or the proxies' own addresses and CIDRs.
   */
  trustProxy: number | string[];
  /** Longest time to receive a whole request (headers and body), in ms; past it 408 and the socket closes. */
  requestTimeoutMs: number;
  /** Longest time to receive a request's headers, in ms; at most requestTimeoutMs. */
  headersTimeoutMs: number;
  /** How long an idle kept-alive connection stays open, in ms. */
  keepAliveTimeoutMs: number;
  /** Most connections open at once from one address; 0 = no cap. */
  perAddress: number;
}

/** The live market: its source, the poll interval and timeout in ms, the simulator's hours. */
export interface LiveConfig {
  source: z.infer<typeof envSchema>['LIVE_SOURCE'];
  pollMs: number;
  timeoutMs: number;
  /** The simulator runs a session every hour instead of NEPSE's (demos, tests). */
  anyHour: boolean;
}

/** The API's rate limit per client (`@fastify/rate-limit`). */
export interface RateLimitConfig {
  /** API requests a client (by its address) may make in a minute; 0 = no limit. */
  perMinute: number;
  /** Redis holding the counts so that every process shares them; '' = each process counts in memory. */
  redisUrl: string;
  /** Start of every key this server writes to Redis. */
  redisKeyPrefix: string;
}

/** NEPSE's own site, for the `nepse` live source and the top-up command. */
export interface NepseConfig {
  /** Where NEPSE's site is (its `/api` and `/assets/prod/css.wasm`), without a trailing slash. */
  baseUrl: string;
  /** Least time between two requests of the top-up command, in ms. */
  throttleMs: number;
  /** How long one request of the top-up command may take, in ms (the live source has the live poll's timeout). */
  timeoutMs: number;
}

/** The Play Store calls: their source, the real store's country, language and pace, the daily snapshot. */
export interface PlaystatsConfig {
  source: z.infer<typeof envSchema>['PLAYSTATS_SOURCE'];
  /** The recording file the `recorded` source reads; '' otherwise. */
  recording: string;
  country: string;
  lang: string;
  /** When the daily snapshot runs: minutes after midnight, Nepal time. */
  snapshotMinutes: number;
  /** Least time between two requests to Google Play, in ms. */
  throttleMs: number;
  /** How long one request to Google Play may take, in ms. */
  timeoutMs: number;
  /** Base address the page reaches the Play Store calls at (the spec's analytics backend); '' = this server. */
  url: string;
}

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the server configuration from environment variables; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(defined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    throw new ConfigError(
      'Invalid configuration:\n  HEADERS_TIMEOUT_SECONDS: at most REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
    );
  }
  if (e.PLAYSTATS_SOURCE === 'recorded' && !e.PLAYSTATS_RECORDING) {
    throw new ConfigError(
      'Invalid configuration:\n  PLAYSTATS_RECORDING: required when PLAYSTATS_SOURCE is recorded',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database: databaseTarget(e.DATABASE_URL),
    demoSeed: e.DEMO_SEED,
    dataPollMs: Math.round(e.DATA_POLL_SECONDS * 1000),
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    dataServiceUrl: e.DATA_SERVICE_URL,
    analyticsId: e.ANALYTICS_ID,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      redisUrl: e.REDIS_URL,
      redisKeyPrefix: e.REDIS_KEY_PREFIX,
    },
    corsOrigins: e.CORS_ORIGINS,
    live: {
      source: e.LIVE_SOURCE,
      pollMs: Math.round(e.LIVE_POLL_SECONDS * 1000),
      timeoutMs: Math.round(e.LIVE_TIMEOUT_SECONDS * 1000),
      anyHour: e.LIVE_ANY_HOUR === '1' || e.LIVE_ANY_HOUR === 'true',
    },
    nepse: {
      baseUrl: e.NEPSE_BASE_URL.replace(/\/+$/, ''),
      throttleMs: e.NEPSE_THROTTLE_MS,
      timeoutMs: Math.round(e.NEPSE_TIMEOUT_SECONDS * 1000),
    },
    playstats: {
      source: e.PLAYSTATS_SOURCE,
      recording: e.PLAYSTATS_RECORDING ? path.resolve(e.PLAYSTATS_RECORDING) : '',
      country: e.PLAYSTATS_COUNTRY,
      lang: e.PLAYSTATS_LANG,
      snapshotMinutes: minutesOfDay(e.PLAYSTATS_SNAPSHOT_TIME) as number,
      throttleMs: e.PLAYSTATS_THROTTLE_MS,
      timeoutMs: Math.round(e.PLAYSTATS_TIMEOUT_SECONDS * 1000),
      url: e.PLAYSTATS_URL,
    },
    accessKeys: e.ACCESS_KEYS === 'on',
    keyCache: {
      knownMs: Math.round(e.ACCESS_KEY_CACHE_SECONDS * 1000),
      unknownMs: Math.round(e.ACCESS_KEY_UNKNOWN_CACHE_SECONDS * 1000),
    },
    statementTimeoutMs: Math.round(e.STORE_STATEMENT_TIMEOUT_SECONDS * 1000),
    playTracking: {
      writesPerMinute: e.PLAYSTATS_WRITES_PER_MINUTE,
      maxApps: e.PLAYSTATS_MAX_TRACKED_APPS,
    },
    backtest: {
      maxCost: e.BACKTEST_MAX_COST,
      queueSize: e.BACKTEST_QUEUE_SIZE,
      runsPerClient: e.BACKTEST_RUNS_PER_CLIENT,
      timeLimitMs: Math.round(e.BACKTEST_TIME_LIMIT_SECONDS * 1000),
    },
    connections: {
      trustProxy: e.TRUST_PROXY as number | string[],
      requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
      headersTimeoutMs: Math.round(e.HEADERS_TIMEOUT_SECONDS * 1000),
      keepAliveTimeoutMs: Math.round(e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
      perAddress: e.CONNECTIONS_PER_ADDRESS,
    },
  };
}

/** TRUST_PROXY read: a hop count, or a list of addresses and CIDRs; undefined when it is neither. */
function trustedProxies(text: string): number | string[] | undefined {
  if (/^\d+$/.test(text.trim())) {
    const hops = Number(text);
    return hops <= 10 ? hops : undefined;
  }
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list.length > 0 && list.every(isAddressOrCidr) ? list : undefined;
}

/** An IPv4 or IPv6 address, with an optional prefix length that fits it. */
function isAddressOrCidr(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** A bare origin: scheme, host and port, nothing after. */
function isOrigin(text: string): boolean {
  return URL.canParse(text) && new URL(text).origin === text;
}

function databaseTarget(url: string): StoreTarget {
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}
