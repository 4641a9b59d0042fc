import type { TrendSignal } from '@nepse/contract';
import { useId } from 'react';
import { AppLink } from '../../components/app-link';
import { classNames } from '../../components/class-names';
import { WatchStar } from '../../components/watch-star';
import { formatMoney } from '../../lib/format';
import { stockLinkFor } from '../../lib/stock-link';
import type { ShownSections } from './signal-filter';

const TONES = {
  bullish: {
    title: 'text-emerald-700 dark:text-emerald-400',
    count: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
    mark: 'bg-emerald-600 dark:bg-emerald-400',
  },
  bearish: {
    title: 'text-red-700 dark:text-red-400',
    count: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
    mark: 'bg-red-600 dark:bg-red-400',
  },
} as const;

interface SignalSectionProps {
  tone: keyof typeof TONES;
  title: string;
  signals: readonly string[];
}

/** A card's Bullish or Bearish section: its title, its count and the texts of its signals. */
function SignalSection({ tone, title, signals }: SignalSectionProps) {
  const style = TONES[tone];
  return (
    <section aria-label={title} className="mt-3">
      <h3 className={classNames('flex items-center gap-2 font-semibold text-sm', style.title)}>
        {title}
        <span className={classNames('rounded-full px-2 py-0.5 text-xs', style.count)}>{signals.length}</span>
      </h3>
      {signals.length === 0 ? (
        <p className="mt-1 text-slate-500 text-sm dark:text-slate-400">None</p>
      ) : (
        <ul className="mt-1 space-y-1 text-slate-700 text-sm dark:text-slate-300">
          {signals.map((signal) => (
            <li key={signal} className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className={classNames('mt-1.5 size-1.5 shrink-0 rounded-full', style.mark)}
              />
              {signal}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface TrendSignalCardProps {
  record: TrendSignal;
  shown: ShownSections;
}

/**
 * One stock's card: its symbol, which opens its stock page, a badge with its positive plus negative signals,
 * its LTP, and the sections the filter shows.
 */
export function TrendSignalCard({ record, shown }: TrendSignalCardProps) {
  const titleId = useId();
  const total = record.positiveSignals.length + record.negativeSignals.length;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          {/* The star sits beside the heading, not in it: the heading alone names the card. */}
          <div className="flex items-center gap-1">
            <WatchStar symbol={record.symbol} />
            <h2 id={titleId} className="font-bold text-lg">
              <AppLink
                to={stockLinkFor(record.symbol)}
                title={`Open the ${record.symbol} stock page`}
                className="text-primary-ink hover:underline"
              >
                {record.symbol}
              </AppLink>
            </h2>
          </div>
          <p className="text-slate-600 text-xs dark:text-slate-400">LTP {formatMoney(record.ltp)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-primary-soft px-2.5 py-1 font-semibold text-primary-ink text-xs">
          {total} signals
        </span>
      </header>
      {shown.bullish && <SignalSection tone="bullish" title="Bullish" signals={record.positiveSignals} />}
      {shown.bearish && <SignalSection tone="bearish" title="Bearish" signals={record.negativeSignals} />}
    </article>
  );
}
