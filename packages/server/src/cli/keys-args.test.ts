import { describe, expect, it } from 'vitest';
import { parseKeysArgs } from './keys-args';

describe('npm run keys arguments', () => {
  it.each([
    [['issue'], { command: 'issue', kind: 'full', label: '' }],
    [['issue', '--trial', '--label', 'Sita'], { command: 'issue', kind: 'trial', label: 'Sita' }],
    [['issue', '--days', '30'], { command: 'issue', kind: 'full', days: 30, label: '' }],
    [['list'], { command: 'list' }],
    [['revoke', '0123456789ab'], { command: 'revoke', id: '0123456789ab' }],
  ])('reads %j', (argv, command) => {
    expect(parseKeysArgs(argv)).toEqual(command);
  });

  it.each([
    [[], ''],
    [['open'], 'Unknown command: open'],
    [['issue', 'extra'], 'Unexpected argument: extra'],
    [['issue', '--trial', '--days', '3'], 'A trial key lasts 7 days: leave out --days.'],
    [['issue', '--days', '0'], '--days must be from 1 to 36500, got 0.'],
    [['issue', '--days', '36501'], '--days must be from 1 to 36500, got 36501.'],
    [['issue', '--days', '1.5'], '--days must be a whole number, got "1.5".'],
    [['list', '--label', 'x'], 'Only issue takes --trial, --days and --label.'],
    [['list', 'all'], 'Unexpected argument: all'],
    [['revoke'], 'revoke takes one key id (see list).'],
    [['revoke', 'a', 'b'], 'revoke takes one key id (see list).'],
  ])('refuses %j', (argv, problem) => {
    expect(parseKeysArgs(argv)).toEqual({ problem });
  });

  it('names an unknown option', () => {
    expect(parseKeysArgs(['issue', '--forever'])).toEqual({
      problem: expect.stringContaining("'--forever'"),
    });
  });
});
