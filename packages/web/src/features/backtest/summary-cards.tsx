import type { BriefSummary } from '@nepse/contract';
import { classNames } from '../../components/class-names';
import { formatCount, formatMoney, formatPercent, formatRatio, NO_VALUE, signClass } from '../../lib/format';
import { benchmarkCards } from './benchmark-cards';

interface Card {
  label: string;
  value: string;
  /** Colour class of a signed value. */
  tone?: string;
  hint?: string;
}

function cardsOf(s: BriefSummary): { spec: Card[]; more: Card[] } {
  const profit = s.final_capital - s.initial_capital;
  return {
    spec: [
      { label: 'Total Trades', value: formatCount(s.total_trades), hint: 'Closed and open trades' },
      { label: 'Positive Trades', value: formatCount(s.positive_trades) },
      { label: 'Negative Trades', value: formatCount(s.negative_trades) },
      { label: 'Initial Capital', value: formatMoney(s.initial_capital) },
      { label: 'Final Capital', value: formatMoney(s.final_capital), tone: signClass(profit) },
      { label: 'Profit', value: formatPercent(s.profit_percentage), tone: signClass(s.profit_percentage) },
      {
        label: 'Highest Return',
        value: formatPercent(s.highest_return_percentage),
        tone: signClass(s.highest_return_percentage),
      },
      {
        label: 'Lowest Return',
        value: formatPercent(s.lowest_return_percentage),
        tone: signClass(s.lowest_return_percentage),
      },
    ],
    more: [
      {
        label: 'Buy and Hold',
        value: formatPercent(s.buy_and_hold_return_percentage),
        tone: signClass(s.buy_and_hold_return_percentage),
        hint: "Holding from the range's first close to its last",
      },
      {
        label: 'Max Drawdown',
        value: formatPercent(s.max_drawdown_percentage),
        tone: signClass(-Math.abs(s.max_drawdown_percentage)),
      },
      { label: 'CAGR', value: formatPercent(s.cagr_percentage), tone: signClass(s.cagr_percentage) },
      { label: 'Sharpe Ratio', value: formatRatio(s.sharpe_ratio), hint: 'Daily returns, annualised' },
      { label: 'Win Rate', value: formatPercent(s.win_rate_percentage), hint: 'Of closed trades' },
      {
        label: 'Profit Factor',
        value: s.profit_factor === null ? NO_VALUE : formatRatio(s.profit_factor),
        hint: 'Gross profit / gross loss',
      },
      { label: 'Exposure', value: formatPercent(s.exposure_percentage), hint: 'Sessions spent holding' },
      {
        label: 'Avg Holding',
        value: s.average_holding_days === null ? NO_VALUE : `${formatRatio(s.average_holding_days)} days`,
      },
      { label: 'Fees Paid', value: formatMoney(s.fees_paid), hint: 'Commission, SEBON, DP and tax' },
      {
        label: 'Sessions Without Open',
        value: formatCount(s.bars_without_open ?? 0),
        hint: 'Sessions of the range with no real opening price: a fill at such an open used the close',
      },
    ],
  };
}

function CardGrid({ cards, title }: { cards: Card[]; title: string }) {
  return (
    <dl aria-label={title} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {cards.map((card) => (
        <div
          key={card.label}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
          title={card.hint}
        >
          <dt className="text-slate-600 text-sm dark:text-slate-400">{card.label}</dt>
          <dd
            className={classNames(
              'mt-1 font-semibold text-lg tabular-nums',
              card.tone ?? 'text-slate-900 dark:text-white',
            )}
          >
            {card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The selected symbol's summary (trades, initial and final capital, positive and negative trades, best and
 * worst return, profit percentage), the statistics traders expect beyond it, and the run against its benchmark.
 */
export function SummaryCards({ summary }: { summary: BriefSummary }) {
  const { spec, more } = cardsOf(summary);
  const { benchmark } = summary;
  return (
    <div className="space-y-3">
      <CardGrid cards={spec} title="Summary" />
      <CardGrid cards={more} title="Statistics" />
      {benchmark ? (
        <section aria-label="Against the benchmark" className="space-y-2">
          <h4 className="font-medium text-slate-700 text-sm dark:text-slate-300">
            Against the benchmark: <span data-testid="benchmark-name">{benchmark.name}</span>
          </h4>
          <CardGrid cards={benchmarkCards(benchmark)} title="Benchmark" />
        </section>
      ) : null}
    </div>
  );
}
