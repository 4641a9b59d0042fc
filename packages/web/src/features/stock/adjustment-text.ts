import type { AdjustmentEventAnswer } from '@nepse/contract';

const KIND_NAMES = {
  bonus: 'Bonus',
  right: 'Right',
  'bonus-right': 'Bonus and right',
  adjustment: 'Price adjustment',
} as const satisfies Record<AdjustmentEventAnswer['kind'], string>;

/**
 * An adjustment in words: "Bonus (18.5% bonus) · factor 1.1850 · book closure 2023-01-02", the book closure as
 * `writeDate` writes it (in the chosen calendar).
 */
export function adjustmentText(event: AdjustmentEventAnswer, writeDate: (date: string) => string): string {
  const shares = [
    event.bonusPercent > 0 ? `${event.bonusPercent}% bonus` : '',
    event.rightPercent > 0 ? `${event.rightPercent}% right` : '',
  ].filter((s) => s !== '');
  const kind =
    shares.length > 0 ? `${KIND_NAMES[event.kind]} (${shares.join(', ')})` : KIND_NAMES[event.kind];
  return `${kind} · factor ${event.factor.toFixed(4)} · book closure ${writeDate(event.bookClosure)}`;
}
