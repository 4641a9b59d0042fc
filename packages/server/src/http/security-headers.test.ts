import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testAppOn } from '../../test-support/app';
import { testMarket, testStoreWith } from '../../test-support/market';
import { inlineScriptHashes } from '../web/inline-script-hashes';

const ROUTE_SCRIPT = "if (location.pathname !== '/') document.documentElement.dataset.route = 'app';";
const market = testMarket([{ symbol: 'ADBL', sessions: 5, price: 300 }]);

/** A built web app whose index.html has a data block and an inline script, as the real build's has. */
function webDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'nepse-csp-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<html><head><script type="application/ld+json">{}</script><script>${ROUTE_SCRIPT}</script></head><body></body></html>`,
  );
  return dist;
}

/** The policy's directives by name. */
function directives(header: unknown): Map<string, string[]> {
  const entries = String(header)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0] !== '');
  return new Map(entries.map(([name = '', ...sources]) => [name, sources]));
}

describe('security headers', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    const dist = webDist();
    plain = await testAppOn(await testStoreWith(market, 'demo'), { WEB_DIST: dist });
    configured = await testAppOn(await testStoreWith(market, 'demo'), {
      WEB_DIST: dist,
      DATA_SERVICE_URL: 'https://data.example.com/base/',
      PLAYSTATS_URL: 'http://stats.example.org:8080',
      ANALYTICS_ID: 'G-TEST1',
    });
  });
  afterAll(async () => {
    await plain?.close();
    await configured?.close();
  });

  it('sends a Content-Security-Policy allowing the page its own files and its inline script by hash', async () => {
    const res = await plain.app.inject('/dashboard');
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    const [routeHash] = inlineScriptHashes(`<script>${ROUTE_SCRIPT}</script>`);
    expect(csp.get('script-src')).toEqual(["'self'", routeHash]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY='"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'https://play-lh.googleusercontent.com']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('lets the page call the configured data service and Play Store backend, and load the analytics tag', async () => {
    const csp = directives((await configured.app.inject('/dashboard')).headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://data.example.com', 'http://stats.example.org:8080']),
    );
    expect(csp.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(csp.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(csp.get('img-src')).toContain('https://*.google-analytics.com');
  });

  it("sends helmet's other headers on API answers and errors too", async () => {
    for (const url of ['/api/sectors', '/api/nothing-here']) {
      const res = await plain.app.inject(url);
      expect(res.headers['content-security-policy'], url).toBeDefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
