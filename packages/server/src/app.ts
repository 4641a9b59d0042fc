import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { registerAccessKeys } from './access/access-keys-hook';
import type { ServerConfig } from './config';
import { registerApiDocument } from './http/api-document';
import { registerJsonCompression } from './http/compress-json';
import { limitConnectionsPerAddress } from './http/connection-limits';
import { registerCors } from './http/cors';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBody } from './http/json-body';
import { registerMethodNotAllowed } from './http/method-not-allowed';
import { registerRateLimit } from './http/rate-limit';
import { registerRequestIdHeader } from './http/request-id';
import { registerUrlLengthLimit } from './http/request-limits';
import { requestOptions } from './http/request-options';
import { registerSecurityHeaders } from './http/security-headers';
import { registerZodSchemas } from './http/zod-schemas';
import { createLiveSource } from './live/create-live-source';
import { LivePoller } from './live/live-poller';
import { SessionRecorder } from './live/session-recorder';
import { MarketCache } from './market/market-cache';
import './market/market-decoration';
import { keptRankHistory } from './market/rank-history';
import { seedDemoMarket } from './market/seed-demo-market';
import { AppMetrics } from './metrics/app-metrics';
import { recordRequests } from './metrics/record-requests';
import { CountedPlaySource } from './playstats/counted-play-source';
import { createPlaySource } from './playstats/create-play-source';
import { SnapshotJob } from './playstats/snapshot-job';
import { registerBacktestRoutes } from './routes/backtest';
import { registerBarsRoutes } from './routes/bars';
import { registerEventStudyRoutes } from './routes/event-study';
import { registerFibonacciLevelsRoutes } from './routes/fibonacci-levels';
import { registerHealthRoutes } from './routes/health';
import { registerLiveRoutes } from './routes/live-nepse';
import { registerMetricsRoute } from './routes/metrics';
import { registerPlaystatsRoutes } from './routes/playstats';
import { registerRelativeStrengthRoutes } from './routes/relative-strength';
import { registerScanRoutes } from './routes/scan';
import { registerScreenRoutes } from './routes/screens';
import { registerSectorRoutes } from './routes/sectors';
import { registerStockRoutes } from './routes/stock';
import { registerStockListRoutes } from './routes/stock-list';
import { registerSupportResistanceRoutes } from './routes/support-resistance';
import { registerTechnicalRatingsRoutes } from './routes/technical-ratings';
import { keptLatestPatterns, warmLatestPatterns } from './scan/kept-latest-patterns';
import { ScreenAnswers } from './screens/screen-answers';
import { SCREENS } from './screens/screens';
import { readVersionNumber } from './store/data-version';
import { openStore } from './store/open-store';
import { inlineScriptHashes } from './web/inline-script-hashes';
import { readIndexPage, registerStaticSite } from './web/static-site';

/**
 * Builds the whole server (API and web app) without listening; tests call `inject` on it. Opens and migrates
 * the store, saves the demo market into an empty one, loads the market cache (computing every screen on each
 * data version) and polls the data version; starts the live market's poller (its first poll done) and the daily
 * Play Store snapshots;
 * closing the app stops the polling and closes the store.
 */
export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    ...requestOptions(config.connections),
  });
  limitConnectionsPerAddress(app.server, config.connections.perAddress);
  // Before the store opens, so that a bad recording file leaves nothing open.
  const metrics = new AppMetrics();
  const playSource = new CountedPlaySource(
    createPlaySource(config.playstats, config.demoSeed, () => new Date()),
    metrics.playFailures,
  );
  const store = await openStore(config.database, { statementTimeoutMs: config.statementTimeoutMs });
  const screens = new ScreenAnswers(SCREENS, app.log, metrics.screenComputeSeconds);
  // The pattern masks of each stock's last session, kept for as long as its data version is current.
  const latestPatterns = keptLatestPatterns();
  let market: MarketCache;
  try {
    await seedDemoMarket(store, config.demoSeed, app.log, new Date());
    market = await MarketCache.load(store, app.log, async (snapshot) => {
      await screens.prepare(snapshot);
      warmLatestPatterns(latestPatterns, snapshot);
    });
  } catch (err) {
    await store.close();
    throw err;
  }
  app.decorate('store', store);
  app.decorate('market', market);
  market.startPolling(config.dataPollMs);
  const now = () => new Date();
  metrics.observeData(() => market.current, now);
  const source = createLiveSource(
    config.live,
    config.demoSeed,
    () => market.current,
    now,
    config.nepse,
    app.log,
  );
  const sessions = new SessionRecorder(store, source.name, () => market.refresh(), now, app.log);
  const live = new LivePoller(
    source,
    {
      intervalMs: config.live.pollMs,
      timeoutMs: config.live.timeoutMs,
      now,
      afterPoll: (quote) => sessions.record(quote),
      failures: metrics.livePollFailures,
    },
    app.log,
  );
  await live.start();
  const playSnapshots = new SnapshotJob({
    db: store.db,
    source: playSource,
    now,
    minutes: config.playstats.snapshotMinutes,
    log: app.log,
  });
  playSnapshots.start();
  app.addHook('onReady', async () => metrics.start());
  app.addHook('onClose', async () => {
    metrics.stop();
    playSnapshots.stop();
    await live.stop();
    await market.stopPolling();
    await store.close();
  });

  // Before the routes: the plugins hook into each route as it is declared.
  const indexPage = readIndexPage(config.webDist);
  await registerSecurityHeaders(app, {
    scriptHashes: inlineScriptHashes(indexPage ?? ''),
    apiUrls: [config.dataServiceUrl, config.playstats.url],
    analytics: config.analyticsId !== undefined,
  });
  registerRequestIdHeader(app);
  registerUrlLengthLimit(app);
  await registerCors(app, config.corsOrigins);
  await registerRateLimit(app, config.rateLimit);
  registerMethodNotAllowed(app);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerZodSchemas(app);
  await registerApiDocument(app);
  registerAccessKeys(app, { enabled: config.accessKeys, db: store.db, now, cache: config.keyCache });
  recordRequests(app, metrics);
  registerHealthRoutes(app, {
    market: () => market.current,
    storeVersion: () => readVersionNumber(store.db),
  });
  registerMetricsRoute(app, metrics);
  registerJsonCompression(app);
  // One store of RS ranks per data version for scans and back-tests: made by the first request that reads them.
  const ranksOf = keptRankHistory();
  registerBacktestRoutes(app, { limits: config.backtest, ranksOf });
  registerBarsRoutes(app);
  registerSectorRoutes(app);
  registerStockListRoutes(app);
  registerStockRoutes(app);
  registerSupportResistanceRoutes(app);
  registerFibonacciLevelsRoutes(app);
  registerTechnicalRatingsRoutes(app);
  registerScanRoutes(app, { maxCost: config.backtest.maxCost, latestPatterns, ranksOf });
  registerRelativeStrengthRoutes(app);
  registerScreenRoutes(app, SCREENS, screens);
  registerEventStudyRoutes(app, { limits: config.backtest });
  registerLiveRoutes(app, live);
  registerPlaystatsRoutes(app, {
    source: playSource,
    snapshots: playSnapshots,
    now,
    tracking: config.playTracking,
  });
  await registerStaticSite(app, config.webDist, indexPage, () => ({
    dataServiceUrl: config.dataServiceUrl,
    playstatsUrl: config.playstats.url,
    analyticsId: config.analyticsId,
    demoData: market.dataKind === 'demo',
  }));
  return app;
}
