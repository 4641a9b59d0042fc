import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  appRecordResponseSchema,
  appSearchResponseSchema,
  appStatsResponseSchema,
  backtestResponseSchema,
  barsResponseSchema,
  fibonacciLevelsResponseSchema,
  liveNepseResponseSchema,
  liveStatusSchema,
  sectorBacktestResponseSchema,
  sectorListResponseSchema,
  stockChartResponseSchema,
  stockListResponseSchema,
  supportResistanceResponseSchema,
  technicalRatingsResponseSchema,
} from '@nepse/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type TestApp, testAppOn, useTestApp } from '../../test-support/app';
import { backtestTestMarket } from '../../test-support/backtest-market';
import { bodyText, expectClearAnswer } from '../../test-support/expect-clear-answer';
import {
  backtestBody,
  contentType,
  oddHeaders,
  oddMethod,
  pathSegment,
  queryString,
  rawJsonText,
} from '../../test-support/hostile-arbitraries';
import { onLoopback, type SendRaw } from '../../test-support/loopback-requests';
import { testStoreWith } from '../../test-support/market';
import { registeredRoutes } from '../../test-support/registered-routes';
import { SCREENS } from '../screens/screens';

/** The back-test market's symbols (with and without prices, one with a bonus issue), and the index's name. */
const SYMBOLS = ['NABIL', 'UPPER', 'NOPRICE', 'OLDCO', 'BONUS', 'NEPSE'];

/** Runs per route and per property: every route meets most hostile kinds in a run, and the suite stays fast. */
const RUNS = 25;

/** The contract of each API route's 2xx answer, by its declared path. */
const CONTRACTS: Record<string, z.ZodType> = {
  [API_PATHS.backtest]: backtestResponseSchema,
  // A brief summary is a whole one without some fields: `?detail=full` answers match it too.
  [API_PATHS.backtestSector]: sectorBacktestResponseSchema,
  [`${API_PATHS.bars}:symbol`]: barsResponseSchema,
  [`${API_PATHS.stock}:symbol`]: stockChartResponseSchema,
  [`${API_PATHS.supportResistance}:symbol`]: supportResistanceResponseSchema,
  [`${API_PATHS.fibonacciLevels}:symbol`]: fibonacciLevelsResponseSchema,
  [API_PATHS.technicalRatings]: technicalRatingsResponseSchema,
  [API_PATHS.sectors]: sectorListResponseSchema,
  [API_PATHS.stockList]: stockListResponseSchema,
  [API_PATHS.liveNepse]: liveNepseResponseSchema,
  [API_PATHS.liveStatus]: liveStatusSchema,
  [API_PATHS.playSearchApps]: appSearchResponseSchema,
  [API_PATHS.playAppStats]: appStatsResponseSchema,
  [API_PATHS.playApps]: appRecordResponseSchema,
  ...Object.fromEntries(SCREENS.map((screen) => [screen.path, screen.schema])),
};

/** The web build's files, and a file beside the build that no address may read. */
const INDEX = '<html><head></head><body>SPA-INDEX</body></html>';
const ROBOTS = 'User-agent: *';
const SCRIPT = 'console.log("app")';
const SECRET = 'SECRET-BESIDE-THE-BUILD';

/**
 * The app on the back-test market, serving a small web build from a folder that has a secret
 * file beside it.
 */
