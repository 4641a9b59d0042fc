import { AppLink } from '../../components/app-link';
import { classNames } from '../../components/class-names';
import { abbreviateCount } from '../../lib/abbreviate-count';
import { formatCount, formatPercent, formatPrice } from '../../lib/format';
import { stockLinkFor } from '../../lib/stock-link';
import { CandleChart } from './candle-chart';
import { type LiveCandle, rangePercent } from './live-candle';

export interface CandleCardProps {
  candle: LiveCandle;
  selected: boolean;
  onToggle: () => void;
}

/** The card's change in percent, with a plus sign for gainers. */
export function signedPercent(candle: Pick<LiveCandle, 'changePercent' | 'isGainer'>): string {
  return `${candle.isGainer ? '+' : ''}${formatPercent(candle.changePercent)}`;
}

/**
 * A candle card: the symbol (opening its stock page), the close, the change, the drawn candle and the High,
 * Vol and Low boxes; a click selects it and shows the popup of Open, High, Low, Close, Volume and Range %.
 */
export function CandleCard({ candle, selected, onToggle }: CandleCardProps) {
  const tone = candle.isGainer
    ? 'text-emerald-700 dark:text-emerald-400'
    : candle.changePercent < 0
      ? 'text-red-700 dark:text-red-400'
      : 'text-slate-600 dark:text-slate-300';
  return (
    <article
      aria-label={candle.symbol}
      data-selected={selected}
      className={classNames(
        'relative rounded-xl border bg-white p-3 shadow-sm dark:bg-slate-900',
        selected ? 'border-primary ring-2 ring-primary/40' : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <header className="flex items-baseline justify-between gap-2">
        <AppLink
          to={stockLinkFor(candle.symbol)}
          title={`Open ${candle.symbol}`}
          className="font-semibold text-primary-ink hover:underline"
        >
          {candle.symbol}
        </AppLink>
        <span className="text-right">
          <span className="block font-semibold text-slate-900 dark:text-white">
            {formatPrice(candle.close)}
          </span>
          <span className={classNames('block text-xs', tone)}>{signedPercent(candle)}</span>
        </span>
      </header>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={`${selected ? 'Deselect' : 'Select'} ${candle.symbol}`}
        onClick={onToggle}
        className="mt-2 flex w-full items-center gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-primary"
      >
        <CandleChart candle={candle} />
        <dl className="grid flex-1 gap-1.5 text-xs">
          <Box label="High" value={formatPrice(candle.high)} />
          <Box label="Vol" value={abbreviateCount(candle.volume)} />
          <Box label="Low" value={formatPrice(candle.low)} />
        </dl>
      </button>
      {selected && (
        <section
          aria-label={`${candle.symbol} details`}
          className="absolute inset-x-2 top-full z-10 mt-1 rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
            <Detail label="Open" value={formatPrice(candle.open)} />
            <Detail label="High" value={formatPrice(candle.high)} />
            <Detail label="Low" value={formatPrice(candle.low)} />
            <Detail label="Close" value={formatPrice(candle.close)} />
            <Detail label="Volume" value={formatCount(candle.volume)} />
            <Detail label="Range %" value={formatPercent(rangePercent(candle))} />
          </dl>
        </section>
      )}
    </article>
  );
}

function Box({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md bg-slate-100 px-2 py-1 dark:bg-slate-800">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-slate-900 dark:text-white">{value}</dd>
    </>
  );
}
