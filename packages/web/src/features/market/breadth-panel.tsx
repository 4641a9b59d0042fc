import type { MarketOverviewResponse } from '@nepse/contract';
import { AppLink } from '../../components/app-link';
import { formatCount, formatPercent } from '../../lib/format';
import { stockLinkFor } from '../../lib/stock-link';

type Overview = MarketOverviewResponse;

const CARD = 'rounded-xl border border-slate-200 p-4 dark:border-slate-700';
const FIGURE = 'mt-1 font-bold text-2xl text-slate-900 dark:text-white';
/** The labels as written: the page must not upper-case them. */
const LABEL = 'text-slate-600 text-sm normal-case dark:text-slate-400';

/** The stocks of a 52-week list, each a link to its page; says so when the list is empty. */
function SymbolList({ symbols }: { symbols: readonly string[] }) {
  if (symbols.length === 0) return <p className="mt-2 text-slate-500 text-sm">None today.</p>;
  return (
    <ul className="mt-2 flex max-h-28 flex-wrap gap-x-3 gap-y-1 overflow-auto text-sm">
      {symbols.map((symbol) => (
        <li key={symbol}>
          <AppLink to={stockLinkFor(symbol)} className="font-semibold text-primary-ink hover:underline">
            {symbol}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The latest session's breadth (each stock against its previous close), its new 52-week highs and lows (the 52-Week
 * High & Low screen's), and the share of stocks above their SMA 50 and SMA 200.
 */
export function BreadthPanel({ overview }: { overview: Overview }) {
  const { breadth, newHighs, newLows, smaShare } = overview;
  const latest = smaShare[smaShare.length - 1];
  const counts = [
    ['Advancing', breadth.advancing],
    ['Declining', breadth.declining],
    ['Unchanged', breadth.unchanged],
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="market-breadth">
      {counts.map(([label, count]) => (
        <div key={label} className={CARD}>
          <p className={LABEL}>{label}</p>
          <p className={FIGURE}>{formatCount(count)}</p>
        </div>
      ))}
      <div className={CARD} data-testid="new-highs">
        <p className={LABEL}>New 52-week highs</p>
        <p className={FIGURE}>{formatCount(newHighs.length)}</p>
        <SymbolList symbols={newHighs} />
      </div>
      <div className={CARD} data-testid="new-lows">
        <p className={LABEL}>New 52-week lows</p>
        <p className={FIGURE}>{formatCount(newLows.length)}</p>
        <SymbolList symbols={newLows} />
      </div>
      <div className={CARD} data-testid="sma-share">
        <p className={LABEL}>Above SMA 50 / SMA 200</p>
        <p className={FIGURE}>
          {formatPercent(latest?.above50 ?? null)} / {formatPercent(latest?.above200 ?? null)}
        </p>
      </div>
    </div>
  );
}
