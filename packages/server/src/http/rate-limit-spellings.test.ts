import { isApiPath } from '@nepse/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { onLoopback, type SendRaw } from '../../test-support/loopback-requests';
import { testMarket, testStoreWith } from '../../test-support/market';
import { type RegisteredRoute, registeredRoutes } from '../../test-support/registered-routes';

const LIMIT = 2;

/** An API route as a request can reach it: a method it answers and its path with a value in each parameter. */
interface Target {
  method: string;
  path: string;
}

function targetOf(route: RegisteredRoute): Target {
  const method = route.methods.find((m) => m !== 'HEAD' && m !== 'OPTIONS') ?? 'GET';
  return { method, path: route.path.replace(/:[^/]+/g, 'ADBL').replace(/\*$/, 'x') };
}

/** How a path is spelled otherwise: escapes, dot segments, doubled slashes, an absolute-form target. */
interface Spelling {
  escaped: number[];
  dots: [number, '.' | 'x/..' | '%2e' | 'x/%2E%2e'][];
  doubled: number[];
  absolute: string | undefined;
}

const spelling: fc.Arbitrary<Spelling> = fc.record({
  escaped: fc.array(fc.nat(), { maxLength: 6 }),
  dots: fc.array(
    fc.tuple(fc.nat(), fc.constantFrom('.' as const, 'x/..' as const, '%2e' as const, 'x/%2E%2e' as const)),
    {
      maxLength: 3,
    },
  ),
  doubled: fc.array(fc.nat(), { maxLength: 3 }),
  absolute: fc.option(fc.constantFrom('http://x', 'http://localhost:3000', 'https://example.com'), {
    nil: undefined,
  }),
});

const hex = (c: string, upper: boolean) => {
  const code = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

/** `path` spelled as `s` says: each listed character (not a slash) escaped, segments added, slashes doubled. */
function spell(path: string, s: Spelling): string {
  const chars = [...path].map((c) => [c]);
  for (const [n, i] of s.escaped.entries()) {
    const at = i % chars.length;
    if (chars[at]?.[0] !== '/') chars[at] = [hex(path[at] ?? '', n % 2 === 0)];
  }
  const slashes = chars.flatMap((_c, i) => (path[i] === '/' ? [i] : []));
  for (const [i, segment] of s.dots) {
    const at = slashes[i % slashes.length] ?? 0;
    chars[at]?.push(`${segment}/`);
  }
  for (const i of s.doubled) chars[slashes[i % slashes.length] ?? 0]?.push('/');
  return (s.absolute ?? '') + chars.flat().join('');
}

describe('the rate limit counts every spelling of an API address', () => {
  let started: TestApp;
  let loopback: Awaited<ReturnType<typeof onLoopback>>;
  let send: SendRaw;
  beforeAll(async () => {
    const market = testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]);
    // Through a trusted proxy (the test) each case names a client of its own, so each starts uncounted.
    started = await testAppOn(await testStoreWith(market, 'demo'), {
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      // The app registration's own stricter limit off: every route here is on the one shared count.
      PLAYSTATS_WRITES_PER_MINUTE: '0',
      TRUST_PROXY: '1',
    });
    loopback = await onLoopback(started.app);
    send = loopback.send;
  });
  afterAll(async () => {
    await loopback?.close();
    await started?.close();
  });

  let clients = 0;
  const nextClient = () => {
    clients += 1;
    return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
  };

  const statuses = async (method: string, paths: string[], client: string) => {
    const out: number[] = [];
    for (const path of paths) out.push((await send(method, path, { 'x-forwarded-for': client })).statusCode);
    return out;
  };

  it('the spellings in the report: escapes, dot segments, double slashes, absolute form', async () => {
    for (const path of [
      '/%61pi/sectors',
      '/api/./sectors',
      '/api/x/../sectors',
      '//api//sectors',
      'http://x/api/sectors',
    ]) {
      const seen = await statuses('GET', [path, path, path, '/api/sectors'], nextClient());
      expect(
        seen.slice(0, LIMIT).filter((status) => status === 429),
        path,
      ).toEqual([]);
      expect(seen.slice(LIMIT), path).toEqual([429, 429]);
    }
  });

  it('counts unknown API addresses, however spelled, and not the web app', async () => {
    const client = nextClient();
    expect(await statuses('GET', ['/api/nope', '/%61pi/nope/', '/api/nope'], client)).toEqual([
      404, 404, 429,
    ]);
    expect(await statuses('GET', ['/api/sectors'], client)).toEqual([429]);
    const pages = nextClient();
    const seen = await statuses(
      'GET',
      ['/dashboard', '/nope', '/dashboard/x/../nope', '/%64ashboard'],
      pages,
    );
    expect(seen.filter((s) => s === 429)).toEqual([]);
    expect(await statuses('GET', ['/api/sectors'], pages)).toEqual([200]);
  });

  it('every registered API route, however spelled, is limited like its plain path', async () => {
    const targets = registeredRoutes(started.app)
      .filter((route) => isApiPath(route.path))
      .map(targetOf);
    expect(targets.length).toBeGreaterThan(15);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), spelling, async ({ method, path }, s) => {
        const spelled = spell(path, s);
        const seen = await statuses(method, [...Array(LIMIT + 1).fill(spelled), path], nextClient());
        // Within the limit the route answers as it does (a body-less back-test is a 400, say), never 429.
        expect(
          seen.slice(0, LIMIT).filter((status) => status === 429),
          spelled,
        ).toEqual([]);
        expect(seen.slice(LIMIT), spelled).toEqual([429, 429]);
      }),
      { numRuns: 150 },
    );
  });
});
