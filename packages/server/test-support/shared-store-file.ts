import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** True while the process that took `lock` runs, or while it has not yet said which it is. */
function held(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies into `file` the SQLite store that `fill` writes for `key`, which is made once per test run: importing the
 * real market takes seconds of a core, and several test files want the very same store. The first file to ask
 * fills it (others wait for it, or take over when it died meanwhile); each gets a copy of its own to change.
 */
export async function copySharedStore(key: string, file: string, fill: (file: string) => Promise<void>) {
  const name = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const shared = path.join(inject('runDir'), `${name}.db`);
  const lock = `${shared}.lock`;
  while (!existsSync(shared)) {
    try {
      mkdirSync(lock);
    } catch {
      if (held(lock)) await sleep(200);
      else rmSync(lock, { recursive: true, force: true });
      continue;
    }
    try {
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      const filling = `${shared}.${process.pid}`;
      await fill(filling);
      // Closed, the store is one file (its write-ahead log folded in): renamed whole, no one sees it half written.
      renameSync(filling, shared);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  copyFileSync(shared, file);
}
