import { type Bars, epochDay, isoDate, priceBandOn } from '@nepse/core';
import type { AdjustmentEvent } from './adjustment-events';
import type { MarketSnapshot } from './market-snapshot';

/** NEPSE's own adjustment factors exist from this session on; the audit looks no earlier. */
export const AUDIT_FROM = epochDay('2018-02-19');
/** Slack over the band, in percentage points: a close on the band's edge rounds to the tick either way. */
export const BAND_SLACK_PERCENT = 0.5;

/** A session where the adjusted prices show an event applied twice or with a wrong factor. */
export interface AuditFinding {
  symbol: string;
  /** ISO date of the session. */
  date: string;
  /** `two factors`: two events meet on the session; `beyond the band`: its adjusted move exceeds the band. */
  problem: 'two factors' | 'beyond the band';
  /** The factors of the session's events. */
  factors: number[];
  /** Adjusted close against the previous adjusted close, in %. */
  changePercent: number;
}

/**
 * The audit of one symbol's back-adjustment (ours; docs/decisions/data.md, "One event, one factor"): from
 * AUDIT_FROM, every session where two events meet, and every event session whose adjusted close moves beyond
 * that day's price band plus BAND_SLACK_PERCENT from the previous adjusted close. NEPSE caps a day's move
 * against its adjusted previous close, so a right factor keeps the adjusted move inside the band.
 */
export function auditAdjustments(
  symbol: string,
  adjusted: Bars,
  events: readonly Pick<AdjustmentEvent, 'index' | 'factor'>[],
): AuditFinding[] {
  const factorsAt = new Map<number, number[]>();
  for (const e of events) {
    if ((adjusted.date[e.index] ?? Number.NEGATIVE_INFINITY) < AUDIT_FROM) continue;
    factorsAt.set(e.index, [...(factorsAt.get(e.index) ?? []), e.factor]);
  }
  const findings: AuditFinding[] = [];
  for (const [index, factors] of [...factorsAt].sort((a, b) => a[0] - b[0])) {
    const day = adjusted.date[index] ?? 0;
    const previous = adjusted.close[index - 1] ?? Number.NaN;
    const changePercent = ((adjusted.close[index] ?? Number.NaN) / previous - 1) * 100;
    const base = { symbol, date: isoDate(day), factors, changePercent };
    if (factors.length > 1) findings.push({ ...base, problem: 'two factors' });
    if (Math.abs(changePercent) > priceBandOn(day) + BAND_SLACK_PERCENT)
      findings.push({ ...base, problem: 'beyond the band' });
  }
  return findings;
}

/** The audit of every symbol of a market snapshot, by symbol. */
export function auditMarket(market: MarketSnapshot): AuditFinding[] {
  return market.symbols().flatMap((symbol) => {
    const adjusted = market.bars(symbol, 'adjusted');
    return adjusted ? auditAdjustments(symbol, adjusted, market.adjustments(symbol)) : [];
  });
}
