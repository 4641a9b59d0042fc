import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Gauge } from 'prom-client';
import type { MarketLog } from '../market/market-cache';
import type { MarketSnapshot } from '../market/market-snapshot';
import type { AnyScreen } from './screen-definition';
import { screenInput } from './screen-input';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One screen's answer for one data version, as the bytes of each content coding the server sends. */
export interface ScreenAnswer {
  /** The JSON body. */
  readonly identity: Buffer;
  /** Compressed bodies; absent when compressing did not make the body smaller. */
  readonly br?: Buffer;
  readonly gzip?: Buffer;
  /** Weak validator of the body (the same for every coding): a hash of the JSON. */
  readonly etag: string;
}

/** What every screen answer of one data version says about its data (sent as headers). */
export interface ScreenData {
  readonly version: number;
  /** The latest session, ISO `YYYY-MM-DD`; null for an empty market. */
  readonly dataDate: string | null;
  readonly dataKind: MarketSnapshot['dataKind'];
}

interface Computed {
  readonly data: ScreenData;
  readonly answers: ReadonlyMap<string, ScreenAnswer>;
}

/**
 * The answers of every screen for the current data version: `prepare` computes them all from a new snapshot
 * (once per data version, not per request), checks each against its contract schema, encodes and compresses it,
 * and swaps the whole set in with one assignment. A screen that fails is logged and has no answer. Each screen's
 * compute time goes to `computeSeconds` when given (the app's metrics).
 */
export class ScreenAnswers {
  #computed: Computed = { data: { version: 0, dataDate: null, dataKind: 'empty' }, answers: new Map() };

  constructor(
    private readonly screens: readonly AnyScreen[],
    private readonly log: MarketLog,
    private readonly computeSeconds?: Gauge<'screen'>,
  ) {}

  get data(): ScreenData {
    return this.#computed.data;
  }

  /** The answer of the screen at `path`, undefined when it failed to compute. */
  answer(path: string): ScreenAnswer | undefined {
    return this.#computed.answers.get(path);
  }

  async prepare(snapshot: MarketSnapshot): Promise<void> {
    const started = performance.now();
    const input = screenInput(snapshot);
    const bodies = new Map<string, string>();
    for (const screen of this.screens) {
      const screenStarted = performance.now();
      try {
        bodies.set(screen.path, JSON.stringify(screen.schema.parse(screen.compute(input))));
        this.computeSeconds?.set({ screen: screen.name }, (performance.now() - screenStarted) / 1000);
      } catch (err) {
        this.log.error({ err, screen: screen.name, version: snapshot.version }, 'screen failed to compute');
      }
    }
    const computed = performance.now();
    const answers = new Map<string, ScreenAnswer>();
    for (const [path, body] of bodies) answers.set(path, await encode(body));
    this.#computed = {
      data: { version: snapshot.version, dataDate: snapshot.latestDate, dataKind: snapshot.dataKind },
      answers,
    };
    this.log.info(
      {
        version: snapshot.version,
        screens: answers.size,
        computeMs: Math.round(computed - started),
        encodeMs: Math.round(performance.now() - computed),
      },
      'screens computed',
    );
  }
}

/** The JSON bytes, their Brotli and gzip codings (kept only when smaller), and the weak ETag. */
export async function encode(body: string): Promise<ScreenAnswer> {
  const identity = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 6 }),
  ]);
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return {
    identity,
    etag,
    ...(br.length < identity.length ? { br } : {}),
    ...(gz.length < identity.length ? { gzip: gz } : {}),
  };
}
