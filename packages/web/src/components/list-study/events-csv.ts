import { EVENT_STUDY_CSV_DATE_COLUMNS } from '@nepse/contract';
import type { CalendarSystem } from '../../lib/calendar-system';
import { csvLines, csvText, withBsDates } from '../../lib/csv';

/**
 * The event study's CSV as the server wrote it, for a download in `system`: as it is in AD; in Bikram Sambat with
 * `dateBs` after `date` and `entryDateBs` after `entryDate`. The server writes AD only and the browser adds the BS
 * columns, as it does for every other CSV, so that the web app's converter stays the one place dates turn into BS
 * (the server and the contract do not carry the library).
 */
export function eventsCsvIn(serverCsv: string, system: CalendarSystem): string {
  if (system === 'ad') return serverCsv;
  const lines = csvLines(serverCsv);
  const header = lines[0] ?? [];
  const dateColumns = header.flatMap((name, i) =>
    (EVENT_STUDY_CSV_DATE_COLUMNS as readonly string[]).includes(name) ? [i] : [],
  );
  return csvText(withBsDates(lines, dateColumns, (name) => `${name}Bs`));
}
