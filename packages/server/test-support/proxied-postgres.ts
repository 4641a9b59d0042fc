import { TEST_POSTGRES_URL, type TestStoreTarget, testStoreTarget } from './store-targets';
import { TcpProxy } from './tcp-proxy';

/** A test's PostgreSQL place (a schema of its own) reached through a TCP proxy the test can stop and start. */
export interface ProxiedPostgres {
  proxy: TcpProxy;
  /** The schema behind the proxy's address; cleanup stops the proxy and drops the schema directly. */
  place: TestStoreTarget;
}

/** Starts a proxy to the test PostgreSQL server and gives a fresh schema's place behind it. */
export async function proxiedPostgres(): Promise<ProxiedPostgres> {
  const url = new URL(TEST_POSTGRES_URL);
  const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.start();
  const direct = testStoreTarget('postgres');
  url.port = String(proxy.port);
  const schema = direct.target.kind === 'postgres' ? direct.target.schema : undefined;
  return {
    proxy,
    place: {
      target: { kind: 'postgres', url: url.toString(), schema },
      cleanup: async () => {
        await proxy.stop();
        await direct.cleanup();
      },
    },
  };
}
