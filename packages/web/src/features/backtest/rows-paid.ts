import type { Transaction } from '@nepse/contract';

/**
 * The dates the commission rows of a trade's buy and sale took effect, one date when both paid the same row
 * (`2024-05-14`, or `2020-12-27/2024-05-14` across a change); null without costs.
 */
export function commissionRows(t: Transaction): string | null {
  const paid = t.rules?.commission;
  if (!paid?.buy) return null;
  return paid.sell === null || paid.sell === paid.buy ? paid.buy : `${paid.buy}/${paid.sell}`;
}

/** The date the capital gains tax regime of a trade's sale took effect; null while open or without costs. */
export function taxRow(t: Transaction): string | null {
  return t.rules?.tax ?? null;
}

/**
 * What a trader reads about where a trade filled: a wait at the band, a fill at the close of a session that has
 * no real open; empty when nothing unusual happened.
 */
export function fillNotes(t: Transaction): string[] {
  const notes: string[] = [];
  const waited = t.waited_sessions ?? 0;
  if (waited > 0)
    notes.push(`Waited ${waited} ${waited === 1 ? 'session' : 'sessions'} locked at the price band`);
  if (t.buy_fill === 'close-without-open') notes.push('Bought at the close: no real open that session');
  if (t.sell_fill === 'close-without-open') notes.push('Sold at the close: no real open that session');
  return notes;
}
