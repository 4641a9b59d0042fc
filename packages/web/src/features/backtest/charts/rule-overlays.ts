import { parseRule, RULE_TABLE, type Side, type StrategyRule } from '@nepse/contract';
import type { IndicatorCache } from '@nepse/core';
import { requestRuleName } from '../rule-list';

/** One drawn series of an indicator. */
export interface OverlayLine {
  /** Names the indicator and its parameters; one line is drawn once however many rules read it. */
  id: string;
  label: string;
  values: Float64Array;
  kind: 'line' | 'histogram';
}

/** A pane under the price chart: an oscillator's lines and the levels its rules compare with. */
export interface OverlayPane {
  id: string;
  title: string;
  lines: OverlayLine[];
  levels: number[];
}

export interface RuleOverlays {
  /** Lines drawn over the candles (averages, bands, Supertrend). */
  price: OverlayLine[];
  panes: OverlayPane[];
}

/**
 * The indicators a run's rules compare, to draw with its trades, as each rule's declaration describes them: each
 * line once, panes merged by title, their levels without repeats. Pattern rules draw nothing (their trades are
 * marked on the candles).
 */
export function ruleOverlays(
  cache: IndicatorCache,
  sides: readonly { side: Side; rules: readonly StrategyRule[] }[],
): RuleOverlays {
  const price = new Map<string, OverlayLine>();
  const panes = new Map<string, OverlayPane>();
  for (const { side, rules } of sides) {
    for (const rule of rules) {
      const parsed = parseRule({ ...rule, name: requestRuleName(rule.name) }, side);
      if (!parsed.ok || parsed.value.kind !== 'indicator') continue;
      const overlay = RULE_TABLE[parsed.value.name].overlay(parsed.value.params);
      const lines = overlay.lines.map(
        (l): OverlayLine => ({
          id: l.label,
          label: l.label,
          values: l.values(cache),
          kind: l.histogram ? 'histogram' : 'line',
        }),
      );
      if (overlay.over === 'price') {
        for (const l of lines) if (!price.has(l.id)) price.set(l.id, l);
        continue;
      }
      const pane: OverlayPane = { id: overlay.pane, title: overlay.pane, lines, levels: [...overlay.levels] };
      const existing = panes.get(pane.id);
      if (!existing) panes.set(pane.id, pane);
      else {
        for (const l of pane.lines) if (!existing.lines.some((e) => e.id === l.id)) existing.lines.push(l);
        for (const v of pane.levels) if (!existing.levels.includes(v)) existing.levels.push(v);
      }
    }
  }
  return { price: [...price.values()], panes: [...panes.values()] };
}
