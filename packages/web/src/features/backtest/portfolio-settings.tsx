import { BACKTEST_MODES, type BacktestMode, RANK_BY, readPortfolioFields, SIZINGS } from '@nepse/contract';
import { SelectBox } from '../../components/select-box';
import { TextInput } from '../../components/text-input';
import type { StrategyState } from './strategy-state';

const MODE_LABELS: Record<BacktestMode, string> = {
  'per-stock': 'Per stock: each stock alone',
  portfolio: 'One portfolio: one capital shared',
};
const SIZING_LABELS: Record<StrategyState['sizing'], string> = {
  equal: 'Equal: equity / max positions',
  percent: 'Percent of equity',
};
const RANK_LABELS: Record<StrategyState['rankBy'], string> = {
  'return-20': '20-session return, highest first',
  turnover: 'Turnover, highest first',
  'rsi-lowest': 'RSI (14), lowest first',
  'volume-ratio': 'Volume / 20-session mean, highest first',
};
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Why the server would refuse the typed portfolio field `field`, in the page's words; undefined when it would not. */
function fieldProblem(state: StrategyState, field: 'maxPositions' | 'sizingPercent'): string | undefined {
  const read = readPortfolioFields({ [field]: state[field].trim() });
  return read.ok ? undefined : read.error;
}

export interface PortfolioSettingsProps {
  strategy: StrategyState;
  onChange: (change: Partial<StrategyState>) => void;
}

/**
 * A sector run's mode: "Per stock" (each stock alone with its own capital) or "One portfolio" (one capital shared
 * across the sector, at most Max positions held, each entry sized as Sizing says, the stocks that signal together
 * bought in the order Rank by gives). Shown only when a sector is chosen.
 */
export function PortfolioSettings({ strategy, onChange }: PortfolioSettingsProps) {
  const portfolio = strategy.mode === 'portfolio';
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 font-medium text-slate-700 text-sm dark:text-slate-200">Sector run</legend>
      <div className="grid gap-4 md:grid-cols-3">
        <SelectBox
          label="Mode"
          options={options(BACKTEST_MODES, MODE_LABELS)}
          value={strategy.mode}
          onChange={(value) => onChange({ mode: value as BacktestMode })}
        />
        {portfolio && (
          <>
            <TextInput
              label="Max positions"
              inputMode="numeric"
              autoComplete="off"
              value={strategy.maxPositions}
              error={fieldProblem(strategy, 'maxPositions')}
              onChange={(event) => onChange({ maxPositions: event.target.value })}
            />
            <SelectBox
              label="Sizing"
              options={options(SIZINGS, SIZING_LABELS)}
              value={strategy.sizing}
              onChange={(value) => onChange({ sizing: value as StrategyState['sizing'] })}
            />
            {strategy.sizing === 'percent' && (
              <TextInput
                label="Percent of equity"
                inputMode="decimal"
                autoComplete="off"
                value={strategy.sizingPercent}
                error={fieldProblem(strategy, 'sizingPercent')}
                onChange={(event) => onChange({ sizingPercent: event.target.value })}
              />
            )}
            <SelectBox
              label="Rank by"
              options={options(RANK_BY, RANK_LABELS)}
              value={strategy.rankBy}
              onChange={(value) => onChange({ rankBy: value as StrategyState['rankBy'] })}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
