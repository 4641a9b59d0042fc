import { parseArgs } from 'node:util';
import type { IssueOptions } from '../access/issue-access-key';
import { TRIAL_DAYS } from '../access/key-lifetime';

export const KEYS_USAGE = [
  'Usage: npm run keys -- issue [--trial] [--days N] [--label TEXT]',
  '       npm run keys -- list',
  '       npm run keys -- revoke <id>',
].join('\n');

/** Longest lifetime `--days` takes: a century. */
const MAX_DAYS = 36_500;

export type KeysCommand =
  | ({ command: 'issue' } & IssueOptions)
  | { command: 'list' }
  | { command: 'revoke'; id: string };

/** The command `npm run keys` was given, or what is wrong with it ('' = nothing to add to the usage). */
export function parseKeysArgs(argv: string[]): KeysCommand | { problem: string } {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (err) {
    return { problem: (err as Error).message };
  }
  const [command, ...rest] = parsed.positionals;
  const { trial, days, label } = parsed.values;
  if (command === 'issue') {
    if (rest.length > 0) return { problem: `Unexpected argument: ${rest[0]}` };
    if (trial && days !== undefined)
      return { problem: `A trial key lasts ${TRIAL_DAYS} days: leave out --days.` };
    if (days === undefined) return { command, kind: trial ? 'trial' : 'full', label };
    if (!/^\d+$/.test(days)) return { problem: `--days must be a whole number, got "${days}".` };
    const n = Number(days);
    if (n < 1 || n > MAX_DAYS) return { problem: `--days must be from 1 to ${MAX_DAYS}, got ${days}.` };
    return { command, kind: 'full', days: n, label };
  }
  if (trial || days !== undefined || label !== '') {
    return { problem: 'Only issue takes --trial, --days and --label.' };
  }
  if (command === 'list')
    return rest.length === 0 ? { command } : { problem: `Unexpected argument: ${rest[0]}` };
  if (command === 'revoke') {
    return rest.length === 1 && rest[0]
      ? { command, id: rest[0] }
      : { problem: 'revoke takes one key id (see list).' };
  }
  return { problem: command === undefined ? '' : `Unknown command: ${command}` };
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      trial: { type: 'boolean', default: false },
      days: { type: 'string' },
      label: { type: 'string', default: '' },
    },
  });
}
