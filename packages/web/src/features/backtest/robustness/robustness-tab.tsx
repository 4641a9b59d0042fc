import {
  type BriefSummary,
  SWEEP_STATISTIC_FIELDS,
  SWEEP_STATISTIC_NAMES,
  type SweepStatisticName,
} from '@nepse/contract';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { SelectBox } from '../../../components/select-box';
import { Spinner } from '../../../components/spinner';
import { TextInput } from '../../../components/text-input';
import { backtestRequest, isPortfolioRun, type StrategyState } from '../strategy-state';
import { useSymbolSummary } from '../use-symbol-summary';
import { CellRun } from './cell-run';
import { MonteCarloView } from './monte-carlo-view';
import { cellStrategy, defaultGrid, type GridText, sweepableFields, sweepEntry } from './sweep-fields';
import { SweepView } from './sweep-view';
import { useSweep } from './use-sweep';
import { WalkForwardView } from './walk-forward-view';

const NONE = '';

function GridInputs({
  grid,
  onChange,
  name,
}: {
  grid: GridText;
  onChange: (grid: GridText) => void;
  name: string;
}) {
  return (
    <div className="grid grid-cols-3 gap-2">
      {(['from', 'to', 'step'] as const).map((key) => (
        <TextInput
          key={key}
          label={`${name} ${key}`}
          inputMode="decimal"
          value={grid[key]}
          onChange={(event) => onChange({ ...grid, [key]: event.target.value })}
        />
      ))}
    </div>
  );
}

function MonteCarloOf({ strategy, summary }: { strategy: StrategyState; summary: BriefSummary }) {
  const whole = useSymbolSummary(strategy, summary);
  if (whole.summary) return <MonteCarloView summary={whole.summary} />;
  if (whole.error)
    return (
      <p role="alert">
        Could not load the trades of {summary.stock_symbol}: {whole.error.message}
      </p>
    );
  return <Spinner label={`Loading ${summary.stock_symbol}`} />;
}

/**
 * The Robustness tab of the results: a sweep of one or two of the strategy's fields over a grid (the run's stock, the
 * median across the sector's stocks, or the sector as one portfolio: the request carries the portfolio's fields),
 * with an optional walk-forward on a stock, and the Monte Carlo of the selected stock's trades. Each view says in a
 * sentence what it means for this strategy.
 */