async function appWithWebBuild(): Promise<TestApp> {
  const root = mkdtempSync(path.join(tmpdir(), 'nepse-hostile-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'robots.txt'), ROBOTS);
  writeFileSync(path.join(dist, 'assets', 'app-x1.js'), SCRIPT);
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  writeFileSync(path.join(root, 'dist.txt'), SECRET);
  try {
    const started = await testAppOn(await testStoreWith(backtestTestMarket()), { WEB_DIST: dist });
    return {
      app: started.app,
      close: async () => {
        await started.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** A request to `route`: its methods or odd ones, hostile path parameters, query, headers and sometimes a body. */
const hostileRequest = (route: { path: string; methods: string[] }) =>
  fc.record({
    method: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...route.methods) }, oddMethod),
    path: fc
      .tuple(
        ...route.path
          .split('/')
          .map((part) => (part.startsWith(':') ? pathSegment(SYMBOLS) : fc.constant(part))),
      )
      .map((parts) => parts.join('/')),
    query: queryString(SYMBOLS),
    headers: oddHeaders,
    body: fc.option(fc.tuple(rawJsonText(backtestBody(SYMBOLS)), contentType), { nil: undefined }),
  });

/** Starts of addresses: the web app's and the API's (a symbol parameter), each then followed by tricks. */
const WEB_PREFIXES = ['/', '/assets/', '/dashboard/', '//', '/\\', '/./', '/%2e/', '/assets/..%2f'];
const API_SYMBOL_PREFIXES = ['/api/stock/', '/api/bars/', '/playstats/'];

/** Traversal in every spelling, and names of files inside and beside the build. */
const trickParts = fc.array(
  fc.constantFrom(
    '..',
    '%2e%2e',
    '..%2f',
    '%2e%2e%2f',
    '..%5c',
    '..\\',
    '.',
    '%2e',
    '....//',
    '%252e%252e',
    '%c0%ae%c0%ae',
    '%c0%af',
    '%00',
    '%ff',
    '',
    'assets',
    'dist',
    'secret.txt',
    'robots.txt',
    'index.html',
    'app-x1.js',
    'etc/passwd',
  ),
  { maxLength: 8 },
);

describe('hostile addresses never get a 5xx and always a clear answer', () => {
  const app = useTestApp(appWithWebBuild);
  let loopback: Awaited<ReturnType<typeof onLoopback>> | undefined;
  beforeAll(async () => {
    loopback = await onLoopback(app());
  });
  afterAll(() => loopback?.close());
  const send = (): SendRaw => {
    if (!loopback) throw new Error('The loopback server did not start.');
    return loopback.send;
  };

  it('finds every API route among the routes it sends hostile requests to', () => {
    const paths = registeredRoutes(app()).map((route) => route.path);
    for (const declared of Object.keys(CONTRACTS)) expect(paths).toContain(declared);
  });

  it('answers every route clearly, whatever the method, path parameters, query, headers and body', async () => {
    for (const route of registeredRoutes(app())) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), async ({ method, path: url, query, headers, body }) => {
          const [payload, type] = body ?? [undefined, undefined];
          const res = await app().inject({
            method: method as 'GET',
            url: url + query,
            headers: { ...headers, ...(type === undefined ? {} : { 'content-type': type }) },
            ...(payload === undefined ? {} : { payload }),
          });
          expectClearAnswer(res, method, CONTRACTS[route.path]);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('serves only the web build, to paths sent as written: a file of it, the app page or a clear 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WEB_PREFIXES, ...API_SYMBOL_PREFIXES),
        trickParts,
        fc.constantFrom('GET', 'HEAD'),
        oddHeaders,
        async (prefix, parts, method, headers) => {
          const res = await send()(method, prefix + parts.join('/'), headers);
          expectClearAnswer(res, method);
          const text = bodyText(res);
          expect(text).not.toContain(SECRET);
          expect(text).not.toMatch(/root:.*:0:0:/);
          const page = res.statusCode === 200 || String(res.headers['content-type']).startsWith('text/html');
          if (page && method === 'GET' && WEB_PREFIXES.includes(prefix)) {
            const fromBuild = text === ROBOTS || text === SCRIPT || text.includes('SPA-INDEX');
            expect(fromBuild, text.slice(0, 300)).toBe(true);
          }
        },
      ),
      { numRuns: RUNS * 8 },
    );
  });

  it('answers a 3,000-character package name with the start and end of its error, not all of it', async () => {
    const res = await app().inject(`${API_PATHS.playAppStats}?app=${'a'.repeat(3000)}`);
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: string };
    expect(error).toHaveLength(300);
    expect(error).toMatch(/^"a+…a+" is not a Play Store package name\.$/);
  });
});
