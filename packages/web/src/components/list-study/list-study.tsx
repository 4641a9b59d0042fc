import type { EventStudyResponse } from '@nepse/contract';
import { type ReactNode, useId, useState } from 'react';
import { useCalendarSystem } from '../../lib/calendar-system';
import { downloadText } from '../../lib/csv';
import { eventStudyCsv, type StudiedListRequest, useEventStudy } from '../../lib/event-study-query';
import { formatCount, formatDate } from '../../lib/format';
import { Button } from '../button';
import { ErrorPanel } from '../error-panel';
import { LoadingStatus } from '../loading-status';
import { eventsCsvIn } from './events-csv';
import { StudyChart } from './study-chart';
import { studyCaveats, studySentence } from './study-sentence';
import { StudyHorizonTable, StudyYearTable } from './study-tables';

export interface ListStudyProps {
  /** The list studied, as the request names it. */
  list: StudiedListRequest;
  /** Start of the CSV file's name, e.g. `volume-shockers`. */
  csvName: string;
}

const HEADING = 'How this list has done';

function StudyBody({ study, list, csvName }: { study: EventStudyResponse } & ListStudyProps) {
  const [csvError, setCsvError] = useState<string>();
  const { system } = useCalendarSystem();
  const download = async () => {
    setCsvError(undefined);
    try {
      downloadText(eventsCsvIn(await eventStudyCsv(list), system), `${csvName}-events.csv`);
    } catch (err) {
      setCsvError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <div className="space-y-4">
      <p className="font-medium text-slate-900 dark:text-white">{studySentence(study)}</p>
      <p className="text-slate-600 text-sm dark:text-slate-400">
        {formatCount(study.events)} events (a stock on the list on a session) on{' '}
        {formatCount(study.eventSessions)} of {formatCount(study.sessions)} sessions
        {study.from && study.to
          ? ` from ${formatDate(study.from, system)} to ${formatDate(study.to, system)}`
          : ''}
        . A return is from the next session's open to the close h sessions later, on adjusted prices, before
        costs; "all stocks" is every stock on the same sessions.
      </p>
      {study.events > 0 && (
        <>
          <StudyChart horizons={study.horizons} />
          <StudyHorizonTable horizons={study.horizons} />
          <details>
            <summary className="cursor-pointer font-medium text-primary-ink text-sm">By year</summary>
            <div className="mt-2">
              <StudyYearTable years={study.years} />
            </div>
          </details>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="small" onClick={() => void download()} disabled={study.events === 0}>
          Download events (CSV)
        </Button>
        {csvError && (
          <p role="alert" className="text-red-700 text-sm dark:text-red-400">
            {csvError}
          </p>
        )}
      </div>
      <ul className="list-disc space-y-1 pl-5 text-slate-600 text-xs dark:text-slate-400">
        {studyCaveats(study).map((caveat) => (
          <li key={caveat}>{caveat}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "How this list has done": what followed each time a stock was on this list, from the event study of the list
 * (POST /api/event-study) — a sentence with the figures, the mean return by horizon against all stocks, the table,
 * the years, the events as CSV and the caveats. It loads when asked, so that the screen itself stays fast.
 */
export function ListStudy({ list, csvName }: ListStudyProps) {
  const [asked, setAsked] = useState(false);
  const query = useEventStudy(list, asked);
  const headingId = useId();
  let body: ReactNode;
  if (!asked) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-600 text-sm dark:text-slate-400">
          What followed each time a stock was on this list, every session since 2018, against all stocks.
        </p>
        <Button variant="outline" size="small" onClick={() => setAsked(true)}>
          Show how this list has done
        </Button>
      </div>
    );
  } else if (query.isFetching && !query.data) {
    body = <LoadingStatus message="Loading how this list has done..." />;
  } else if (query.error) {
    body = <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (query.data) {
    body = <StudyBody study={query.data} list={list} csvName={csvName} />;
  }
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id={headingId} className="mb-3 font-semibold text-lg text-slate-900 dark:text-white">
        {HEADING}
      </h2>
      {body}
    </section>
  );
}
