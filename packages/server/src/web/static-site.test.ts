import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticSite } from './static-site';

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
    await registerStaticSite(app, dist, () => ({ dataServiceUrl: '', demoData: true }));
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
