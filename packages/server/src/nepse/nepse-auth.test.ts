import { afterEach, describe, expect, it } from 'vitest';
import { hasApiSamples, TestNepse } from '../../test-support/nepse-site';
import { NepseClient } from './nepse-client';
import { fetchMarketOpen } from './nepse-endpoints';

describe.skipIf(!hasApiSamples)('NEPSE authentication (loopback server)', () => {
  let nepse: TestNepse;
  afterEach(() => nepse.stop());

  it('keeps a token 45 s, then proves again', async () => {
    nepse = new TestNepse();
    let now = 0;
    const client = new NepseClient({ baseUrl: await nepse.start(), log: { info: () => {} }, now: () => now });
    await fetchMarketOpen(client);
    now = 44_999;
    await fetchMarketOpen(client);
    expect(nepse.proves).toBe(1);
    now = 45_000;
    await fetchMarketOpen(client);
    expect(nepse.proves).toBe(2);
    // The module is fetched once: only a 401 fetches it again.
    expect(nepse.requested('/assets/prod/css.wasm')).toHaveLength(1);
  });

  it('proves once for calls made together', async () => {
    nepse = new TestNepse();
    const client = new NepseClient({ baseUrl: await nepse.start(), log: { info: () => {} } });
    await Promise.all([fetchMarketOpen(client), fetchMarketOpen(client), fetchMarketOpen(client)]);
    expect(nepse.proves).toBe(1);
  });

  it('sends the token less the junk characters, as "Salter <token>"', async () => {
    nepse = new TestNepse();
    const client = new NepseClient({ baseUrl: await nepse.start(), log: { info: () => {} } });
    const { token } = await client.auth.credentials();
    // The loopback server inserted '#' at 1, 3, 7, 10 and 15 into "token1-abcdefghijklmnop".
    expect(token).toBe('token1-abcdefghijklmnop');
    expect((await fetchMarketOpen(client)).id).toBe(80);
  });
});
