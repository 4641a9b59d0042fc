import type { LiveStatus, MarketPhase } from '@nepse/contract';
import { classNames } from '../../components/class-names';
import { formatPrice, signClass } from '../../lib/format';

const PHASE_TEXT: Record<MarketPhase, string> = {
  'pre-open': 'Pre-open',
  open: 'Market open',
  closed: 'Market closed',
};

/** Beyond the spec, in the header: the market phase, simulated prices said as such, and the NEPSE index live. */
export function LiveMarketStatus({ status }: { status: LiveStatus | undefined }) {
  if (!status) return null;
  const { index } = status;
  return (
    <section className="flex flex-wrap items-center gap-2 text-sm" aria-label="Market status">
      <span
        className={classNames(
          'rounded-full px-2.5 py-1 font-semibold',
          status.phase === 'open'
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
            : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
        )}
      >
        {PHASE_TEXT[status.phase]}
      </span>
      {status.source === 'simulator' && (
        <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          Simulated prices
        </span>
      )}
      {index && (
        <span className="font-medium text-slate-900 dark:text-white">
          NEPSE {formatPrice(index.value)}{' '}
          <span className={signClass(index.change)}>
            {index.change > 0 ? '+' : ''}
            {formatPrice(index.change)} ({index.percentageChange > 0 ? '+' : ''}
            {formatPrice(index.percentageChange)}%)
          </span>
        </span>
      )}
    </section>
  );
}
