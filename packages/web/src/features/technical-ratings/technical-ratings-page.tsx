import { type RatingRow, type TechnicalRatingsResponse, WOODIE_PREVIOUS_CLOSE_NOTE } from '@nepse/contract';
import { useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { DateText } from '../../components/date-text';
import { PageHeader } from '../../components/page-header';
import { QueryBody } from '../../components/query-body';
import { SymbolPicker } from '../../components/symbol-picker';
import { SymbolPrompt } from '../../components/symbol-prompt';
import { TextInput } from '../../components/text-input';
import { usePageMeta } from '../../lib/page-meta';
import { useSymbolScreen } from '../../lib/symbol-screen-query';
import { useSymbolParam } from '../../lib/use-symbol-param';
import { PivotPointsTable } from './pivot-points-table';
import { RatingGauge } from './rating-gauge';
import { RatingStrip } from './rating-strip';
import { RatingTable } from './rating-table';

const SECTION_TITLE = 'mb-3 font-semibold text-lg text-slate-900 dark:text-white';

/** The rows whose name holds the filter, case-insensitive (on the name column). */
function byName<Row extends { name: string }>(rows: Row[], filter: string): Row[] {
  const wanted = filter.trim().toLowerCase();
  return wanted === '' ? rows : rows.filter((row) => row.name.toLowerCase().includes(wanted));
}

/** The spec's "Selected Stock" / "Current Stock" display, with a button that clears the choice. */
function SelectedStock({ symbol, onClear }: { symbol: string | undefined; onClear: () => void }) {
  return (
    <div
      className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
      data-testid="selected-stock"
    >
      <p className="font-medium text-slate-700 text-sm dark:text-slate-200">Selected Stock</p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <p className="text-sm">
          <span className="text-slate-600 dark:text-slate-400">Current Stock: </span>
          <span className="font-semibold text-slate-900 dark:text-white">{symbol ?? 'None selected'}</span>
        </p>
        {symbol && (
          <Button variant="outline" size="small" onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
    </div>
  );
}

/** A group: its gauge and counts beside its table. */
function RatingGroup({
  title,
  rows,
  summary,
  prices,
}: {
  title: string;
  rows: RatingRow[];
  summary: TechnicalRatingsResponse['movingAverages']['summary'];
  prices: boolean;
}) {
  return (
    <section aria-label={title}>
      <h2 className={SECTION_TITLE}>{title}</h2>
      <div className="grid items-start gap-4 lg:grid-cols-[16rem_1fr]">
        <RatingGauge title={title} summary={summary} />
        <RatingTable caption={title} rows={rows} prices={prices} />
      </div>
    </section>
  );
}

/** The loaded ratings: the overall gauge and strip, both groups, the pivots; every table filtered by name. */
function RatingsView({ answer, filter }: { answer: TechnicalRatingsResponse; filter: string }) {
  // Both groups' votes counted together: the server's, as the strip's latest session.
  const overall = answer.strip[answer.strip.length - 1]?.summary;
  const averages = useMemo(() => byName(answer.movingAverages.averages, filter), [answer, filter]);
  const oscillators = useMemo(() => byName(answer.oscillatorRating.ratings, filter), [answer, filter]);
  const pivots = useMemo(() => byName(answer.pivotPoints, filter), [answer, filter]);
  return (
    <div className="space-y-8">
      <section aria-label="Summary">
        <h2 className={SECTION_TITLE}>
          {answer.symbol} on <DateText date={answer.date} />
        </h2>
        <div className="grid items-center gap-4 lg:grid-cols-[16rem_1fr]">
          <RatingGauge title="Summary" summary={overall} />
          <RatingStrip sessions={answer.strip} />
        </div>
      </section>
      <RatingGroup title="Moving Averages" rows={averages} summary={answer.movingAverages.summary} prices />
      <RatingGroup
        title="Oscillators"
        rows={oscillators}
        summary={answer.oscillatorRating.summary}
        prices={false}
      />
      <section aria-label="Pivot Points">
        <h2 className={SECTION_TITLE}>Pivot Points</h2>
        <PivotPointsTable rows={pivots} />
        {answer.woodieOpen === 'previous-close' && (
          <p className="mt-2 text-slate-600 text-xs dark:text-slate-400">{WOODIE_PREVIOUS_CLOSE_NOTE}</p>
        )}
      </section>
      <p className="text-slate-600 text-xs dark:text-slate-400">
        TradingView's Technical Ratings rules on adjusted prices; a vote whose indicator lacks history shows
        "—" and is not counted. Gauges show the share of BUY votes.
      </p>
    </div>
  );
}

/**
 * Technical Ratings (docs/technical-ratings.md): a chosen stock's TradingView ratings on its latest session,
 * the moving-average and oscillator gauges, counts and tables, and its pivot points; beyond the spec an
 * overall gauge and the last 20 sessions' ratings. The symbol is kept in the address (`?symbol=`); a blank
 * one clears the choice without a call.
 */
export function TechnicalRatingsPage() {
  usePageMeta('Technical Ratings');
  const [symbol, setSymbol] = useSymbolParam();
  const [filter, setFilter] = useState('');
  const query = useSymbolScreen('technicalRatings', symbol);
  const clear = () => setSymbol('');

  const body =
    symbol === undefined ? (
      <SymbolPrompt what="Technical Ratings" />
    ) : (
      <QueryBody query={query} loadingMessage="Loading technical ratings...">
        {(answer) => <RatingsView answer={answer} filter={filter} />}
      </QueryBody>
    );

  return (
    <section>
      <PageHeader
        title="Technical Ratings"
        subtitle="Moving-average and oscillator ratings of a stock, and its pivot points"
      />
      <div className="mb-6 grid gap-4 md:grid-cols-3">
        <SymbolPicker value={symbol ?? ''} onPick={setSymbol} onClear={clear} />
        <TextInput
          label="Filter"
          type="search"
          placeholder="Search table data..."
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <SelectedStock symbol={symbol} onClear={clear} />
      </div>
      {body}
    </section>
  );
}
