import { type BriefSummary, WAITING } from '@nepse/contract';

/** A stock with an active signal: at least one position still open. */
export function hasActiveSignal(summary: BriefSummary): boolean {
  return summary.transactions.some((t) => t.sell_date === WAITING);
}

/** The summaries a filter lists: all, or only those with an active signal. */
export function listedSummaries(summaries: readonly BriefSummary[], activeOnly: boolean): BriefSummary[] {
  return activeOnly ? summaries.filter(hasActiveSignal) : [...summaries];
}

/**
 * The symbol selected once the list changes: the current one if still listed, else the first listed, else
 * none.
 */
export function keptSelection(listed: readonly string[], current: string | undefined): string | undefined {
  return current !== undefined && listed.includes(current) ? current : listed[0];
}
