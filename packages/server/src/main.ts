import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { followRequestsInFlight } from './http/requests-in-flight';
import { StoreError } from './store/open-store';
import { StoreUnavailableError } from './store/store-unavailable';

async function main(): Promise<void> {
  const started = performance.now();
  let config: ServerConfig;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    config = loadConfig();
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof StoreError || err instanceof StoreUnavailableError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const inFlight = followRequestsInFlight(app.server);
  // Ctrl-C reaches the server twice (from the terminal and from `npm start`): a repeat must not kill it
  // before the requests in flight are answered and the store is closed.
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    const grace = config.shutdownGraceMs;
    // Closing refuses new connections, answers the requests in flight, then closes the store; within the grace.
    setTimeout(() => {
      const abandoned = inFlight();
      const what = abandoned.length
        ? `abandoned ${abandoned.length} request(s) in flight: ${abandoned.join(', ')}`
        : 'the store had not closed';
      console.error(
        `Shutdown gave up after the ${grace / 1000} s grace period (SHUTDOWN_GRACE_SECONDS): ${what}.`,
      );
      process.exit(1);
    }, grace);
    try {
      await app.close();
    } catch (err) {
      console.error(`Shutdown failed: ${(err as Error).message}`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const { dataKind, latestDate } = app.market;
  const data = dataKind === 'demo' ? 'demo market' : 'imported data';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `NEPSE analytics is running at http://localhost:${port} (${data} to ${latestDate}; ready in ${seconds} s)`,
  );
}

await main();
