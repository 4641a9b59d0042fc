import { COSTS_MODES, FILL_MODES, type FillMode, PRICE_EXIT_FIELDS } from '@nepse/contract';
import { SelectBox } from '../../components/select-box';
import { TextInput } from '../../components/text-input';
import { capitalProblem, priceExitProblem } from './strategy-checks';
import type { CostsChoice, StrategyState } from './strategy-state';

const COSTS_LABELS: Record<CostsChoice, string> = {
  dated: "NEPSE's rates of each date",
  today: "Today's rates on every date",
  off: 'Off: no costs',
};
const COSTS_OPTIONS = COSTS_MODES.map((mode) => ({ value: mode, label: COSTS_LABELS[mode] }));
const FILL_LABELS: Record<FillMode, string> = {
  next_open: "At the next session's open",
  close: "At the signal session's close",
};
const FILL_OPTIONS = FILL_MODES.map((mode) => ({ value: mode, label: FILL_LABELS[mode] }));

const legendClassName = 'mb-2 font-medium text-slate-700 text-sm dark:text-slate-200';

export interface RunSettingsProps {
  strategy: StrategyState;
  onChange: (change: Partial<StrategyState>) => void;
}

/**
 * The run's settings the API takes: initial capital, costs (the rates of each date, today's, or none), the fill, and the Risk row of price
 * exits in percent (empty = off). Each is marked as typed when the server would refuse it.
 */
export function RunSettings({ strategy, onChange }: RunSettingsProps) {
  return (
    <>
      <fieldset className="mt-4">
        <legend className={legendClassName}>Capital and execution</legend>
        <div className="grid gap-4 md:grid-cols-3">
          <TextInput
            label="Initial capital (Rs)"
            inputMode="decimal"
            autoComplete="off"
            value={strategy.initialCapital}
            error={capitalProblem(strategy.initialCapital)}
            onChange={(event) => onChange({ initialCapital: event.target.value })}
          />
          <SelectBox
            label="Costs"
            options={COSTS_OPTIONS}
            value={strategy.costs}
            onChange={(value) => onChange({ costs: value as CostsChoice })}
          />
          <SelectBox
            label="Fill"
            options={FILL_OPTIONS}
            value={strategy.fill}
            onChange={(value) => onChange({ fill: value as FillMode })}
          />
        </div>
      </fieldset>
      <fieldset className="mt-4">
        <legend className={legendClassName}>Risk</legend>
        <div className="grid gap-4 md:grid-cols-3">
          {PRICE_EXIT_FIELDS.map(({ field, label }) => (
            <TextInput
              key={field}
              label={`${label} (%)`}
              inputMode="decimal"
              autoComplete="off"
              placeholder="Off"
              value={strategy[field]}
              error={priceExitProblem(field, strategy[field])}
              onChange={(event) => onChange({ [field]: event.target.value })}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
