import type { TechnicalRatingsResponse } from '@nepse/contract';
import { buyShare } from '@nepse/core';
import { useFormatDate } from '../../lib/calendar-system';
import { formatPercent } from '../../lib/format';

const BAND_CLASS = {
  'Strong Sell': 'bg-red-600',
  Sell: 'bg-red-300',
  Neutral: 'bg-slate-300 dark:bg-slate-600',
  Buy: 'bg-emerald-300',
  'Strong Buy': 'bg-emerald-600',
} as const;

/**
 * Beyond the spec: the overall rating of each of the last sessions, oldest first, one coloured cell each (its
 * date, band and buy share in the cell's title), so a trader sees whether the rating is turning.
 */
export function RatingStrip({ sessions }: { sessions: TechnicalRatingsResponse['strip'] }) {
  const writeDate = useFormatDate();
  return (
    <figure>
      <figcaption className="mb-2 text-slate-600 text-sm dark:text-slate-400">
        Overall rating, last {sessions.length} sessions (oldest first)
      </figcaption>
      <ol className="flex gap-1" aria-label="Rating of the last sessions">
        {sessions.map((s) => {
          const label = `${writeDate(s.date)}: ${s.band} (${formatPercent(buyShare(s.summary))} buy)`;
          return (
            <li
              key={s.date}
              title={label}
              aria-label={label}
              data-band={s.band}
              className={`h-6 flex-1 rounded-sm ${BAND_CLASS[s.band]}`}
            />
          );
        })}
      </ol>
    </figure>
  );
}
