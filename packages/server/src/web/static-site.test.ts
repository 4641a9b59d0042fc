import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readIndexPage, registerStaticSite } from './static-site';

describe('registerStaticSite compression', () => {
  let app: FastifyInstance;
  const script = 'console.log("a long enough asset");'.repeat(60);

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nepse-static-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>landing</body></html>');
    writeFileSync(path.join(dist, 'assets', 'entry-x1.js'), script);
    writeFileSync(path.join(dist, 'assets', 'entry-x1.js.br'), brotliCompressSync(script));
    app = Fastify();
    await registerStaticSite(app, dist, readIndexPage(dist), () => ({ dataServiceUrl: '', demoData: true }));
  });
  afterAll(() => app.close());

  it('sends the page compressed with its config, varying on accept-encoding', async () => {
    const br = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('"demoData":true}</script></head>');
    const gz = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('landing');
    const plain = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('landing');
  });

  it('sends the precompressed copy of an asset when one was built', async () => {
    const res = await app.inject({ url: '/assets/entry-x1.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });
});

describe('registerStaticSite routing', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nepse-static-'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>landing</body></html>');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    app = Fastify();
    await registerStaticSite(app, dist, readIndexPage(dist), () => ({ dataServiceUrl: '', demoData: false }));
  });
  afterAll(() => app.close());

  it.each([
    ['/some.page', 404],
    ['/dashboard/foo.bar', 404],
    ['/dashboard/no-such-screen', 404],
    ['/%64ashboard/nope', 404],
    ['/dashboard/playstats/app/com.example.app', 200],
    ['/dashboard/stock/ZZZZ', 200],
    ['/dashboard/volume-shockers/', 200],
    ['/Privacy', 200],
    ['/', 200],
  ])(
    'answers %s with the web app, whose router shows the page or not-found, status %i',
    async (url, status) => {
      const res = await app.inject({ url, headers: { 'accept-encoding': '' } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('landing');
    },
  );

  it('answers a real file with the file', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('User-agent: *');
  });

  it.each(['/api/no.such', '/data/x.json', '/playstats/com.example.app'])(
    'answers the unknown API path %s with 404 JSON',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: `Not found: GET ${url}` });
    },
  );

  it('answers a missing built asset with 404, not the page', async () => {
    const res = await app.inject({ url: '/assets/gone-x1.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: /assets/gone-x1.js' });
  });
});
