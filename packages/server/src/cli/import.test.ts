import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('npm run import', () => {
  let dir: string;
  const run = (...args: string[]) => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/cli/import.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: path.join(dir, 'nepse.db') },
        encoding: 'utf8',
      },
    );
    return { code: result.status, out: result.stdout, err: result.stderr };
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'nepse-cli-'));
    writeFileSync(
      path.join(dir, 'prices.csv'),
      'symbol,date,open,high,low,close,volume\n' +
        'NABIL,2023-01-01,859,865,850,854.5,263159\n' +
        'NABIL,2023-01-02,735.5,751,725,739,227630\n' +
        'ADBL,2023-01-02,0,305,298,302,1000\n' +
        'UPPER,2023-01-02,200,210,190,0,50\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints its usage without a path', () => {
    const { code, err } = run();
    expect(code).toBe(2);
    expect(err).toContain('Usage: npm run import --');
  });

  it('refuses an --opens-from that is not a date, writing nothing', () => {
    const { code, err } = run('--opens-from', '2018-02-30', path.join(dir, 'prices.csv'));
    expect(code).toBe(2);
    expect(err).toContain('--opens-from must be a date YYYY-MM-DD, not "2018-02-30".');
  });

  it('writes nothing when a row is an error, printing it as file:line: reason', () => {
    const { code, out } = run('--report', path.join(dir, 'report.txt'), path.join(dir, 'prices.csv'));
    expect(code).toBe(1);
    expect(out).toContain(`${path.join(dir, 'prices.csv')}:5: close 0 is not positive`);
    expect(out).toContain('Nothing written: 1 error.');
    expect(readFileSync(path.join(dir, 'report.txt'), 'utf8')).toContain('# errors: 1');
  });

  it('writes the rest with --skip-invalid, lists warnings in the report, and changes nothing the second time', () => {
    const report = path.join(dir, 'report.txt');
    const first = run('--skip-invalid', '--report', report, path.join(dir, 'prices.csv'));
    expect(first.code).toBe(0);
    expect(first.out).toContain('Skipped 1 invalid line (--skip-invalid):');
    expect(first.out).toContain('Warnings: 1');
    expect(first.out).toMatch(/Written in [\d.]+ s: .*prices 3,.*data version 1\./);
    expect(first.out).toContain('2 symbols have prices or actions but no securities row');
    expect(first.out).toContain(
      'Adjustment audit: 0 sessions where two factors meet or an event moves beyond the band.',
    );
    expect(readFileSync(report, 'utf8')).toContain(
      `${path.join(dir, 'prices.csv')}:4: open 0 := close 302 [price missing or not positive]`,
    );
    const second = run('--skip-invalid', '--report', report, path.join(dir, 'prices.csv'));
    expect(second.code).toBe(0);
    expect(second.out).toContain('Nothing changed: the store already holds this data (data version 1)');
  });
});
