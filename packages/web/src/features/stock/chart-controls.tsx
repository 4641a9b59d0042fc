import { BEARISH_PATTERNS, BULLISH_PATTERNS, INDECISION_PATTERNS } from '@nepse/contract';
import { useId, useState } from 'react';
import { SelectBox, type SelectOption } from '../../components/select-box';
import {
  clampParam,
  defaultParams,
  type IndicatorChoice,
  type IndicatorDefinition,
  type IndicatorParam,
  OSCILLATORS,
  type OscillatorId,
  OVERLAYS,
  type OverlayId,
} from './indicator-catalog';
import { type PatternFilter, RECENT_PATTERN_SESSIONS } from './pattern-hits';
import type { PriceMode } from './price-mode';

export interface ChartSettings {
  mode: PriceMode;
  overlays: readonly IndicatorChoice<OverlayId>[];
  oscillator: IndicatorChoice<OscillatorId> | undefined;
  patternFilter: PatternFilter;
}

/** The page's first view: adjusted prices, no overlay, RSI under the chart, the patterns of the last 20 sessions. */
export const DEFAULT_SETTINGS: ChartSettings = {
  mode: 'adjusted',
  overlays: [],
  oscillator: { id: 'rsi', params: defaultParams(OSCILLATORS[0]) },
  patternFilter: 'recent',
};

const PATTERN_OPTIONS: readonly SelectOption[] = [
  { value: 'recent', label: `Last ${RECENT_PATTERN_SESSIONS} sessions' patterns` },
  { value: 'all', label: 'All patterns' },
  { value: 'none', label: 'No patterns' },
  ...[...BULLISH_PATTERNS, ...BEARISH_PATTERNS, ...INDECISION_PATTERNS].map((name) => ({
    value: name,
    label: name,
  })),
];

const OSCILLATOR_OPTIONS: readonly SelectOption[] = [
  { value: 'none', label: 'None' },
  ...OSCILLATORS.map((o) => ({ value: o.id, label: o.name })),
];

const INPUT_CLASS =
  'w-16 rounded-md border border-slate-300 bg-white px-1.5 py-0.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white';

/** A setting's box: typed freely, kept inside its bounds when it loses focus or on Enter. */
function ParamInput({
  owner,
  param,
  value,
  onChange,
}: {
  owner: string;
  param: IndicatorParam;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const commit = () => {
    const next = clampParam(param, Number(text));
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <span className="inline-flex items-center gap-1">
      <label htmlFor={id} className="text-slate-600 text-xs dark:text-slate-400">
        <span className="sr-only">{owner} </span>
        {param.label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={param.min}
        max={param.max}
        step={param.step}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        className={INPUT_CLASS}
      />
    </span>
  );
}

function ParamInputs<Id extends string>({
  definition,
  choice,
  onChange,
}: {
  definition: IndicatorDefinition;
  choice: IndicatorChoice<Id>;
  onChange: (choice: IndicatorChoice<Id>) => void;
}) {
  return (
    <>
      {definition.params.map((param) => (
        <ParamInput
          key={param.key}
          owner={definition.name}
          param={param}
          value={choice.params[param.key] ?? param.value}
          onChange={(value) => onChange({ ...choice, params: { ...choice.params, [param.key]: value } })}
        />
      ))}
    </>
  );
}

export interface ChartControlsProps {
  settings: ChartSettings;
  onChange: (settings: ChartSettings) => void;
}

/** The chart's choices: adjusted or traded prices, overlays and the oscillator with their periods, patterns marked. */
export function ChartControls({ settings, onChange }: ChartControlsProps) {
  const set = (patch: Partial<ChartSettings>) => onChange({ ...settings, ...patch });
  const overlayOf = (id: OverlayId) => settings.overlays.find((o) => o.id === id);
  const toggleOverlay = (definition: (typeof OVERLAYS)[number], on: boolean) =>
    set({
      overlays: on
        ? [...settings.overlays, { id: definition.id, params: defaultParams(definition) }]
        : settings.overlays.filter((o) => o.id !== definition.id),
    });
  const oscillatorDefinition = OSCILLATORS.find((o) => o.id === settings.oscillator?.id);

  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">Prices</legend>
          {(['adjusted', 'traded'] as const).map((mode) => (
            <label
              key={mode}
              className={`cursor-pointer rounded-md border px-3 py-1.5 font-medium ${
                settings.mode === mode
                  ? 'border-primary bg-primary text-white'
                  : 'border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-200'
              }`}
            >
              <input
                type="radio"
                name="price-mode"
                value={mode}
                checked={settings.mode === mode}
                onChange={() => set({ mode })}
                className="sr-only"
              />
              {mode === 'adjusted' ? 'Adjusted' : 'Traded'}
            </label>
          ))}
        </fieldset>
        <div className="w-48">
          <SelectBox
            label="Patterns marked"
            options={PATTERN_OPTIONS}
            value={settings.patternFilter}
            onChange={(value) => set({ patternFilter: value as PatternFilter })}
          />
        </div>
        <div className="w-40">
          <SelectBox
            label="Oscillator"
            options={OSCILLATOR_OPTIONS}
            value={settings.oscillator?.id ?? 'none'}
            onChange={(value) => {
              const definition = OSCILLATORS.find((o) => o.id === value);
              set({ oscillator: definition && { id: definition.id, params: defaultParams(definition) } });
            }}
          />
        </div>
        {oscillatorDefinition && settings.oscillator && (
          <div className="flex flex-wrap items-center gap-2 pb-1">
            <ParamInputs
              key={oscillatorDefinition.id}
              definition={oscillatorDefinition}
              choice={settings.oscillator}
              onChange={(oscillator) => set({ oscillator })}
            />
          </div>
        )}
      </div>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-1 font-medium text-slate-700 dark:text-slate-200">Overlays</legend>
        {OVERLAYS.map((definition) => {
          const choice = overlayOf(definition.id);
          return (
            <div key={definition.id} className="flex flex-wrap items-center gap-2">
              <label className="inline-flex items-center gap-1.5 text-slate-800 dark:text-slate-100">
                <input
                  type="checkbox"
                  checked={choice !== undefined}
                  onChange={(e) => toggleOverlay(definition, e.target.checked)}
                  className="size-4 accent-primary"
                />
                {definition.name}
              </label>
              {choice && (
                <ParamInputs
                  definition={definition}
                  choice={choice}
                  onChange={(next) =>
                    set({ overlays: settings.overlays.map((o) => (o.id === next.id ? next : o)) })
                  }
                />
              )}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
