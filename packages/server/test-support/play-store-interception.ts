import { syncBuiltinESMExports } from 'node:module';
import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Answers the calling suite's requests to Google Play from nock's replies and refuses any other connection to the
 * outside; stops intercepting after the suite. The files of a worker share one nock (the unit projects run
 * without isolation), and a nock left active would catch the next file's requests to its own loopback server.
 */
export function interceptPlayStore(): void {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
    // nock swaps `request` and `get` on node:http and node:https; a module that imported them by name reads them
    // from Node's ES module view of the builtin, taken when the worker first imported it, perhaps while nock was
    // on (it turns itself on when imported), and left alone by the restore: bring that view back in line too.
    syncBuiltinESMExports();
  });
}
