import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAccessKey, secretHash } from '../access/access-key-text';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const KEY_LINE = /^nk_\S+$/m;

describe('npm run keys', () => {
  let dir: string;
  const run = (...args: string[]) => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/cli/keys.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: path.join(dir, 'nepse.db') },
        encoding: 'utf8',
      },
    );
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-keys-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints its usage and exits 2 when the command line is wrong', () => {
    const { code, err } = run('issue', '--trial', '--days', '3');
    expect(code).toBe(2);
    expect(err).toContain('A trial key lasts 7 days: leave out --days.');
    expect(err).toContain('Usage: npm run keys -- issue [--trial] [--days N] [--label TEXT]');
  });

  it('issues keys printed once, lists them without secret or hash, and revokes one', () => {
    expect(run('list').out).toContain('No access keys yet');
    const full = run('issue', '--label', 'Ram, broker');
    expect(full.code).toBe(0);
    expect(full.out).toMatch(/^Issued full key [0-9a-f]{12} in .*nepse\.db \(never expires\):$/m);
    expect(full.out).toContain('it cannot be shown again');
    const trial = run('issue', '--trial');
    expect(trial.out).toMatch(/^Issued trial key [0-9a-f]{12} .*\(expires \d{4}-\d\d-\d\dT[\d:.]+Z\):$/m);
    const fullKey = parseAccessKey(KEY_LINE.exec(full.out)?.[0] ?? '');
    const trialKey = parseAccessKey(KEY_LINE.exec(trial.out)?.[0] ?? '');
    if (!fullKey || !trialKey) throw new Error(`no key printed:\n${full.out}\n${trial.out}`);

    expect(run('revoke', trialKey.id)).toMatchObject({
      code: 0,
      out: expect.stringContaining('within 30 seconds'),
    });
    const listed = run('list');
    expect(listed.code).toBe(0);
    const lines = listed.out.trim().split('\n');
    expect(lines[0]).toMatch(/^id\s+label\s+kind\s+created\s+expires\s+state$/);
    expect(lines[1]).toMatch(
      new RegExp(`^${fullKey.id}\\s+Ram, broker\\s+full\\s+[\\d-]+ [\\d:]+ UTC\\s+never\\s+active$`),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${trialKey.id}\\s+-\\s+trial\\s+.* UTC\\s+[\\d-]+ [\\d:]+ UTC\\s+revoked$`),
    );
    for (const { secret } of [fullKey, trialKey]) {
      expect(listed.out).not.toContain(secret);
      expect(listed.out).not.toContain(secretHash(secret).toString('hex'));
    }

    const unknown = run('revoke', '000000000000');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No access key has the id "000000000000"');
  });
});
