import type { PortfolioResponse } from '@nepse/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { useCalendarSystem } from '../../lib/calendar-system';
import { formatCount, formatMoney, formatPercent, formatRatio, NO_VALUE, signClass } from '../../lib/format';
import { PortfolioEquityChart } from './charts/portfolio-equity-chart';
import { type ResultsTab, ResultsTabs } from './results-tabs';
import { RobustnessTab } from './robustness/robustness-tab';
import type { StrategyState } from './strategy-state';
import { SummaryCards } from './summary-cards';
import { TransactionTable } from './transaction-table';
import { downloadText, portfolioTradesCsv, transactionsFileName } from './transactions-csv';

type Contribution = PortfolioResponse['contributions'][number];

const CONTRIBUTION_COLUMNS: ColumnDef<Contribution, unknown>[] = [
  { id: 'symbol', accessorKey: 'symbol', header: 'Symbol' },
  {
    id: 'profit',
    accessorKey: 'profit',
    header: 'Profit (Rs)',
    cell: (c) => <span className={signClass(c.getValue<number>())}>{formatMoney(c.getValue<number>())}</span>,
  },
  { id: 'trades', accessorKey: 'trades', header: 'Trades', cell: (c) => formatCount(c.getValue<number>()) },
  {
    id: 'share',
    accessorKey: 'share_percentage',
    header: 'Share of the result',
    cell: (c) => {
      const share = c.getValue<number | null>();
      return share === null ? NO_VALUE : formatPercent(share);
    },
  },
];

/** What only a portfolio has, beside the summary's cards. */
function PortfolioFigures({ portfolio }: { portfolio: PortfolioResponse }) {
  const figures: [string, string][] = [
    ['Max positions', formatCount(portfolio.max_positions)],
    [
      'Sizing',
      portfolio.sizing_percent === null
        ? 'Equal: equity / max positions'
        : `${formatPercent(portfolio.sizing_percent)} of equity`,
    ],
    ['Average invested', formatPercent(portfolio.average_invested_percentage)],
    ['Turnover', formatMoney(portfolio.turnover)],
    [
      'Turnover ratio',
      portfolio.turnover_ratio === null ? NO_VALUE : `${formatRatio(portfolio.turnover_ratio)}x`,
    ],
    ['Sessions', formatCount(portfolio.sessions)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Portfolio">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
          <dt className="text-slate-600 text-xs dark:text-slate-400">{label}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PortfolioResultsProps {
  strategy: StrategyState;
  portfolio: PortfolioResponse;
}

/**
 * The results of a sector run as one portfolio: the summary's cards read over the portfolio, what only a portfolio
 * has (average invested, turnover), its equity and drawdown, every trade with its symbol, each stock's
 * contribution (the stocks that traded), and the trades as CSV; beside them, the Robustness tab sweeps the
 * portfolio's parameters.
 */
export function PortfolioResults({ strategy, portfolio }: PortfolioResultsProps) {
  const { system } = useCalendarSystem();
  const section = useRef<HTMLElement>(null);
  const [tab, setTab] = useState<ResultsTab>('results');
  useEffect(() => {
    section.current?.scrollIntoView({ behavior: 'instant', block: 'start' });
  }, []);
  const traded = portfolio.contributions.filter((c) => c.trades > 0);
  return (
    <section
      ref={section}
      aria-labelledby="portfolio-title"
      className="scroll-mt-4 space-y-5 rounded-2xl border border-slate-200 bg-white p-3 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="portfolio-title" className="font-semibold text-slate-900 text-xl dark:text-white">
          Portfolio Results
        </h2>
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(
              portfolioTradesCsv(portfolio, system),
              transactionsFileName(`portfolio-${portfolio.sector}`, strategy.from, strategy.to),
            )
          }
        >
          Download CSV
        </Button>
      </div>
      <ResultsTabs tab={tab} onChange={setTab} />
      {tab === 'robustness' ? (
        <RobustnessTab strategy={strategy} selected={undefined} />
      ) : (
        <>
          <SummaryCards summary={portfolio} />
          <PortfolioFigures portfolio={portfolio} />
          <PortfolioEquityChart portfolio={portfolio} />
          <TransactionTable transactions={portfolio.trades} />
          <DataTable
            data={traded}
            columns={CONTRIBUTION_COLUMNS}
            caption="Contribution by stock"
            compact
            defaultSort={[{ id: 'profit', desc: true }]}
            emptyMessage="No stock traded."
            getRowId={(c) => c.symbol}
          />
        </>
      )}
    </section>
  );
}
