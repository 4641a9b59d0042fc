import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasApiSamples, TestNepse } from '../../test-support/nepse-site';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe.skipIf(!hasApiSamples)('npm run top-up (loopback NEPSE)', () => {
  let dir: string;
  let nepse: TestNepse;
  let baseUrl: string;

  // Asynchronous, so that the loopback server in this process can answer the command.
  const run = (...args: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'packages/server/src/cli/top-up.ts', ...args],
        {
          cwd: repoRoot,
          env: {
            ...process.env,
            DATABASE_URL: path.join(dir, 'nepse.db'),
            NEPSE_BASE_URL: baseUrl,
            NEPSE_THROTTLE_MS: '0',
          },
        },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        err += d;
      });
      child.on('close', (code) => resolve({ code, out, err }));
    });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-top-up-'));
    nepse = new TestNepse();
    baseUrl = await nepse.start();
  });
  afterAll(async () => {
    await nepse.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints its usage for a bad option', async () => {
    const { code, err } = await run('--since', '2026-13-01');
    expect(code).toBe(2);
    expect(err).toContain('Usage: npm run top-up --');
  });

  it("writes NEPSE's company list and the validation report, logging the token module's hash", async () => {
    const report = path.join(dir, 'report.txt');
    // One day of price list and history since today: at most one day asked, none served (no bars for it).
    const today = new Date().toISOString().slice(0, 10);
    const { code, out } = await run('--days', '1', '--since', today, '--report', report);
    expect(code).toBe(0);
    expect(out).toContain(`from ${baseUrl} (history since ${today}, price list 1 days)`);
    expect(out).toMatch(
      /NEPSE's token module loaded: \{"url":".*\/assets\/prod\/css.wasm","bytes":119,"sha256":"[0-9a-f]{64}"\}/,
    );
    expect(out).toContain('  NEPSE company list: securities, 5 rows');
    expect(out).toMatch(
      /Written in [\d.]+ s: rows inserted or changed: securities 5, prices 0; data version 1\./,
    );
    expect(readFileSync(report, 'utf8')).toMatch(/^# import report .*: written\n# errors: 0\n/);
  });
});
