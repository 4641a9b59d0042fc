import {
  EVENT_STUDY_CAVEATS,
  EVENT_STUDY_CSV_DATE_COLUMNS,
  type EventStudyResponse,
  type ParsedEventStudyRequest,
} from '@nepse/contract';
import { BOOTSTRAP_RESAMPLES, type EventStudy, isoDate, type StudyEvent } from '@nepse/core';
import type { StudiedUniverse } from './studied-universe';

const isoOrNull = (day: number | null) => (day === null ? null : isoDate(day));

/** Core's study as the API answers it: dates as `YYYY-MM-DD`, with the list's name, the costs and the caveats. */
export function eventStudyAnswer(
  study: EventStudy,
  list: string,
  request: Pick<ParsedEventStudyRequest, 'costs'>,
): EventStudyResponse {
  return {
    list,
    from: isoOrNull(study.from),
    to: isoOrNull(study.to),
    costs: request.costs,
    events: study.events,
    eventSessions: study.eventSessions,
    sessions: study.sessions,
    resamples: BOOTSTRAP_RESAMPLES,
    horizons: study.horizons.map((h) => ({
      ...h,
      base: { ...h.base },
      nonOverlapping: { ...h.nonOverlapping },
    })),
    years: study.years.map((year) => ({ year: year.year, horizons: year.horizons.map((h) => ({ ...h })) })),
    caveats: [...EVENT_STUDY_CAVEATS],
  };
}

/** A CSV cell: plain text, quoted when it holds a comma, a quote or a line break. */
const cell = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The events as CSV, by session then symbol: symbol, the event session, the entry session (the symbol's next one,
 * empty when it has none) and its adjusted open, then the return at each horizon in percent (empty when the event has
 * none at that horizon), after the costs asked.
 */
export function eventStudyCsv(
  universe: StudiedUniverse,
  events: readonly StudyEvent[],
  horizons: readonly number[],
): string {
  const header = [
    'symbol',
    ...EVENT_STUDY_CSV_DATE_COLUMNS,
    'entryOpen',
    ...horizons.map((h) => `return${h}Percent`),
  ];
  const rows = events
    .map((e) => {
      const bars = universe.bars[e.symbol]!;
      const entry = e.bar + 1 < bars.date.length ? e.bar + 1 : -1;
      return {
        day: bars.date[e.bar]!,
        symbol: universe.symbols[e.symbol]!,
        cells: [
          universe.symbols[e.symbol]!,
          isoDate(bars.date[e.bar]!),
          entry < 0 ? '' : isoDate(bars.date[entry]!),
          entry < 0 ? '' : String(bars.open[entry]),
          ...e.returns.map((r) => (Number.isNaN(r) ? '' : String(r))),
        ],
      };
    })
    .sort((a, b) => a.day - b.day || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
  return `${[header, ...rows.map((row) => row.cells)].map((line) => line.map(cell).join(',')).join('\n')}\n`;
}
