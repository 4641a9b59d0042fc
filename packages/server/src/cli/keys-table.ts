import { keyState } from '../access/key-lifetime';
import type { AccessKeyListing } from '../store/access-keys';

const HEADER = ['id', 'label', 'kind', 'created', 'expires', 'state'] as const;

/** An ISO timestamp to the minute, in UTC, as the list shows it. */
const minute = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** `npm run keys -- list` as lines of aligned columns: never a secret nor a hash, which the listing lacks. */
export function keysTable(keys: readonly AccessKeyListing[], now: Date): string[] {
  const rows = keys.map((k) => [
    k.id,
    k.label || '-',
    k.kind,
    minute(k.created_at),
    k.expires_at === null ? 'never' : minute(k.expires_at),
    keyState(k, now),
  ]);
  const table = [[...HEADER], ...rows];
  const widths = HEADER.map((_, c) => Math.max(...table.map((r) => r[c]?.length ?? 0)));
  return table.map((r) =>
    r
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
