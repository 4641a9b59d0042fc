import { z } from 'zod';

/** Local-storage key of the scans saved in this browser. */
export const SAVED_SCANS_KEY = 'savedScans';

/** A saved scan: the name it was saved under and its address query (lib/scan-link.ts), which reopens it. */
export interface SavedScan {
  name: string;
  search: string;
}

const savedScansSchema = z.array(z.object({ name: z.string(), search: z.string() }));

/** The saved scans in the order saved; none when storage is off or holds something else. */
export function readSavedScans(storage: Pick<Storage, 'getItem'> = localStorage): SavedScan[] {
  try {
    const parsed = savedScansSchema.safeParse(JSON.parse(storage.getItem(SAVED_SCANS_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The list with `scan` saved: a scan of the same name (any case, trimmed) is replaced in place, else added last. */
export function withScan(scans: readonly SavedScan[], scan: SavedScan): SavedScan[] {
  const name = scan.name.trim();
  const saved = { name, search: scan.search };
  const at = scans.findIndex((s) => s.name.toLowerCase() === name.toLowerCase());
  return at === -1 ? [...scans, saved] : scans.map((s, i) => (i === at ? saved : s));
}

/** The list without the scan named `name`. */
export function withoutScan(scans: readonly SavedScan[], name: string): SavedScan[] {
  return scans.filter((s) => s.name !== name);
}

/** Keeps the list; false when the browser refuses (storage off or full). */
export function writeSavedScans(
  scans: readonly SavedScan[],
  storage: Pick<Storage, 'setItem'> = localStorage,
): boolean {
  try {
    storage.setItem(SAVED_SCANS_KEY, JSON.stringify(scans));
    return true;
  } catch {
    return false;
  }
}
