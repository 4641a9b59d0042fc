import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('reads the back-test limits, with their defaults', () => {
    expect(loadConfig({}).backtest).toEqual({
      maxCost: 60_000_000,
      queueSize: 32,
      runsPerClient: 2,
      timeLimitMs: 60_000,
    });
    const set = loadConfig({
      BACKTEST_MAX_COST: '1000',
      BACKTEST_QUEUE_SIZE: '3',
      BACKTEST_RUNS_PER_CLIENT: '1',
      BACKTEST_TIME_LIMIT_SECONDS: '0.5',
    });
    expect(set.backtest).toEqual({ maxCost: 1000, queueSize: 3, runsPerClient: 1, timeLimitMs: 500 });
    expect(() => loadConfig({ BACKTEST_QUEUE_SIZE: '0' })).toThrow(/BACKTEST_QUEUE_SIZE/);
    expect(() => loadConfig({ BACKTEST_TIME_LIMIT_SECONDS: '-1' })).toThrow(/BACKTEST_TIME_LIMIT_SECONDS/);
  });

  it('defaults to port 3000 and the SQLite file ./data/nepse.db', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data/nepse.db') });
    expect(config.analyticsId).toBeUndefined();
    expect(config.dataPollMs).toBe(5000);
  });

  it('reads the data-version poll interval in seconds, 0 turning it off', () => {
    expect(loadConfig({ DATA_POLL_SECONDS: '0.5' }).dataPollMs).toBe(500);
    expect(loadConfig({ DATA_POLL_SECONDS: '0' }).dataPollMs).toBe(0);
    expect(() => loadConfig({ DATA_POLL_SECONDS: '-1' })).toThrow(/DATA_POLL_SECONDS/);
  });

  it('selects PostgreSQL for a postgres:// address', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://127.0.0.1:5432/test' });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_SERVICE_URL: 'not a url' })).toThrow(/DATA_SERVICE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the Play Store settings: the demo catalogue, Nepal and 23:30 by default', () => {
    expect(loadConfig({}).playstats).toEqual({
      source: 'demo',
      recording: '',
      country: 'np',
      lang: 'en',
      snapshotMinutes: 1410,
      throttleMs: 1000,
      timeoutMs: 15_000,
      url: '',
    });
    const live = loadConfig({
      PLAYSTATS_SOURCE: 'live',
      PLAYSTATS_COUNTRY: 'in',
      PLAYSTATS_SNAPSHOT_TIME: '06:15',
    });
    expect(live.playstats).toMatchObject({ source: 'live', country: 'in', snapshotMinutes: 375 });
    expect(() => loadConfig({ PLAYSTATS_SOURCE: 'recorded' })).toThrow(/PLAYSTATS_RECORDING/);
    expect(() => loadConfig({ PLAYSTATS_SNAPSHOT_TIME: '25:00' })).toThrow(/PLAYSTATS_SNAPSHOT_TIME/);
    expect(() => loadConfig({ PLAYSTATS_COUNTRY: 'Nepal' })).toThrow(/PLAYSTATS_COUNTRY/);
  });

  it("reads the shutdown grace period and the sources' timeouts in seconds", () => {
    const defaults = loadConfig({});
    expect([defaults.shutdownGraceMs, defaults.nepse.timeoutMs, defaults.playstats.timeoutMs]).toEqual([
      10_000, 15_000, 15_000,
    ]);
    const set = loadConfig({
      SHUTDOWN_GRACE_SECONDS: '2.5',
      NEPSE_TIMEOUT_SECONDS: '3',
      PLAYSTATS_TIMEOUT_SECONDS: '4',
    });
    expect([set.shutdownGraceMs, set.nepse.timeoutMs, set.playstats.timeoutMs]).toEqual([2500, 3000, 4000]);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ PLAYSTATS_TIMEOUT_SECONDS: 'soon' })).toThrow(/PLAYSTATS_TIMEOUT_SECONDS/);
  });

  it('reads ACCESS_KEYS: off by default, on or off only', () => {
    expect(loadConfig({}).accessKeys).toBe(false);
    expect(loadConfig({ ACCESS_KEYS: 'on' }).accessKeys).toBe(true);
    expect(loadConfig({ ACCESS_KEYS: 'off' }).accessKeys).toBe(false);
    expect(() => loadConfig({ ACCESS_KEYS: 'yes' })).toThrow(/ACCESS_KEYS/);
  });

  it('reads the store-outage and registration limits, in seconds as ms, refusing what is out of range', () => {
    const defaults = loadConfig({});
    expect(defaults.keyCache).toEqual({ knownMs: 30_000, unknownMs: 60_000 });
    expect(defaults.statementTimeoutMs).toBe(5_000);
    expect(defaults.playTracking).toEqual({ writesPerMinute: 10, maxApps: 1_000 });
    const set = loadConfig({
      ACCESS_KEY_CACHE_SECONDS: '0',
      ACCESS_KEY_UNKNOWN_CACHE_SECONDS: '2.5',
      STORE_STATEMENT_TIMEOUT_SECONDS: '0.4',
      PLAYSTATS_WRITES_PER_MINUTE: '0',
      PLAYSTATS_MAX_TRACKED_APPS: '2',
    });
    expect([set.keyCache, set.statementTimeoutMs, set.playTracking]).toEqual([
      { knownMs: 0, unknownMs: 2_500 },
      400,
      { writesPerMinute: 0, maxApps: 2 },
    ]);
    expect(() => loadConfig({ STORE_STATEMENT_TIMEOUT_SECONDS: '0' })).toThrow(
      /STORE_STATEMENT_TIMEOUT_SECONDS/,
    );
    expect(() => loadConfig({ PLAYSTATS_MAX_TRACKED_APPS: '0' })).toThrow(/PLAYSTATS_MAX_TRACKED_APPS/);
    expect(() => loadConfig({ ACCESS_KEY_CACHE_SECONDS: '-1' })).toThrow(/ACCESS_KEY_CACHE_SECONDS/);
    expect(() => loadConfig({ PLAYSTATS_WRITES_PER_MINUTE: '1.5' })).toThrow(/PLAYSTATS_WRITES_PER_MINUTE/);
  });

  it('reads the hardening settings: 300 API requests a minute in memory, no other origin, no proxy', () => {
    const defaults = loadConfig({});
    expect(defaults.rateLimit).toEqual({ perMinute: 300, redisUrl: '', redisKeyPrefix: 'nepse:' });
    expect(defaults.corsOrigins).toEqual([]);
    expect(defaults.connections.trustProxy).toBe(0);
    const set = loadConfig({
      RATE_LIMIT_PER_MINUTE: '0',
      REDIS_URL: 'redis://10.0.0.5:6379',
      CORS_ORIGINS: 'https://a.example, http://localhost:5173',
      TRUST_PROXY: '1',
    });
    expect(set.rateLimit).toMatchObject({ perMinute: 0, redisUrl: 'redis://10.0.0.5:6379' });
    expect(set.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(set.connections.trustProxy).toBe(1);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it("reads TRUST_PROXY as a hop count or as the proxies' addresses and CIDRs", () => {
    const proxies = loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1, fd00::/8' }).connections
      .trustProxy;
    expect(proxies).toEqual(['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: '2' }).connections.trustProxy).toBe(2);
    for (const bad of ['11', 'proxy.example', '10.0.0.1/33', '::1/129', '10.0.0.256', '10.0.0.1/8/1', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the connection limits: 30 s a request, 10 s its headers, 10 s idle, 100 connections an address', () => {
    expect(loadConfig({}).connections).toEqual({
      trustProxy: 0,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 10_000,
      perAddress: 100,
    });
    const set = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '0.5',
      HEADERS_TIMEOUT_SECONDS: '0.25',
      KEEP_ALIVE_TIMEOUT_SECONDS: '65',
      CONNECTIONS_PER_ADDRESS: '0',
    }).connections;
    expect(set).toMatchObject({
      requestTimeoutMs: 500,
      headersTimeoutMs: 250,
      keepAliveTimeoutMs: 65_000,
      perAddress: 0,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '60' })).toThrow(/HEADERS_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ CONNECTIONS_PER_ADDRESS: '-1' })).toThrow(/CONNECTIONS_PER_ADDRESS/);
  });
});
