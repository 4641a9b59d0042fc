import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';

describe('buildApp', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'nepse-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>t</title></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    app = await buildApp({
      ...loadConfig({ LOG_LEVEL: 'silent', ANALYTICS_ID: 'G-TEST1' }),
      webDist: dist,
    });
  });
  afterAll(() => app.close());

  it('answers the sector list with NEPSE given its own id', async () => {
    const res = await app.inject('/api/sectors');
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ data: { id: string; name: string }[] }>().data.map((s) => s.id);
    expect(ids).toContain('58');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found: GET /api/nothing-here' });
  });

  it('serves index.html with the runtime config for client routes', async () => {
    const res = await app.inject('/dashboard/trend-signals');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('window.__APP_CONFIG__={"dataServiceUrl":"","analyticsId":"G-TEST1"');
  });

  it('serves hashed assets with a long cache and 404s missing ones', async () => {
    const asset = await app.inject('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });
});
