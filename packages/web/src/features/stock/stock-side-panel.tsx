import { type RatingSummaryBody, type StockSummary, SUPPORT_RESISTANCE_METHODS } from '@nepse/contract';
import type { ReactNode } from 'react';
import { DateText } from '../../components/date-text';
import { Spinner } from '../../components/spinner';
import { formatPercent, formatPrice, NO_VALUE, signClass } from '../../lib/format';
import { useSymbolScreen } from '../../lib/symbol-screen-query';

const CARD_CLASS = 'rounded-xl border border-slate-200 p-4 dark:border-slate-700';
const TITLE_CLASS = 'mb-2 font-semibold text-slate-900 dark:text-white';
const MUTED_CLASS = 'text-slate-600 text-sm dark:text-slate-400';

/**
 * The cards show the answers of three screens through the screens' own query, so either page answers the other from
 * the cache; a card shows its failure inside it, without a toast.
 */
const CARD_QUERY = { silent: true };

/** A card of the side panel with its query's loading and failure shown inside it. */
function Card({
  title,
  query,
  children,
}: {
  title: string;
  query?: { isPending: boolean; error: Error | null };
  children: ReactNode;
}) {
  let body = children;
  if (query?.error) body = <p className={MUTED_CLASS}>{query.error.message}</p>;
  else if (query?.isPending) body = <Spinner label={`Loading ${title.toLowerCase()}`} />;
  return (
    <section className={CARD_CLASS} aria-label={title}>
      <h2 className={TITLE_CLASS}>{title}</h2>
      {body}
    </section>
  );
}

const votes = (s: RatingSummaryBody) => `${s.buy} buy · ${s.neutral} neutral · ${s.sell} sell`;

function RatingCard({ symbol }: { symbol: string }) {
  const query = useSymbolScreen('technicalRatings', symbol, CARD_QUERY);
  const answer = query.data;
  const latest = answer?.strip[answer.strip.length - 1];
  return (
    <Card title="Technical rating" query={query}>
      {answer && (
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-2">
            <dt className={MUTED_CLASS}>Summary</dt>
            <dd data-testid="rating-summary" className="font-semibold text-slate-900 dark:text-white">
              {latest?.band ?? NO_VALUE}
            </dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className={MUTED_CLASS}>Moving averages</dt>
            <dd>{votes(answer.movingAverages.summary)}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className={MUTED_CLASS}>Oscillators</dt>
            <dd>{votes(answer.oscillatorRating.summary)}</dd>
          </div>
          <div className="flex justify-between gap-2 pt-1 text-xs">
            <dt className={MUTED_CLASS}>Session</dt>
            <dd>
              <DateText date={answer.date} />
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

function PivotsCard({ symbol }: { symbol: string }) {
  const query = useSymbolScreen('supportResistance', symbol, CARD_QUERY);
  const answer = query.data;
  return (
    <Card title="Pivot levels" query={query}>
      {answer && (
        <div className="overflow-x-auto">
          <table className="w-full text-right text-xs tabular-nums">
            <caption className="sr-only">Pivot levels of {symbol} by method</caption>
            <thead>
              <tr className="text-slate-600 dark:text-slate-400">
                <th scope="col" className="text-left font-medium">
                  Level
                </th>
                {SUPPORT_RESISTANCE_METHODS.map((m) => (
                  <th key={m} scope="col" className="px-1 font-medium">
                    {m}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {answer.pivots.map((row) => (
                <tr key={row.name}>
                  <th scope="row" className="text-left font-medium">
                    {row.name}
                  </th>
                  {row.values.map((v, k) => (
                    <td key={SUPPORT_RESISTANCE_METHODS[k]} className="px-1">
                      {formatPrice(v.value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

function FibonacciCard({ symbol }: { symbol: string }) {
  const query = useSymbolScreen('fibonacciLevels', symbol, CARD_QUERY);
  const answer = query.data;
  return (
    <Card title="Fibonacci levels" query={query}>
      {answer &&
        (answer.swing ? (
          <>
            <p className={`${MUTED_CLASS} mb-1`}>
              {answer.swing.direction === 'up' ? 'Up' : 'Down'} swing{' '}
              <DateText date={answer.swing.start.date} /> to <DateText date={answer.swing.end.date} />
            </p>
            <dl className="grid grid-cols-2 gap-x-3 text-sm tabular-nums">
              {answer.levels.map((level) => (
                <div key={`${level.kind}-${level.ratio}`} className="flex justify-between">
                  <dt className={MUTED_CLASS}>
                    {level.kind === 'extension' ? 'Ext ' : ''}
                    {(level.ratio * 100).toFixed(1)}%
                  </dt>
                  <dd>{formatPrice(level.price)}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className={MUTED_CLASS}>No major swing yet.</p>
        ))}
    </Card>
  );
}

export interface StockSidePanelProps {
  symbol: string;
  /** The server's: the last close, its change on adjusted closes, the 52-week range of adjusted prices. */
  summary: StockSummary | null;
}

/** Beside the chart: last close and change, 52-week range, technical rating, pivot and Fibonacci levels. */
export function StockSidePanel({ symbol, summary }: StockSidePanelProps) {
  return (
    <div className="space-y-4">
      <Card title="Last close">
        {summary && (
          <dl className="space-y-1 text-sm tabular-nums">
            <div className="flex items-baseline justify-between gap-2">
              <dt className={MUTED_CLASS}>
                <DateText date={summary.date} />
              </dt>
              <dd data-testid="last-close" className="font-semibold text-2xl text-slate-900 dark:text-white">
                {formatPrice(summary.close)}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className={MUTED_CLASS}>Change</dt>
              <dd className={signClass(summary.change)}>
                {formatPrice(summary.change)} ({formatPercent(summary.changePercent)})
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className={MUTED_CLASS}>52-week range</dt>
              <dd data-testid="week-range">
                {formatPrice(summary.low52Week)} – {formatPrice(summary.high52Week)}
              </dd>
            </div>
          </dl>
        )}
      </Card>
      <RatingCard symbol={symbol} />
      <PivotsCard symbol={symbol} />
      <FibonacciCard symbol={symbol} />
    </div>
  );
}
