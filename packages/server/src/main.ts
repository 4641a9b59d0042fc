import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { StoreError } from './store/open-store';

async function main(): Promise<void> {
  const started = performance.now();
  let config: ServerConfig;
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    config = loadConfig();
    app = await buildApp(config);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof StoreError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Ctrl-C reaches the server twice (from the terminal and from `npm start`): a repeat must not kill it
  // before the requests in flight are answered and the store is closed.
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
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