export function RobustnessTab({
  strategy,
  selected,
}: {
  strategy: StrategyState;
  selected: BriefSummary | undefined;
}) {
  const fields = useMemo(() => sweepableFields(strategy), [strategy]);
  const [firstId, setFirstId] = useState(fields[0]?.id ?? NONE);
  const [secondId, setSecondId] = useState(NONE);
  const first = fields.find((f) => f.id === firstId);
  const second = fields.find((f) => f.id === secondId);
  const [grids, setGrids] = useState<Record<string, GridText>>({});
  const gridOf = (id: string) => {
    const field = fields.find((f) => f.id === id);
    return grids[id] ?? (field ? defaultGrid(field) : { from: '', to: '', step: '' });
  };
  const [statistic, setStatistic] = useState<SweepStatisticName>('profit_percentage');
  const oneStock = strategy.stockSymbol.trim() !== '';
  const portfolio = isPortfolioRun(strategy);
  const [walk, setWalk] = useState(false);
  const [inSample, setInSample] = useState('250');
  const [outOfSample, setOutOfSample] = useState('60');
  const sweep = useSweep();
  const [cell, setCell] = useState<number>();
  const swept = useMemo(() => [first, second].filter((f) => f !== undefined), [first, second]);
  const [ranFields, setRanFields] = useState(swept);

  const run = () => {
    setCell(undefined);
    setRanFields(swept);
    sweep.mutate({
      ...backtestRequest(strategy),
      sweep: swept.map((f) => sweepEntry(f, gridOf(f.id))),
      statistic,
      ...(walk && oneStock
        ? { walkForward: { inSample: inSample.trim(), outOfSample: outOfSample.trim() } }
        : {}),
    });
  };
  const options = fields.map((f) => ({ value: f.id, label: f.label }));
  const answer = sweep.data;
  const symbol = oneStock ? strategy.stockSymbol.trim().toUpperCase() : selected?.stock_symbol;
  return (
    <div className="space-y-6" data-testid="robustness-tab">
      <section aria-labelledby="sweep-title" className="space-y-3">
        <h3 id="sweep-title" className="font-semibold text-slate-900 dark:text-white">
          Sweep
        </h3>
        <p className="text-slate-600 text-sm dark:text-slate-400">
          Runs the strategy once for every value of one or two fields
          {oneStock
            ? ''
            : portfolio
              ? ', each cell the whole portfolio run of its values'
              : ", each cell the median across the sector's stocks"}
          , to see whether the result holds around the values chosen or is a lucky spot.
        </p>
        <div className="grid gap-3 md:grid-cols-2">
          <div className="space-y-2">
            <SelectBox label="Field 1" options={options} value={firstId} onChange={setFirstId} />
            {first && (
              <GridInputs
                name="Field 1"
                grid={gridOf(first.id)}
                onChange={(g) => setGrids({ ...grids, [first.id]: g })}
              />
            )}
          </div>
          <div className="space-y-2">
            <SelectBox
              label="Field 2"
              options={[
                { value: NONE, label: 'None (a line)' },
                ...options.filter((o) => o.value !== firstId),
              ]}
              value={secondId}
              onChange={setSecondId}
            />
            {second && (
              <GridInputs
                name="Field 2"
                grid={gridOf(second.id)}
                onChange={(g) => setGrids({ ...grids, [second.id]: g })}
              />
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <SelectBox
            label="Rank by"
            options={SWEEP_STATISTIC_NAMES.map((name) => ({
              value: name,
              label: SWEEP_STATISTIC_FIELDS[name].label,
            }))}
            value={statistic}
            onChange={(value) => setStatistic(value as SweepStatisticName)}
          />
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={walk && oneStock}
              disabled={!oneStock}
              onChange={(e) => setWalk(e.target.checked)}
            />
            Walk-forward{oneStock ? '' : ' (one stock only)'}
          </label>
          {walk && oneStock && (
            <>
              <TextInput
                label="In-sample sessions"
                inputMode="numeric"
                value={inSample}
                onChange={(e) => setInSample(e.target.value)}
              />
              <TextInput
                label="Out-of-sample sessions"
                inputMode="numeric"
                value={outOfSample}
                onChange={(e) => setOutOfSample(e.target.value)}
              />
            </>
          )}
          <Button onClick={run} disabled={!first || sweep.isPending}>
            {sweep.isPending ? 'Running…' : 'Run sweep'}
          </Button>
        </div>
        {sweep.isPending && <Spinner label="Running the sweep" />}
        {answer && !sweep.isPending && (
          <>
            <SweepView answer={answer} selected={cell} onSelect={setCell} />
            {cell !== undefined && answer.cells[cell] && (
              <CellRun
                strategy={cellStrategy(strategy, ranFields, answer.cells[cell].values)}
                symbol={symbol}
                portfolio={portfolio}
                title={answer.axes.map((a, k) => `${a.label} ${answer.cells[cell]!.values[k]}`).join(', ')}
              />
            )}
            {answer.walk_forward && <WalkForwardView walk={answer.walk_forward} answer={answer} />}
          </>
        )}
      </section>
      {selected ? (
        <MonteCarloOf strategy={strategy} summary={selected} />
      ) : portfolio ? (
        <p className="text-slate-600 dark:text-slate-400">
          The Monte Carlo resamples one stock's trades: run the sector per stock to see it.
        </p>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">
          Select a stock to see the Monte Carlo of its trades.
        </p>
      )}
    </div>
  );
}
