import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, registerJsonCompression } from './compress-json';

describe('JSON answers compressed for the clients that accept it', () => {
  let app: FastifyInstance;
  const rows = Array.from({ length: 4000 }, (_, i) => ({ symbol: `S${i}`, close: 100 + i / 7 }));
  const large = JSON.stringify(rows);
  beforeAll(async () => {
    app = Fastify();
    registerJsonCompression(app);
    app.get('/large', async () => rows);
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_request, reply) =>
      reply.type('text/plain').send('x'.repeat(COMPRESS_MIN_BYTES)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a large answer in Brotli or gzip, whichever the client prefers, varying on accept-encoding', async () => {
    expect(large.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const br = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(large.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(large);
    const gz = await app.inject({ url: '/large', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(large);
  });

  it('sends it as it is without an accepted coding, and small or non-JSON answers always', async () => {
    const plain = await app.inject({ url: '/large', headers: { 'accept-encoding': 'br;q=0, deflate' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(large);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });
});
