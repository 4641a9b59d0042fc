import { z } from 'zod';
import { type WatchAlert, watchAlertSchema } from './watch-alert';
import { type Watchlist, type WatchlistBook, watchlistSchema } from './watchlists';

/** What marks a file as our export, so that any other JSON file is refused by name. */
export const WATCHLIST_FILE_FORMAT = 'nepse-watchlists';
export const WATCHLIST_FILE_VERSION = 1;
/** The name a download gets. */
export const WATCHLIST_FILE_NAME = 'watchlists.json';

const fileSchema = z.object({
  format: z.literal(WATCHLIST_FILE_FORMAT),
  version: z.literal(WATCHLIST_FILE_VERSION),
  lists: z.array(watchlistSchema),
  alerts: z.array(watchAlertSchema).default([]),
});

/** What an export file holds. */
export interface WatchlistFile {
  lists: Watchlist[];
  alerts: WatchAlert[];
}

/** The lists and alerts as the text of an export file (JSON, readable). */
export function watchlistFileText(book: WatchlistBook): string {
  const file = {
    format: WATCHLIST_FILE_FORMAT,
    version: WATCHLIST_FILE_VERSION,
    lists: book.lists,
    alerts: book.alerts,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** A place in the file as a reader would find it: `lists[1].symbols[0]`. */
function placeOf(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/** The file's lists and alerts, or the message that says why it cannot be imported. */
export function parseWatchlistFile(text: string): { file: WatchlistFile } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'This file is not a watchlist export: it is not JSON text.' };
  }
  if (
    typeof json !== 'object' ||
    json === null ||
    (json as { format?: unknown }).format !== WATCHLIST_FILE_FORMAT
  ) {
    return { error: `This file is not a watchlist export: it lacks "format": "${WATCHLIST_FILE_FORMAT}".` };
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? placeOf(issue.path) : '';
    return {
      error: `This watchlist file cannot be imported: ${where === '' ? '' : `${where}: `}${issue?.message}.`,
    };
  }
  const names = parsed.data.lists.map((l) => l.name.toLowerCase());
  const twice = parsed.data.lists.find((l, i) => names.indexOf(l.name.toLowerCase()) !== i);
  if (twice)
    return { error: `This watchlist file cannot be imported: it names the list "${twice.name}" twice.` };
  return { file: { lists: parsed.data.lists, alerts: parsed.data.alerts } };
}

/**
 * The book with a file's lists and alerts added: a list of the same name (any case) is replaced by the file's, an
 * alert of the same id too; the others are kept.
 */
export function withImported(book: WatchlistBook, file: WatchlistFile): WatchlistBook {
  const incoming = new Set(file.lists.map((l) => l.name.toLowerCase()));
  const ids = new Set(file.alerts.map((a) => a.id));
  const lists = [...book.lists.filter((l) => !incoming.has(l.name.toLowerCase())), ...file.lists];
  const alerts = [...book.alerts.filter((a) => !ids.has(a.id)), ...file.alerts];
  const active = lists.some((l) => l.name === book.active) ? book.active : (file.lists[0]?.name ?? '');
  return { ...book, lists, active, alerts };
}
