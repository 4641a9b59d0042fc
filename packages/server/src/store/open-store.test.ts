import { afterEach, describe, expect, it } from 'vitest';
import { type TestStoreTarget, testStoreTarget } from '../../test-support/store-targets';
import { readDataVersion } from './data-version';
import { openStore, type Store } from './open-store';

describe('openStore on PostgreSQL schemas', () => {
  const places: TestStoreTarget[] = [];
  const stores: Store[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    for (const place of places.splice(0)) await place.cleanup();
  });

  it("migrates a new schema while another schema of the database already holds Kysely's migration tables", async () => {
    for (let i = 0; i < 2; i++) {
      const place = testStoreTarget('postgres');
      places.push(place);
      stores.push(await openStore(place.target));
    }
    for (const store of stores) expect((await readDataVersion(store.db)).kind).toBe('empty');
  });
});
