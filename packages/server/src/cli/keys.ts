// `npm run keys -- issue [--trial] [--days N] [--label TEXT]`, `npm run keys -- list`, `npm run keys -- revoke <id>`:
// the access keys of the store named by DATABASE_URL (see README, "Access keys").
import { type IssueOptions, issueAccessKey } from '../access/issue-access-key';
import { ConfigError, loadConfig } from '../config';
import { listAccessKeys, revokeAccessKey } from '../store/access-keys';
import { openStore, type Store, StoreError } from '../store/open-store';
import { KEYS_USAGE, parseKeysArgs } from './keys-args';
import { keysTable } from './keys-table';
import { runCommand, storeName } from './run-command';

async function main(): Promise<number> {
  const args = parseKeysArgs(process.argv.slice(2));
  if ('problem' in args) {
    console.error(args.problem ? `${args.problem}\n${KEYS_USAGE}` : KEYS_USAGE);
    return 2;
  }
  const config = loadConfig();
  const store = await openStore(config.database);
  try {
    if (args.command === 'issue') return await issue(store, args, storeName(config.database));
    if (args.command === 'list') return await list(store);
    return await revoke(store, args.id, config.keyCache.knownMs);
  } finally {
    await store.close();
  }
}

async function issue(store: Store, options: IssueOptions, where: string): Promise<number> {
  const issued = await issueAccessKey(store.db, options, new Date());
  const expires = issued.expiresAt ? `expires ${issued.expiresAt.toISOString()}` : 'never expires';
  console.log(`Issued ${options.kind} key ${issued.id} in ${where} (${expires}):`);
  console.log(issued.key);
  console.log('Copy it now: it cannot be shown again (the store keeps only a hash of it).');
  return 0;
}

async function list(store: Store): Promise<number> {
  const keys = await listAccessKeys(store.db);
  if (keys.length === 0) console.log('No access keys yet: issue one with npm run keys -- issue.');
  else for (const line of keysTable(keys, new Date())) console.log(line);
  return 0;
}

async function revoke(store: Store, id: string, keyCacheMs: number): Promise<number> {
  if (!(await revokeAccessKey(store.db, id, new Date()))) {
    console.error(`No access key has the id "${id}" (npm run keys -- list shows them).`);
    return 1;
  }
  console.log(`Revoked key ${id}: servers refuse it within ${keyCacheMs / 1000} seconds.`);
  return 0;
}

await runCommand(main, [ConfigError, StoreError]);
