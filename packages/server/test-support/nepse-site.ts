import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { NEPSE_DATA_DIR } from '../../core/test-support/nepse-data';
import { SUMS_MODULE } from './wasm-module-bytes';

/** NEPSE's recorded answers (data/nepse/api-samples, read in place, never copied). */
export const API_SAMPLES_DIR = path.join(NEPSE_DATA_DIR, 'api-samples');
export const hasApiSamples = existsSync(path.join(API_SAMPLES_DIR, 'live_market.json'));

/** A recorded answer's JSON, as its file has it (`sample`, `endpoint`, `notes`). */
export function apiSample(file: string): { sample: unknown } {
  return JSON.parse(readFileSync(path.join(API_SAMPLES_DIR, file), 'utf8'));
}

/** The test module's positions for salts 1..5 (SUMS_MODULE: 1, 1+2, 1+2+4, 1+2+4+3, 1+2+4+3+5). */
const JUNK_POSITIONS = [1, 3, 7, 10, 15];
export const TEST_SALTS = { salt1: 1, salt2: 2, salt3: 3, salt4: 4, salt5: 5 };

type Json = unknown;

export interface TestNepseOptions {
  /** The module served at /assets/prod/css.wasm; the tests' SUMS_MODULE by default. */
  module?: Uint8Array;
  /** What `GET /api/nots/lives-market` answers; the recorded sample by default. */
  liveMarket?: Json;
  /** What `GET /api/nots/nepse-index` answers; the recorded sample by default. */
  nepseIndex?: Json;
  /** The market-open answer's dummy id (the recorded 80 by default). */
  dummyId?: number;
  /** The today-price payload id the server expects (any when undefined); a wrong one gets an empty page. */
  payloadId?: number;
  /** today-price rows by business date. */
  todayPrices?: ReadonlyMap<string, Json[]>;
  /** security history rows by security id, each with its `businessDate`. */
  histories?: ReadonlyMap<number, { businessDate: string }[]>;
  /** Rows per page of the paged answers, so that paging is exercised. */
  pageSize?: number;
  /** Called with each request (method and path with query) before it is answered. */
  onRequest?: (request: string) => void;
}

/**
 * A loopback stand-in for NEPSE (node:http on port 0): the prove call hands out access tokens with five junk
 * characters at the test module's positions, `/api/nots/*` answers 401 unless the token is the one without them,
 * and the recorded payloads are served. `expireTokens` makes the next call's token stale (a 401).
 */
export class TestNepse {
  readonly requests: string[] = [];
  proves = 0;
  #valid = new Set<string>();
  #server: Server;
  #url = '';

  constructor(readonly options: TestNepseOptions = {}) {
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((err: Error) => send(res, 500, { error: err.message }));
    });
  }

  /** Listens on a free loopback port (once) and gives the base address. */
  async start(): Promise<string> {
    if (this.#url) return this.#url;
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.#url = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
    return this.#url;
  }

  stop(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** Every token handed out so far becomes stale: the next `/api/nots` call answers 401. */
  expireTokens(): void {
    this.#valid.clear();
  }

  /** The requests whose path starts with `prefix` (method and path with query). */
  requested(prefix: string): string[] {
    return this.requests.filter((r) => r.split(' ')[1]?.startsWith(prefix));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.#url);
    const request = `${req.method} ${url.pathname}${url.search}`;
    this.requests.push(request);
    this.options.onRequest?.(request);
    const body = await readBody(req);
    if (url.pathname === '/assets/prod/css.wasm') {
      const module = this.options.module ?? SUMS_MODULE;
      res.writeHead(200, { 'content-type': 'application/wasm', 'content-length': module.length });
      res.end(module);
      return;
    }
    if (url.pathname === '/api/authenticate/prove') {
      this.proves++;
      const real = `token${this.proves}-abcdefghijklmnop`;
      this.#valid.add(real);
      return send(res, 200, {
        accessToken: withJunk(real),
        refreshToken: withJunk(`refresh${this.proves}-abcdefghijklmnop`),
        ...TEST_SALTS,
        serverTime: 1_775_110_000_000,
      });
    }
    if (!url.pathname.startsWith('/api/nots/')) return send(res, 404, { error: 'not found' });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Salter ') || !this.#valid.has(auth.slice('Salter '.length))) {
      return send(res, 401, { message: 'token expired' });
    }
    return send(res, 200, this.#answer(req.method ?? 'GET', url, body));
  }

  #answer(method: string, url: URL, body: string): Json {
    const o = this.options;
    const p = url.pathname;
    if (p === '/api/nots/lives-market') return o.liveMarket ?? apiSample('live_market.json').sample;
    if (p === '/api/nots/nepse-data/market-open')
      return { isOpen: 'CLOSE', asOf: '2026-04-02T15:00:00', id: o.dummyId ?? 80 };
    if (p === '/api/nots/nepse-index') return o.nepseIndex ?? apiSample('nepse_index.json').sample;
    if (p === '/api/nots/company/list') return apiSample('company_list.json').sample;
    if (p === '/api/nots/nepse-data/today-price' && method === 'POST') {
      const id = (JSON.parse(body || '{}') as { id?: number }).id;
      // NEPSE answers a wrong payload id with an empty page, not an error.
      const rows =
        o.payloadId === undefined || id === o.payloadId
          ? (o.todayPrices?.get(url.searchParams.get('businessDate') ?? '') ?? [])
          : [];
      return this.#page(rows, url);
    }
    const history = /^\/api\/nots\/market\/history\/security\/(\d+)$/.exec(p);
    if (history) {
      const from = url.searchParams.get('startDate') ?? '';
      const to = url.searchParams.get('endDate') ?? '';
      const rows = (o.histories?.get(Number(history[1])) ?? []).filter(
        (r) => r.businessDate >= from && r.businessDate <= to,
      );
      return this.#page(rows, url);
    }
    return { error: `no recorded answer for ${p}` };
  }

  #page(rows: Json[], url: URL): Json {
    const size = Math.min(Number(url.searchParams.get('size') ?? 500), this.options.pageSize ?? 500);
    const page = Number(url.searchParams.get('page') ?? 0);
    return {
      content: rows.slice(page * size, (page + 1) * size),
      totalPages: Math.ceil(rows.length / size),
      totalElements: rows.length,
    };
  }
}

/** `real` with a junk character inserted at each position, ascending: the positions of the final string. */
function withJunk(real: string): string {
  let token = real;
  for (const p of JUNK_POSITIONS) token = `${token.slice(0, p)}#${token.slice(p)}`;
  return token;
}

/** Answers `json`; an infinite number goes out as a literal that overflows (`1e400`), which JSON.stringify cannot write. */
function send(res: ServerResponse, status: number, json: Json): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  const infinite = (_: string, v: unknown) =>
    v === Number.POSITIVE_INFINITY ? '@inf@' : v === Number.NEGATIVE_INFINITY ? '@-inf@' : v;
  res.end(JSON.stringify(json, infinite).replaceAll('"@inf@"', '1e400').replaceAll('"@-inf@"', '-1e400'));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
