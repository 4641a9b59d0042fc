/**
 * Back-adjustment factor of a declared bonus and/or right issue (ours: the standard theoretical ex-rights price,
 * with the bonus and the right shares both counted on the holding before the book closure):
 *   ex price = (P_cum + r x S) / (1 + b + r),   factor = P_cum / ex price = P_cum x (1 + b + r) / (P_cum + r x S)
 * where b = bonus % / 100, r = right % / 100, S = price paid per right share, P_cum = the last close before
 * the ex session. A bonus alone gives 1 + b; a right issue alone the classic P_cum / TERP.
 */
export function actionFactor(
  bonusPercent: number,
  rightPercent: number,
  rightPrice: number,
  cumPrice: number,
): number {
  const b = bonusPercent / 100;
  const r = rightPercent / 100;
  if (r === 0) return 1 + b;
  return (cumPrice * (1 + b + r)) / (cumPrice + r * rightPrice);
}
