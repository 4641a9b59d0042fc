import { afterEach, beforeEach } from 'vitest';
import { openStore, type Store, type StoreTarget } from '../src/store/open-store';
import { type TestStoreTarget, testStoreTarget } from './store-targets';

/** The store of the running test, from `useTestStore`. */
export interface TestStore {
  readonly store: Store;
  /** Closes the store and opens its place again, as a restart would. */
  reopen(): Promise<void>;
}

/** Opens a fresh, empty store of `kind` before each test of the calling suite, and closes and removes it after. */
export function useTestStore(kind: StoreTarget['kind']): TestStore {
  let place: TestStoreTarget | undefined;
  let store: Store | undefined;
  beforeEach(async () => {
    place = testStoreTarget(kind);
    store = await openStore(place.target);
  });
  afterEach(async () => {
    await store?.close();
    await place?.cleanup();
  });
  const current = () => {
    if (!store || !place) throw new Error('The test store is open only while a test runs.');
    return { store, place };
  };
  return {
    get store() {
      return current().store;
    },
    async reopen() {
      const open = current();
      await open.store.close();
      store = await openStore(open.place.target);
    },
  };
}
