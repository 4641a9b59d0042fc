import {
  fieldText,
  indicatorRuleDefinition,
  PRICE_EXIT_FIELDS,
  type SweepRequest,
  type SweepSide,
} from '@nepse/contract';
import { requestRuleName } from '../rule-list';
import type { StrategyState } from '../strategy-state';

/** A field of the strategy a sweep may vary: a rule's number field, or a price exit. */
export interface SweepableField {
  /** Unique in the list: `buy.0.value`, `exit.stopLossPercent`. */
  id: string;
  side: SweepSide;
  /** The rule's position in its side's list; absent for an exit. */
  rule?: number;
  field: string;
  /** As the page and the server name it: "Buy rule 1 (SMA): Period", "Stop-loss %". */
  label: string;
  /** The value in the strategy now, as a number; NaN for an exit that is off. */
  current: number;
  /** Whole numbers only (a period). */
  whole: boolean;
}

/** Every field of `state` a sweep may vary, rules first (buy, then sell), then the price exits. */
export function sweepableFields(state: StrategyState): SweepableField[] {
  const fields: SweepableField[] = [];
  for (const side of ['buy', 'sell'] as const) {
    const rules = side === 'buy' ? state.buyStrategy : state.sellStrategy;
    rules.forEach((rule, index) => {
      const name = requestRuleName(rule.name);
      const definition = indicatorRuleDefinition(name);
      for (const field of definition?.fields ?? []) {
        if (field.type.kind === 'choice') continue;
        fields.push({
          id: `${side}.${index}.${field.key}`,
          side,
          rule: index,
          field: field.key,
          label: `${side === 'buy' ? 'Buy' : 'Sell'} rule ${index + 1} (${name}): ${field.label}`,
          current: Number(fieldText(rule, field, side)),
          whole: field.type.kind === 'length',
        });
      }
    });
  }
  for (const exit of PRICE_EXIT_FIELDS) {
    const text = state[exit.field].trim();
    fields.push({
      id: `exit.${exit.field}`,
      side: 'exit',
      field: exit.field,
      label: `${exit.label} %`,
      current: text === '' ? Number.NaN : Number(text),
      whole: false,
    });
  }
  return fields;
}

/** A grid's bounds as the form keeps them (text as typed). */
export interface GridText {
  from: string;
  to: string;
  step: string;
}

/**
 * A first grid around a field's value: half of it to one and a half times it in about ten steps (whole steps for a
 * period); 1 to 10 by 1 for an exit that is off, or a value of 0.
 */
export function defaultGrid(field: SweepableField): GridText {
  const value = field.current;
  if (!(Number.isFinite(value) && value > 0)) return { from: '1', to: '10', step: '1' };
  if (field.whole) {
    const step = Math.max(1, Math.round(value / 10));
    const from = Math.max(1, value - 5 * step);
    return { from: String(from), to: String(from + 10 * step), step: String(step) };
  }
  const step = Number((value / 10).toPrecision(2));
  const from = Number((value - 5 * step).toPrecision(6));
  return {
    from: String(from > 0 ? from : step),
    to: String(Number((value + 5 * step).toPrecision(6))),
    step: String(step),
  };
}

/** The body's `sweep` entry of a field and its grid. */
export function sweepEntry(field: SweepableField, grid: GridText): SweepRequest['sweep'][number] {
  return {
    side: field.side,
    ...(field.rule === undefined ? {} : { rule: field.rule }),
    field: field.field,
    from: grid.from.trim(),
    to: grid.to.trim(),
    step: grid.step.trim(),
  };
}

/** The strategy with a cell's values in its swept fields: what a click on the cell runs on its own. */
export function cellStrategy(
  state: StrategyState,
  fields: readonly SweepableField[],
  values: readonly number[],
) {
  const next: StrategyState = {
    ...state,
    buyStrategy: [...state.buyStrategy],
    sellStrategy: [...state.sellStrategy],
  };
  fields.forEach((field, k) => {
    const value = String(values[k]);
    if (field.side === 'exit') {
      next[field.field as (typeof PRICE_EXIT_FIELDS)[number]['field']] = value;
      return;
    }
    const rules = field.side === 'buy' ? next.buyStrategy : next.sellStrategy;
    const rule = rules[field.rule!]!;
    rules[field.rule!] = { ...rule, [field.field]: value };
  });
  return next;
}
