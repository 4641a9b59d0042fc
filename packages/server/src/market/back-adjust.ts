import { allocateBars, type Bars } from '@nepse/core';
import type { AdjustmentEvent } from './adjustment-events';

/**
 * Back-adjusted bars (ours): every price divided by the product of the factors of the events after it, every
 * volume multiplied by it, so that turnover (price x volume) is kept and the bars after the last event equal
 * the raw ones. The flags of opens that are not real travel along. Without events the raw bars themselves are
 * returned.
 */
export function backAdjust(raw: Bars, events: readonly Pick<AdjustmentEvent, 'index' | 'factor'>[]): Bars {
  if (events.length === 0) return raw;
  const n = raw.date.length;
  const columns = allocateBars(n);
  const out: Bars = raw.noOpen ? { ...columns, noOpen: raw.noOpen } : columns;
  out.date.set(raw.date);
  const later = [...events].sort((a, b) => b.index - a.index);
  let next = 0;
  let factor = 1;
  for (let i = n - 1; i >= 0; i--) {
    while (next < later.length && (later[next]?.index ?? 0) > i) factor *= later[next++]?.factor ?? 1;
    out.open[i] = (raw.open[i] ?? 0) / factor;
    out.high[i] = (raw.high[i] ?? 0) / factor;
    out.low[i] = (raw.low[i] ?? 0) / factor;
    out.close[i] = (raw.close[i] ?? 0) / factor;
    out.volume[i] = (raw.volume[i] ?? 0) * factor;
  }
  return out;
}
