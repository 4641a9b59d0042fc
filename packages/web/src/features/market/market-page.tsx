import type { MarketOverviewResponse } from '@nepse/contract';
import { lazy, type ReactNode, startTransition, useEffect, useState } from 'react';
import { ChartSuspense } from '../../components/charts/chart-suspense';
import { DataTable } from '../../components/data-table';
import { tableColumns } from '../../components/list-screen/list-column';
import { PageHeader } from '../../components/page-header';
import { QueryBody } from '../../components/query-body';
import { useFormatDate } from '../../lib/calendar-system';
import { usePageMeta } from '../../lib/page-meta';
import { type ScreenReply, useScreen } from '../../lib/screen-query';
import { useRelativeStrength } from './api/relative-strength-query';
import { BreadthPanel } from './breadth-panel';
import { MOVER_COLUMNS, RS_COLUMNS, SECTOR_COLUMNS } from './market-columns';
import { RotationChart } from './rotation-chart';

// lightweight-charts loads with the charts, after the figures and tables.
const IndexChart = lazy(() => import('./market-charts').then((m) => ({ default: m.IndexChart })));
const SmaShareChart = lazy(() => import('./market-charts').then((m) => ({ default: m.SmaShareChart })));

const TITLE = 'Market Overview';
const SECTION_TITLE = 'mb-3 font-semibold text-lg text-slate-900 dark:text-white';

const bodyOf = (reply: ScreenReply<'market'>) => reply.body;

const MOVER_COLUMN_DEFS = tableColumns(MOVER_COLUMNS);
const RS_COLUMN_DEFS = tableColumns(RS_COLUMNS);
const SECTOR_COLUMN_DEFS = tableColumns(SECTOR_COLUMNS);

const MOVERS = [
  ['gainers', 'Top gainers'],
  ['losers', 'Top losers'],
  ['turnover', 'Top turnover'],
  ['volume', 'Top volume'],
] as const;

function Section({
  title,
  note,
  testId,
  children,
}: {
  title: string;
  note?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section className="mt-8" data-testid={testId} aria-label={title}>
      <h2 className={SECTION_TITLE}>{title}</h2>
      {note && <p className="-mt-2 mb-3 text-slate-600 text-sm dark:text-slate-400">{note}</p>}
      {children}
    </section>
  );
}

/** Every stock's relative-strength rank, from its own route. */
function RelativeStrengthTable() {
  const query = useRelativeStrength();
  return (
    <QueryBody query={query} loadingMessage="Loading relative-strength ranks...">
      {(answer) => (
        <DataTable
          data={answer.stocks}
          columns={RS_COLUMN_DEFS}
          caption="Relative-strength rank"
          emptyMessage="No stock has the 241 sessions a rank needs."
          maxHeight="28rem"
          getRowId={(row) => row.symbol}
          compact
        />
      )}
    </QueryBody>
  );
}

/**
 * False on the first render, true from a render of its own just after: what is below the screen's first blocks is
 * drawn after they show, in a render React interrupts to let the browser paint and answer input.
 */
function useRestDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}

function Overview({ overview }: { overview: MarketOverviewResponse }) {
  const restDrawn = useRestDrawn();
  return (
    <>
      <BreadthPanel overview={overview} />
      <Section
        title="NEPSE index"
        note="Closes by session, with the market's turnover below."
        testId="market-index"
      >
        <ChartSuspense>
          <IndexChart index={overview.index} />
        </ChartSuspense>
      </Section>
      <Section
        title="Stocks above their averages"
        note="The share of listed equities whose close is above their 50- and 200-session simple moving average."
        testId="market-sma-share"
      >
        <ChartSuspense>
          <SmaShareChart history={overview.smaShare} />
        </ChartSuspense>
      </Section>
      {restDrawn && <Rest overview={overview} />}
    </>
  );
}

/** The sections below the charts: sectors, movers, relative strength and sector rotation. */
function Rest({ overview }: { overview: MarketOverviewResponse }) {
  return (
    <>
      <Section
        title="Sectors"
        note="Each sector's own sub-index where the data has one, else the equal-weight index of its stocks, as the last column says."
        testId="market-sectors"
      >
        <DataTable
          data={overview.sectors}
          columns={SECTOR_COLUMN_DEFS}
          caption="Sectors"
          getRowId={(row) => row.id}
          compact
        />
      </Section>
      <Section title="Movers" testId="market-movers">
        <div className="grid gap-6 xl:grid-cols-2">
          {MOVERS.map(([key, title]) => (
            <div key={key} data-testid={`movers-${key}`}>
              <h3 className="mb-2 font-semibold text-slate-800 dark:text-slate-200">{title}</h3>
              <DataTable
                data={overview.movers[key]}
                columns={MOVER_COLUMN_DEFS}
                caption={title}
                emptyMessage="No stock today."
                getRowId={(row) => row.symbol}
                compact
              />
            </div>
          ))}
        </div>
      </Section>
      <Section
        title="Relative strength"
        note="Each stock's blend of its 20-, 60- and 240-session returns and its distance above its SMA 50 and SMA 200, ranked against the whole market: 99.9 the strongest, 0 the weakest."
        testId="market-relative-strength"
      >
        <RelativeStrengthTable />
      </Section>
      <Section
        title="Sector rotation"
        note="Each sector's strength against the NEPSE index and the momentum of that strength, over the last 10 weeks."
        testId="market-rotation"
      >
        <RotationChart sectors={overview.sectors} />
      </Section>
    </>
  );
}

/** Market Overview: the whole market on its latest session (free). */
export function MarketPage() {
  usePageMeta(TITLE);
  const query = useScreen('market', bodyOf);
  const formatDate = useFormatDate();
  return (
    <section>
      <PageHeader
        title={TITLE}
        subtitle={
          query.data
            ? `The market on ${formatDate(query.data.date)}`
            : 'The index, breadth, sectors and movers'
        }
      />
      <QueryBody query={query} loadingMessage="Loading the market overview...">
        {(overview) => <Overview overview={overview} />}
      </QueryBody>
    </section>
  );
}
